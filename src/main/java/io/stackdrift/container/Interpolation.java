package io.stackdrift.container;

import java.util.Map;

/**
 * Compose variable interpolation: {@code $VAR}, {@code ${VAR}}, {@code ${VAR:-default}} (unset or
 * empty), {@code ${VAR-default}} (unset), {@code ${VAR:?message}} / {@code ${VAR?message}} (required),
 * and {@code $$} for a literal dollar.
 */
final class Interpolation {
  private final Map<String, String> vars;

  Interpolation(Map<String, String> vars) {
    this.vars = vars;
  }

  /** @throws IllegalArgumentException for a required variable that is missing, or bad syntax */
  String apply(String text) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c != '$' || i + 1 >= text.length()) {
        out.append(c);
        i++;
      } else if (text.charAt(i + 1) == '$') {
        out.append('$');
        i += 2;
      } else if (text.charAt(i + 1) == '{') {
        int end = closingBrace(text, i + 2);
        out.append(braced(text.substring(i + 2, end)));
        i = end + 1;
      } else if (isNameStart(text.charAt(i + 1))) {
        int end = i + 1;
        while (end < text.length() && isNamePart(text.charAt(end))) {
          end++;
        }
        out.append(vars.getOrDefault(text.substring(i + 1, end), ""));
        i = end;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private String braced(String expr) {
    int n = 0;
    while (n < expr.length() && isNamePart(expr.charAt(n))) {
      n++;
    }
    String name = expr.substring(0, n);
    if (name.isEmpty() || !isNameStart(name.charAt(0))) {
      throw new IllegalArgumentException("invalid interpolation '${" + expr + "}'");
    }
    String rest = expr.substring(n);
    String value = vars.get(name);
    boolean unsetOrEmpty = value == null || value.isEmpty();
    if (rest.isEmpty()) {
      return value == null ? "" : value;
    }
    if (rest.startsWith(":-")) {
      return unsetOrEmpty ? apply(rest.substring(2)) : value;
    }
    if (rest.startsWith("-")) {
      return value == null ? apply(rest.substring(1)) : value;
    }
    if (rest.startsWith(":?") || rest.startsWith("?")) {
      boolean missing = rest.startsWith(":?") ? unsetOrEmpty : value == null;
      if (missing) {
        String message = rest.substring(rest.indexOf('?') + 1);
        throw new IllegalArgumentException("required variable " + name + " is not set"
            + (message.isEmpty() ? "" : ": " + apply(message)));
      }
      return value;
    }
    if (rest.startsWith(":+")) {
      return unsetOrEmpty ? "" : apply(rest.substring(2));
    }
    if (rest.startsWith("+")) {
      return value == null ? "" : apply(rest.substring(1));
    }
    throw new IllegalArgumentException("invalid interpolation '${" + expr + "}'");
  }

  private static int closingBrace(String text, int from) {
    int depth = 1;
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i;
      }
    }
    throw new IllegalArgumentException("unterminated '${' in '" + text + "'");
  }

  private static boolean isNameStart(char c) {
    return Character.isLetter(c) || c == '_';
  }

  private static boolean isNamePart(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }
}
