package io.stackdrift.render;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Terramate's stack_filter globs on a stack's project path: {@code *} any characters but {@code /},
 * {@code **} any characters, {@code ?} one; a pattern that starts with neither {@code /} nor {@code *}
 * matches at any depth (Terramate prefixes it with {@code **}{@code /}).
 */
final class StackFilter {
  private StackFilter() {}

  static boolean matchesAny(List<String> globs, String path) {
    for (String glob : globs) {
      if (regex(glob).matcher(path).matches()) {
        return true;
      }
    }
    return false;
  }

  private static Pattern regex(String glob) {
    String g = glob.startsWith("/") || glob.startsWith("*") ? glob : "**/" + glob;
    StringBuilder re = new StringBuilder();
    for (int i = 0; i < g.length(); i++) {
      char c = g.charAt(i);
      if (c == '*' && i + 1 < g.length() && g.charAt(i + 1) == '*') {
        re.append(".*");
        i++;
      } else if (c == '*') {
        re.append("[^/]*");
      } else if (c == '?') {
        re.append("[^/]");
      } else {
        re.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(re.toString());
  }
}
