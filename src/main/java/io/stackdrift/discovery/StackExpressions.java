package io.stackdrift.discovery;

import io.stackdrift.hcl.HclLexer;
import io.stackdrift.hcl.HclSyntaxException;
import io.stackdrift.hcl.HclToken;
import io.stackdrift.hcl.HclToken.Kind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Evaluates the constant expressions Terramate accepts in stack attributes (contract §1): literals,
 * lists, string templates whose interpolations are themselves constant, and Terramate's pure string
 * and list functions ({@link StackFunctions}). Anything that needs a variable (global, env,
 * terramate.*), an operator or an unknown function is an {@link Unsupported} error.
 */
final class StackExpressions {
  /** The value of {@code null}: distinct from a missing attribute. */
  static final Object NULL = new Object() {
    @Override
    public String toString() {
      return "null";
    }
  };

  /** Why an expression could not be evaluated. */
  static final class Unsupported extends Exception {
    Unsupported(String message) {
      super(message);
    }
  }

  private final List<HclToken> tokens;
  private int pos;

  private StackExpressions(List<HclToken> tokens) {
    this.tokens = tokens.stream().filter(t -> !t.is(Kind.NEWLINE)).toList();
  }

  /** The value of an attribute's expression: String, BigDecimal, Boolean, {@link #NULL} or a List of those. */
  static Object evaluate(List<HclToken> expression) throws Unsupported {
    StackExpressions e = new StackExpressions(expression);
    Object value = e.value();
    if (e.pos < e.tokens.size() && !e.tokens.get(e.pos).is(Kind.EOF)) {
      throw notConstant(e.tokens.get(e.pos));
    }
    return value;
  }

  private Object value() throws Unsupported {
    HclToken t = next();
    switch (t.kind()) {
      case STRING:
        return t.value() != null ? t.value() : template(t.text().substring(1, t.text().length() - 1));
      case HEREDOC:
        if (t.value() == null) {
          throw new Unsupported("a heredoc with interpolations is not a constant value");
        }
        return t.value();
      case NUMBER:
        return new BigDecimal(t.text());
      case LBRACK:
        return list();
      case LPAREN: {
        Object inner = value();
        expect(Kind.RPAREN, ")");
        return inner;
      }
      case IDENT:
        return identifier(t);
      default:
        throw notConstant(t);
    }
  }

  private Object identifier(HclToken t) throws Unsupported {
    switch (t.text()) {
      case "true":
        return Boolean.TRUE;
      case "false":
        return Boolean.FALSE;
      case "null":
        return NULL;
      default:
        break;
    }
    if (pos < tokens.size() && tokens.get(pos).is(Kind.LPAREN)) {
      pos++;
      return StackFunctions.call(t.text(), arguments());
    }
    throw new Unsupported("'" + t.text() + "' is a variable; stack attributes take constant values only");
  }

  private List<Object> list() throws Unsupported {
    List<Object> items = new ArrayList<>();
    while (true) {
      if (peekIs(Kind.RBRACK)) {
        pos++;
        return items;
      }
      items.add(value());
      if (peekIs(Kind.COMMA)) {
        pos++;
      } else {
        expect(Kind.RBRACK, "]");
        return items;
      }
    }
  }

  private List<Object> arguments() throws Unsupported {
    List<Object> args = new ArrayList<>();
    while (true) {
      if (peekIs(Kind.RPAREN)) {
        pos++;
        return args;
      }
      args.add(value());
      if (peekIs(Kind.COMMA)) {
        pos++;
      } else {
        expect(Kind.RPAREN, ")");
        return args;
      }
    }
  }

  /** A quoted template's body: literal text and {@code ${ … }} interpolations of constant expressions. */
  private static String template(String body) throws Unsupported {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < body.length()) {
      char c = body.charAt(i);
      if (c == '\\') {
        i = escape(body, i, out);
      } else if ((c == '$' || c == '%') && body.startsWith(c + "" + c + "{", i)) {
        out.append(c).append('{');
        i += 3;
      } else if (c == '%' && body.startsWith("%{", i)) {
        throw new Unsupported("template directives (%{ … }) are not constant values");
      } else if (c == '$' && body.startsWith("${", i)) {
        int end = closingBrace(body, i + 2);
        out.append(interpolation(body.substring(i + 2, end)));
        StackFunctions.bound("a string template", out);
        i = end + 1;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private static String interpolation(String inner) throws Unsupported {
    String expr = inner.strip();
    expr = expr.startsWith("~") ? expr.substring(1) : expr;
    expr = expr.endsWith("~") ? expr.substring(0, expr.length() - 1) : expr;
    Object value;
    try {
      value = evaluate(HclLexer.tokenize(expr));
    } catch (HclSyntaxException e) {
      throw new Unsupported("the interpolation '${" + inner + "}' does not parse: " + e.getMessage());
    }
    return StackFunctions.string(value, "an interpolation");
  }

  private static int closingBrace(String body, int from) throws Unsupported {
    int depth = 1;
    boolean quoted = false;
    for (int i = from; i < body.length(); i++) {
      char c = body.charAt(i);
      if (quoted) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          quoted = false;
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i;
      }
    }
    throw new Unsupported("unterminated interpolation");
  }

  private static int escape(String body, int i, StringBuilder out) throws Unsupported {
    char next = i + 1 < body.length() ? body.charAt(i + 1) : ' ';
    switch (next) {
      case 'n' -> out.append('\n');
      case 'r' -> out.append('\r');
      case 't' -> out.append('\t');
      case '"' -> out.append('"');
      case '\\' -> out.append('\\');
      case 'u', 'U' -> {
        int digits = next == 'u' ? 4 : 8;
        try {
          out.appendCodePoint(Integer.parseInt(body.substring(i + 2, i + 2 + digits), 16));
        } catch (RuntimeException e) {
          throw new Unsupported("invalid unicode escape");
        }
        return i + 2 + digits;
      }
      default -> throw new Unsupported("invalid escape sequence '\\" + next + "'");
    }
    return i + 2;
  }

  private HclToken next() throws Unsupported {
    if (pos >= tokens.size()) {
      throw new Unsupported("the expression ends too early");
    }
    return tokens.get(pos++);
  }

  private boolean peekIs(Kind kind) {
    return pos < tokens.size() && tokens.get(pos).is(kind);
  }

  private void expect(Kind kind, String text) throws Unsupported {
    HclToken t = next();
    if (!t.is(kind)) {
      throw new Unsupported("expected '" + text + "', found " + t.describe());
    }
  }

  private static Unsupported notConstant(HclToken t) {
    return new Unsupported(t.describe() + " is not part of a constant value (operators, variables and "
        + "references are not evaluated in a stack block)");
  }
}
