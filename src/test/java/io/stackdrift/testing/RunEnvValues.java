package io.stackdrift.testing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Run-environment values for property tests: recognisable words (random letters and digits, at
 * least 12 of them, some thousands long) joined by what a value may hold that an output mangles — NUL,
 * CR, LF, tabs, non-ASCII letters, line and paragraph separators — so that a value shown whole, cut,
 * split at a line or escaped still shows one of its words, which {@link #shownIn} finds.
 */
public final class RunEnvValues {
  /** A word this long is not found in an output by chance, and any piece of it this long is one of it. */
  public static final int PIECE = 12;
  private static final List<String> JOINS = List.of("\u0000", "\u0000", "\u0000", "\r", "\n", "\r\n", "\t", " ", "é",
      "ß漢字", "\u2028", "\u00a0", "🙂", "\u200f", "\"", "\\", "${", "=");

  private RunEnvValues() {}

  /** A value: words and joins, often with a NUL, sometimes long. */
  public static Arbitrary<Value> values() {
    Arbitrary<String> word = Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(8, Arbitraries.strings().alpha().numeric().ofMinLength(PIECE).ofMaxLength(40)),
        net.jqwik.api.Tuple.of(1, Arbitraries.strings().alpha().numeric().ofMinLength(2000).ofMaxLength(6000)));
    Arbitrary<String> join = Arbitraries.of(JOINS); // a NUL in a sixth of them
    return Combinators.combine(word.list().ofMinSize(1).ofMaxSize(4), join.list().ofMinSize(0).ofMaxSize(4))
        .as(Value::of);
  }

  /** A value and the words it was made of. */
  public record Value(String text, List<String> words) {
    static Value of(List<String> words, List<String> joins) {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < words.size(); i++) {
        text.append(words.get(i));
        if (i < joins.size()) {
          text.append(joins.get(i));
        }
      }
      for (int i = words.size(); i < joins.size(); i++) {
        text.append(joins.get(i));
      }
      return new Value(text.toString(), List.copyOf(words));
    }

    public boolean holdsNul() {
      return text.indexOf('\0') >= 0;
    }

    /** The value as an HCL string literal: every character that needs it escaped. */
    public String hcl() {
      StringBuilder out = new StringBuilder("\"");
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        boolean template = (c == '$' || c == '%') && i + 1 < text.length() && text.charAt(i + 1) == '{';
        switch (c) {
          case '"' -> out.append("\\\"");
          case '\\' -> out.append("\\\\");
          case '\n' -> out.append("\\n");
          case '\r' -> out.append("\\r");
          case '\t' -> out.append("\\t");
          default -> {
            if (template) {
              out.append(c).append(c); // $${ and %%{: the characters, not a template
            } else if (c < 0x20 || c == 0x2028 || c == 0x200f || c == 0xa0) {
              out.append(String.format("\\u%04x", (int) c));
            } else {
              out.append(c);
            }
          }
        }
      }
      return out.append('"').toString();
    }

    /** The first piece of one of the words that {@code output} shows, or null. */
    public String shownIn(String output) {
      Set<String> pieces = new HashSet<>();
      for (int i = 0; i + PIECE <= output.length(); i++) {
        pieces.add(output.substring(i, i + PIECE));
      }
      for (String word : words) {
        for (String piece : piecesOf(word)) {
          if (pieces.contains(piece)) {
            return piece;
          }
        }
      }
      return null;
    }

    private static List<String> piecesOf(String word) {
      List<String> pieces = new ArrayList<>();
      for (int i = 0; i + PIECE <= word.length(); i++) {
        pieces.add(word.substring(i, i + PIECE));
      }
      return pieces;
    }
  }
}
