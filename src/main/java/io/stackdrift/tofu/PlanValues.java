package io.stackdrift.tofu;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.Sha256;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The values of a {@code show -json} document as {@link PlanDocument} keeps them, and the rules
 * that decide which are sensitive (contract §4b). A value is kept as characters, never a String
 * (only a value that turns out not to be sensitive becomes one), and wiped once digested: its
 * compact JSON cut for showing, the digest of the whole, and the digest of its canonical form,
 * which a number or a boolean shares with the string a conversion makes of it ({@code 48213904}
 * and {@code "48213904"} are one secret). A marker covers its path and every path below it, and a
 * marker of another shape than its value covers the whole of it; empty values hold no secret.
 *
 * <p>Paths are written as OpenTofu writes them: top-level attributes by name, list elements by
 * index, keys of an object inside a list element (a nested block) with a dot, other keys (maps,
 * such as {@code tags}) in brackets: {@code ingress[0].cidr_blocks[1]}, {@code tags["Owner"]}.
 */
final class PlanValues {
  /** The tag of a canonical form that is the value's JSON: containers, null. */
  private static final char JSON_FORM = '\u0001';
  /** The tag of a scalar's canonical form: a string's characters, a number's plain digits, true or false. */
  private static final char SCALAR_FORM = '\u0002';

  /** The digest of {@code null}, which an absent value compares as. */
  static final ByteBuffer NULL = digest("null".toCharArray());

  /** Values that hold no secret (canonical digests): marked sensitive they would make every absent or empty value look like one. */
  private static final Set<ByteBuffer> EMPTY = Set.of(digest(tagged(JSON_FORM, "null".toCharArray())),
      digest(tagged(JSON_FORM, "{}".toCharArray())), digest(tagged(JSON_FORM, "[]".toCharArray())),
      digest(tagged(SCALAR_FORM, new char[0])));

  private PlanValues() {}

  /**
   * A value as kept until the end of the document: its compact JSON cut at {@link
   * AttributeChange#MAX_VALUE} characters, the digest of the whole, and the digest of its canonical
   * form.
   */
  record Leaf(char[] shown, ByteBuffer digest, ByteBuffer canonical) {}

  /** One side of a change: its leaves by path, in document order, and the kind of each container. */
  static final class Side {
    final Map<String, Leaf> leaves = new LinkedHashMap<>();
    final Map<String, Character> containers = new HashMap<>();
  }

  /** A sensitivity marker structure: the paths it sets, the kind of each container in it, whether it was given. */
  static final class Markers {
    final Set<String> marked = new HashSet<>();
    final Map<String, Character> containers = new HashMap<>();
    boolean given;
  }

  /**
   * The value kept of {@code json}: cut, the digest of the whole, and the digest of {@code
   * canonical} (null: the JSON is the canonical form). The caller wipes both.
   */
  static Leaf leaf(char[] json, char[] canonical) {
    return new Leaf(cut(json), digest(json), canonical == null ? digest(tagged(JSON_FORM, json.clone()))
        : digest(canonical));
  }

  /** The JSON of a scalar as the parser has it ({@code raw}: a string's characters, unquoted). */
  static char[] json(JsonToken t, CharBuffer raw) {
    return t == JsonToken.VALUE_STRING ? quoted(raw) : copy(raw);
  }

  /**
   * A scalar as a conversion writes it, tagged so that no container or null shares it: a string's
   * characters, a number in its shortest plain form, {@code true} or {@code false}; null for
   * {@code null}, whose JSON is its canonical form.
   */
  static char[] canonical(JsonToken t, CharBuffer raw) {
    if (t == JsonToken.VALUE_NULL) {
      return null;
    }
    char[] text = copy(raw);
    if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
      return tagged(SCALAR_FORM, plainNumber(text));
    }
    return tagged(SCALAR_FORM, text);
  }

  /** Whether a value of this canonical digest holds no secret: null, {}, [] and "" do not. */
  static boolean holdsNoSecret(ByteBuffer canonical) {
    return EMPTY.contains(canonical);
  }

  /** The digest of a kept value, {@link #NULL} for an absent one. */
  static ByteBuffer digestOrNull(Leaf leaf) {
    return leaf == null ? NULL : leaf.digest();
  }

  /** A digest of characters that are not a secret (an elision mark). */
  static ByteBuffer digestOf(String text) {
    return digest(text.toCharArray());
  }

  /**
   * A number's digits without what a conversion to a string drops: leading zeros, trailing zeros of
   * the fraction, an empty fraction, the sign of zero ({@code 1.50} is {@code 1.5}, {@code -0.0} is
   * {@code 0}). Done on the characters, never through a String or BigDecimal's text: the number may
   * be a secret. A number with an exponent keeps its text. {@code text} is wiped.
   */
  static char[] plainNumber(char[] text) {
    for (char c : text) {
      if (c == 'e' || c == 'E') {
        return text;
      }
    }
    int start = text.length > 0 && text[0] == '-' ? 1 : 0;
    int dot = start;
    while (dot < text.length && text[dot] != '.') {
      dot++;
    }
    int end = text.length;
    if (dot < text.length) {
      while (end > dot + 1 && text[end - 1] == '0') {
        end--;
      }
      if (end == dot + 1) {
        end = dot; // nothing left of the fraction: no dot either
      }
    }
    int first = start;
    while (first < dot - 1 && text[first] == '0') {
      first++;
    }
    boolean zero = true;
    for (int i = first; i < end; i++) {
      zero &= text[i] == '0' || text[i] == '.';
    }
    boolean negative = start == 1 && !zero;
    char[] out = new char[(negative ? 1 : 0) + end - first];
    if (negative) {
      out[0] = '-';
    }
    System.arraycopy(text, first, out, negative ? 1 : 0, end - first);
    Arrays.fill(text, '\0');
    return out;
  }

  /** A string value as JSON writes it, quoted and escaped, read from the parser's characters. */
  static char[] quoted(CharSequence raw) {
    char[] escaped = JsonStringEncoder.getInstance().quoteAsString(raw);
    char[] json = new char[escaped.length + 2];
    json[0] = '"';
    System.arraycopy(escaped, 0, json, 1, escaped.length);
    json[json.length - 1] = '"';
    Arrays.fill(escaped, '\0');
    return json;
  }

  /** The JSON as shown: at most {@link AttributeChange#MAX_VALUE} characters, a cut one ending in an ellipsis. */
  static char[] cut(char[] json) {
    if (json.length <= AttributeChange.MAX_VALUE) {
      return json.clone();
    }
    int end = AttributeChange.MAX_VALUE - 1;
    if (Character.isHighSurrogate(json[end - 1])) {
      end--;
    }
    char[] shown = Arrays.copyOf(json, end + 1);
    shown[end] = '…';
    return shown;
  }

  /** The path of {@code key} below {@code path}; {@code inList}: {@code path} is a list element (a nested block). */
  static String child(String path, String key, boolean inList) {
    if (path.isEmpty()) {
      return key;
    }
    return inList ? path + "." + key : path + "[" + new String(quoted(key)) + "]";
  }

  /** True when {@code path} or a path above it is in {@code marked}. */
  static boolean covered(String path, Set<String> marked) {
    if (marked.isEmpty()) {
      return false;
    }
    if (marked.contains(path) || marked.contains("")) {
      return true;
    }
    for (int i = path.length() - 1; i > 0; i--) {
      char ch = path.charAt(i);
      if ((ch == '.' || ch == '[') && marked.contains(path.substring(0, i))) {
        return true;
      }
    }
    return false;
  }

  /** Every path above one of {@code paths}: {@code a["b"][0]} has {@code a["b"]} and {@code a}. */
  static Set<String> ancestors(Set<String> paths) {
    Set<String> out = new HashSet<>();
    for (String path : paths) {
      for (int i = path.length() - 1; i > 0; i--) {
        char ch = path.charAt(i);
        if ((ch == '.' || ch == '[') && !out.add(path.substring(0, i))) {
          break; // the shorter ones are there already
        }
      }
    }
    return out;
  }

  /**
   * The paths {@code markers} covers on {@code side}: those it marks, and each container of the
   * marker whose value has another shape (a list marker over an object, an object marker over a
   * scalar), which then covers everything below it.
   */
  static void settle(Side side, Markers markers, Set<String> out) {
    out.addAll(markers.marked);
    markers.containers.forEach((path, kind) -> {
      Character valueKind = side.containers.get(path);
      Leaf scalar = side.leaves.get(path);
      if (valueKind != null ? valueKind != kind : scalar != null && !scalar.digest().equals(NULL)) {
        out.add(path);
      }
    });
  }

  /** SHA-256 of the value's JSON as UTF-8, encoded from its characters without a String in between. */
  private static ByteBuffer digest(char[] json) {
    MessageDigest sha = Sha256.digest();
    ByteBuffer utf8 = StandardCharsets.UTF_8.encode(CharBuffer.wrap(json));
    sha.update(utf8.duplicate());
    if (utf8.hasArray()) {
      Arrays.fill(utf8.array(), (byte) 0);
    }
    return ByteBuffer.wrap(sha.digest());
  }

  /** {@code chars} behind one tag character; {@code chars} is wiped. */
  private static char[] tagged(char tag, char[] chars) {
    char[] out = new char[chars.length + 1];
    out[0] = tag;
    System.arraycopy(chars, 0, out, 1, chars.length);
    Arrays.fill(chars, '\0');
    return out;
  }

  private static char[] copy(CharBuffer raw) {
    return Arrays.copyOfRange(raw.array(), raw.position(), raw.limit());
  }
}
