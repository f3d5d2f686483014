package io.stackdrift.hcl;

import io.stackdrift.hcl.HclToken.Kind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the structure of an HCL file: blocks and attributes. Attribute values are kept only when
 * they are literals (strings without interpolation, numbers, booleans, null, lists of those);
 * everything else is skipped by bracket matching, so any Terramate expression parses.
 */
public final class HclParser {
  /**
   * How deeply blocks and brackets may nest (contract §9): far beyond any real configuration, and
   * well inside the stack a recursive descent needs.
   */
  static final int MAX_DEPTH = 256;

  private final HclLexer lexer;
  private final Set<String> keptBlocks;
  private HclToken lookahead;
  private int lookaheadStart;
  private int lookaheadEnd;
  /** Where the token last consumed ends: an attribute's source text ends with its expression's last token. */
  private int lastEnd;

  private HclParser(HclLexer lexer, Set<String> keptBlocks) {
    this.lexer = lexer;
    this.keptBlocks = keptBlocks;
  }

  public static HclBody parse(String source) throws HclSyntaxException {
    return new HclParser(new HclLexer(source, MAX_DEPTH), null).body(null, 0, true);
  }

  /**
   * Parses a whole file but keeps only the top-level blocks of these types (with everything in
   * them): the rest is checked and dropped, so a large {@code globals} block costs no memory.
   */
  public static HclBody parse(String source, Set<String> keptBlocks) throws HclSyntaxException {
    return new HclParser(new HclLexer(source, MAX_DEPTH), Set.copyOf(keptBlocks)).body(null, 0, true);
  }

  private HclBody body(HclToken opener, int depth, boolean keep) throws HclSyntaxException {
    List<HclBody.Attribute> attributes = new ArrayList<>();
    List<HclBody.Block> blocks = new ArrayList<>();
    Map<String, HclToken> seen = new HashMap<>();
    while (true) {
      HclToken t = next();
      if (t.is(Kind.NEWLINE)) {
        continue;
      }
      if (t.is(Kind.EOF)) {
        if (opener != null) {
          throw new HclSyntaxException("unclosed block: the '{' at " + opener.line() + ":" + opener.column()
              + " has no closing '}'", t.line(), t.column());
        }
        return new HclBody(List.copyOf(attributes), List.copyOf(blocks));
      }
      if (t.is(Kind.RBRACE)) {
        if (opener == null) {
          throw new HclSyntaxException("unexpected '}': no block is open", t.line(), t.column());
        }
        return new HclBody(List.copyOf(attributes), List.copyOf(blocks));
      }
      if (!t.is(Kind.IDENT)) {
        throw new HclSyntaxException("expected an attribute name or a block type, found " + t.describe(),
            t.line(), t.column());
      }
      if (peek().is(Kind.EQUALS)) {
        next();
        HclToken previous = seen.put(t.text(), t);
        if (previous != null) {
          throw new HclSyntaxException("attribute '" + t.text() + "' is already defined at line "
              + previous.line(), t.line(), t.column());
        }
        List<HclToken> tokens = keep ? new ArrayList<>() : null;
        HclToken first = peek();
        int start = lookaheadStart;
        Object value = expression(t, tokens);
        if (keep) {
          String source = lexer.text(start, Math.max(start, lastEnd));
          attributes.add(new HclBody.Attribute(t.text(), value, t.line(), t.column(), List.copyOf(tokens), source,
              first.line(), first.column()));
        }
      } else {
        HclBody.Block block = block(t, depth, keep && (depth > 0 || keptBlocks == null
            || keptBlocks.contains(t.text())));
        if (keep) {
          blocks.add(block);
        }
      }
    }
  }

  private HclBody.Block block(HclToken type, int depth, boolean keep) throws HclSyntaxException {
    List<String> labels = new ArrayList<>();
    while (true) {
      HclToken t = next();
      if (t.is(Kind.LBRACE)) {
        if (depth >= MAX_DEPTH) {
          throw new HclSyntaxException("blocks are nested deeper than " + MAX_DEPTH + " levels", t.line(),
              t.column());
        }
        HclBody body = body(t, depth + 1, keep);
        return new HclBody.Block(type.text(), List.copyOf(labels), body, type.line(), type.column());
      }
      if (t.is(Kind.STRING) && t.value() != null) {
        labels.add(t.value());
      } else if (t.is(Kind.IDENT)) {
        labels.add(t.text());
      } else {
        throw new HclSyntaxException("expected '=' or '{' after '" + type.text() + "', found " + t.describe(),
            t.line(), t.column());
      }
    }
  }

  /**
   * Consumes one attribute expression; it ends at a newline, '}' or end of file outside brackets.
   * With {@code kept} non-null, the expression's tokens are added to it and its literal value is
   * returned (the stack block's attributes are evaluated from the tokens); otherwise nothing is kept.
   */
  private Object expression(HclToken name, List<HclToken> kept) throws HclSyntaxException {
    Deque<HclToken> open = new ArrayDeque<>();
    HclLiteral literal = kept != null ? new HclLiteral() : null;
    boolean empty = true;
    while (true) {
      HclToken t = peek();
      if (open.isEmpty() && (t.is(Kind.NEWLINE) || t.is(Kind.RBRACE) || t.is(Kind.EOF))) {
        break;
      }
      next();
      empty = false;
      switch (t.kind()) {
        case LBRACE, LBRACK, LPAREN -> open(open, t);
        case RBRACE, RBRACK, RPAREN -> close(open, t);
        case EOF -> throw unclosed(open.peek(), t);
        default -> { }
      }
      if (kept != null) {
        kept.add(t);
        literal.accept(t);
      }
    }
    if (empty) {
      HclToken t = peek();
      throw new HclSyntaxException("attribute '" + name.text() + "' has no value", t.line(), t.column());
    }
    return literal == null ? HclBody.NOT_LITERAL : literal.value();
  }

  private static void open(Deque<HclToken> open, HclToken opener) throws HclSyntaxException {
    if (open.size() >= MAX_DEPTH) {
      throw new HclSyntaxException("brackets are nested deeper than " + MAX_DEPTH + " levels", opener.line(),
          opener.column());
    }
    open.push(opener);
  }

  private static void close(Deque<HclToken> open, HclToken closer) throws HclSyntaxException {
    Kind expected = switch (closer.kind()) {
      case RBRACE -> Kind.LBRACE;
      case RBRACK -> Kind.LBRACK;
      default -> Kind.LPAREN;
    };
    HclToken opener = open.poll();
    if (opener == null || !opener.is(expected)) {
      throw new HclSyntaxException("unexpected " + closer.describe()
          + (opener == null ? "" : ": the " + opener.describe() + " at " + opener.line() + ":" + opener.column()
              + " is not closed"), closer.line(), closer.column());
    }
  }

  private static HclSyntaxException unclosed(HclToken opener, HclToken eof) {
    return new HclSyntaxException("unexpected end of file: the " + opener.describe() + " at " + opener.line()
        + ":" + opener.column() + " is not closed", eof.line(), eof.column());
  }

  private HclToken next() throws HclSyntaxException {
    HclToken t = peek();
    lookahead = null;
    lastEnd = lookaheadEnd;
    return t;
  }

  private HclToken peek() throws HclSyntaxException {
    if (lookahead == null) {
      lookahead = lexer.next();
      lookaheadStart = lexer.tokenStart();
      lookaheadEnd = lexer.tokenEnd();
    }
    return lookahead;
  }
}
