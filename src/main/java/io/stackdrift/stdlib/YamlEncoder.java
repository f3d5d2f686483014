package io.stackdrift.stdlib;

import io.stackdrift.eval.Conversions;
import io.stackdrift.eval.ExpressionValue;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclValues;
import io.stackdrift.eval.Limits;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Values as YAML, the way Terraform's yamlencode (go-cty-yaml over libyaml's emitter) writes them:
 * block mappings and sequences, every string double-quoted unless it spans lines (then a literal
 * block), numbers, bools and null plain, empty collections as {@code []} and {@code {}}. The layout
 * rules (indentation, folding of long quoted strings at column 80, the {@code ...} after an
 * open-ended document) follow libyaml's emitter, whose state this class keeps.
 */
final class YamlEncoder {
  private static final int INDENT = 2;
  private static final int WIDTH = 80;
  /** libyaml writes a longer key as a complex key ({@code ? key}). */
  private static final int SIMPLE_KEY_BYTES = 128;

  private final StringBuilder out = new StringBuilder();
  private int column;
  private int indent = -1;
  private boolean whitespace = true;
  private boolean indention = true;
  private boolean openEnded;

  private YamlEncoder() {}

  static String encode(Object value) throws HclEvalException {
    YamlEncoder encoder = new YamlEncoder();
    encoder.node(value, true, false, false, 0);
    encoder.writeIndent();
    if (encoder.openEnded) {
      encoder.writeIndicator("...", true, false, false);
      encoder.writeIndent();
    }
    return encoder.out.toString();
  }

  private void node(Object value, boolean root, boolean mappingContext, boolean simpleKey, int depth)
      throws HclEvalException {
    HclValues.checkDepth(depth);
    Limits.check(out, 0, 0);
    if (value instanceof ExpressionValue) {
      throw new HclEvalException("an expression (tm_hcl_expression) has no YAML form", 0, 0);
    }
    if (value instanceof List<?> list) {
      if (list.isEmpty()) {
        emptyCollection("[", "]");
      } else {
        sequence(list, mappingContext, depth);
      }
    } else if (HclValues.isObject(value)) {
      Map<String, Object> object = Conversions.attributes(value);
      if (object.isEmpty()) {
        emptyCollection("{", "}");
      } else {
        mapping(object, depth);
      }
    } else {
      scalar(value, root, simpleKey);
    }
  }

  private void emptyCollection(String open, String close) {
    writeIndicator(open, true, true, false);
    writeIndicator(close, false, false, false);
  }

  private void sequence(List<?> list, boolean mappingContext, int depth) throws HclEvalException {
    int outer = indent;
    increaseIndent(false, mappingContext && !indention);
    for (Object item : list) {
      writeIndent();
      writeIndicator("-", true, false, true);
      node(item, false, false, false, depth + 1);
    }
    indent = outer;
  }

  private void mapping(Map<String, Object> object, int depth) throws HclEvalException {
    int outer = indent;
    increaseIndent(false, false);
    for (Map.Entry<String, Object> e : object.entrySet()) {
      writeIndent();
      if (isSimpleKey(e.getKey())) {
        node(e.getKey(), false, true, true, depth + 1);
        writeIndicator(":", false, false, false);
      } else {
        writeIndicator("?", true, false, true);
        node(e.getKey(), false, true, false, depth + 1);
        writeIndent();
        writeIndicator(":", true, false, true);
      }
      node(e.getValue(), false, true, false, depth + 1);
    }
    indent = outer;
  }

  private static boolean isSimpleKey(String key) {
    return !hasBreak(key) && key.getBytes(java.nio.charset.StandardCharsets.UTF_8).length <= SIMPLE_KEY_BYTES;
  }

  private void scalar(Object value, boolean root, boolean simpleKey) {
    int outer = indent;
    increaseIndent(true, false);
    if (value instanceof String s) {
      if (s.contains("\n") && !simpleKey && blockAllowed(s)) {
        literal(s);
      } else {
        doubleQuoted(s, !simpleKey);
      }
    } else {
      String text = value instanceof BigDecimal n ? HclValues.numberText(n) : String.valueOf(value);
      plain(text, root);
    }
    indent = outer;
  }

  /**
   * libyaml's analysis: a literal block cannot hold unprintable characters, a space before a break,
   * or a trailing space.
   */
  private static boolean blockAllowed(String s) {
    boolean previousSpace = false;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      if (!isPrintable(cp) && cp != '\n') {
        return false;
      }
      if (isBreak(cp) && previousSpace) {
        return false;
      }
      previousSpace = cp == ' ';
      i += Character.charCount(cp);
    }
    return !s.endsWith(" ");
  }

  private void plain(String text, boolean root) {
    if (!whitespace) {
      put(' ');
    }
    write(text);
    whitespace = false;
    indention = false;
    if (root) {
      openEnded = true;
    }
  }

  private void doubleQuoted(String s, boolean allowBreaks) {
    writeIndicator("\"", true, false, false);
    boolean spaces = false;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      int next = i + Character.charCount(cp);
      if (!isPrintable(cp) || cp == 0xFEFF || isBreak(cp) || cp == '"' || cp == '\\') {
        write(escape(cp));
        spaces = false;
      } else if (cp == ' ') {
        if (allowBreaks && !spaces && column > WIDTH && i > 0 && next < s.length()) {
          writeIndent();
          if (s.charAt(next) == ' ') {
            put('\\');
          }
        } else {
          put(' ');
        }
        spaces = true;
      } else {
        write(new String(Character.toChars(cp)));
        spaces = false;
      }
      i = next;
    }
    writeIndicator("\"", false, false, false);
    whitespace = false;
    indention = false;
  }

  private static String escape(int cp) {
    return switch (cp) {
      case 0x00 -> "\\0";
      case 0x07 -> "\\a";
      case 0x08 -> "\\b";
      case 0x09 -> "\\t";
      case 0x0A -> "\\n";
      case 0x0B -> "\\v";
      case 0x0C -> "\\f";
      case 0x0D -> "\\r";
      case 0x1B -> "\\e";
      case 0x22 -> "\\\"";
      case 0x5C -> "\\\\";
      case 0x85 -> "\\N";
      case 0xA0 -> "\\_";
      case 0x2028 -> "\\L";
      case 0x2029 -> "\\P";
      default -> cp <= 0xFF ? String.format("\\x%02X", cp)
          : cp <= 0xFFFF ? String.format("\\u%04X", cp) : String.format("\\U%08X", cp);
    };
  }

  private void literal(String s) {
    writeIndicator("|", true, false, false);
    if (s.startsWith(" ") || isBreak(s.codePointAt(0))) {
      writeIndicator(String.valueOf(INDENT), false, false, false);
    }
    openEnded = false;
    String chomp = chomping(s);
    if (!chomp.isEmpty()) {
      writeIndicator(chomp, false, false, false);
    }
    putBreak();
    indention = true;
    whitespace = true;
    boolean breaks = true;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      if (isBreak(cp)) {
        if (cp == '\n') {
          putBreak();
        } else {
          write(new String(Character.toChars(cp)));
          column = 0;
        }
        indention = true;
        breaks = true;
      } else {
        if (breaks) {
          writeIndent();
        }
        write(new String(Character.toChars(cp)));
        indention = false;
        breaks = false;
      }
      i += Character.charCount(cp);
    }
  }

  /** The block's chomping indicator: '-' without a final break, '+' with more than one. */
  private String chomping(String s) {
    if (!isBreak(s.codePointBefore(s.length()))) {
      return "-";
    }
    String rest = s.substring(0, s.length() - Character.charCount(s.codePointBefore(s.length())));
    if (rest.isEmpty() || isBreak(rest.codePointBefore(rest.length()))) {
      openEnded = true;
      return "+";
    }
    return "";
  }

  // --- libyaml's writing primitives

  private void increaseIndent(boolean flow, boolean indentless) {
    if (indent < 0) {
      indent = flow ? INDENT : 0;
    } else if (!indentless) {
      indent += INDENT;
    }
  }

  private void writeIndent() {
    int wanted = Math.max(indent, 0);
    if (!indention || column > wanted || (column == wanted && !whitespace)) {
      putBreak();
    }
    while (column < wanted) {
      put(' ');
    }
    whitespace = true;
    indention = true;
  }

  private void writeIndicator(String indicator, boolean needWhitespace, boolean isWhitespace, boolean isIndention) {
    if (needWhitespace && !whitespace) {
      put(' ');
    }
    write(indicator);
    whitespace = isWhitespace;
    indention = indention && isIndention;
    openEnded = false;
  }

  private void put(char c) {
    out.append(c);
    column++;
  }

  private void write(String text) {
    out.append(text);
    column += text.codePointCount(0, text.length());
  }

  private void putBreak() {
    out.append('\n');
    column = 0;
  }

  /** libyaml's is_printable, by code point: astral characters count as unprintable and are escaped. */
  private static boolean isPrintable(int cp) {
    return cp == 0x0A || (cp >= 0x20 && cp <= 0x7E) || (cp >= 0xA0 && cp <= 0xD7FF)
        || (cp >= 0xE000 && cp <= 0xFFFD && cp != 0xFEFF);
  }

  private static boolean isBreak(int cp) {
    return cp == '\r' || cp == '\n' || cp == 0x85 || cp == 0x2028 || cp == 0x2029;
  }

  private static boolean hasBreak(String s) {
    return s.codePoints().anyMatch(YamlEncoder::isBreak);
  }
}
