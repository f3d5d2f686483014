package io.stackdrift.stdlib;

/**
 * A doublestar glob as a regular expression over "/"-separated relative paths: {@code *} and
 * {@code ?} stay within a name, a {@code **} name stands for any number of directories, {@code [a-z]}
 * ({@code [!a]} or {@code [^a]} negated), {@code {a,b}} alternatives, a backslash quotes.
 */
final class Glob {
  private Glob() {}

  /** The expression; IllegalArgumentException for an unclosed class or unbalanced braces. */
  static String toRegex(String pattern) {
    java.util.List<String> names = names(pattern);
    StringBuilder regex = new StringBuilder();
    for (int i = 0; i < names.size(); i++) {
      boolean last = i == names.size() - 1;
      if (names.get(i).equals("**")) {
        regex.append(last ? ".*" : "(?:[^/]*/)*");
        continue;
      }
      name(names.get(i), regex);
      if (!last) {
        regex.append('/');
      }
    }
    return regex.toString();
  }

  /** The pattern split at each "/" outside braces ({a/b,c} is one name). */
  private static java.util.List<String> names(String pattern) {
    java.util.List<String> names = new java.util.ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == '{') {
        depth++;
      } else if (c == '}') {
        depth--;
      } else if (c == '/' && depth == 0) {
        names.add(pattern.substring(start, i));
        start = i + 1;
      }
    }
    names.add(pattern.substring(start));
    return names;
  }

  private static void name(String name, StringBuilder regex) {
    int braces = 0;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      switch (c) {
        case '*' -> regex.append("[^/]*");
        case '/' -> regex.append('/');
        case '?' -> regex.append("[^/]");
        case '[' -> i = characterClass(name, i, regex);
        case '{' -> {
          braces++;
          regex.append("(?:");
        }
        case '}' -> {
          if (--braces < 0) {
            throw new IllegalArgumentException("unbalanced '}'");
          }
          regex.append(')');
        }
        case ',' -> regex.append(braces > 0 ? "|" : ",");
        case '\\' -> {
          if (++i >= name.length()) {
            throw new IllegalArgumentException("a trailing '\\\\' quotes nothing");
          }
          literal(name.charAt(i), regex);
        }
        default -> literal(c, regex);
      }
    }
    if (braces != 0) {
      throw new IllegalArgumentException("unbalanced '{'");
    }
  }

  /** Copies the class starting at {@code start}; returns the index of its closing bracket. */
  private static int characterClass(String name, int start, StringBuilder regex) {
    int i = start + 1;
    StringBuilder members = new StringBuilder("[");
    boolean negated = i < name.length() && (name.charAt(i) == '!' || name.charAt(i) == '^');
    if (negated) {
      members.append('^');
      i++;
    }
    boolean first = true;
    for (; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == ']' && !first) {
        regex.append(members).append(negated ? "/]" : "]"); // a negated class matches no '/' either
        return i;
      }
      first = false;
      if (c == '\\' && i + 1 < name.length()) {
        c = name.charAt(++i);
      }
      if (c == '/') {
        throw new IllegalArgumentException("a class cannot hold '/'");
      }
      members.append(c == '-' ? "-" : c == '[' || c == ']' || c == '\\' || c == '^' ? "\\" + c : String.valueOf(c));
    }
    throw new IllegalArgumentException("unclosed '['");
  }

  private static void literal(char c, StringBuilder regex) {
    if ("\\.[]{}()*+?^$|".indexOf(c) >= 0) {
      regex.append('\\');
    }
    regex.append(c);
  }
}
