package io.stackdrift.view;

import java.util.ArrayList;
import java.util.List;

/** Text shortened to a number of terminal columns with an ellipsis, never split across lines. */
public final class Elision {
  static final String MARK = "…";

  private Elision() {}

  /** Columns a text takes: one per code point (ids, paths and tags are ASCII; names may not be). */
  public static int length(String text) {
    return text.codePointCount(0, text.length());
  }

  /** {@code text} in at most {@code width} columns, an ellipsis in place of its middle; more of the end is kept. */
  public static String middle(String text, int width) {
    int n = length(text);
    if (n <= width) {
      return text;
    }
    if (width <= 1) {
      return MARK;
    }
    int tail = (width - 1) * 2 / 3;
    int head = width - 1 - tail;
    return cut(text, 0, head) + MARK + cut(text, n - tail, n);
  }

  /** {@code text} in at most {@code width} columns, an ellipsis in place of its end. */
  public static String end(String text, int width) {
    if (length(text) <= width) {
      return text;
    }
    return width <= 1 ? MARK : cut(text, 0, width - 1) + MARK;
  }

  /**
   * A path in at most {@code width} columns: leading directories give way to one ellipsis first
   * ({@code …/workloads/app/opentofu}, then {@code …/app/opentofu}), as the end of a path says most
   * about it; a last directory still too long is cut in its middle.
   */
  public static String path(String path, int width) {
    if (length(path) <= width) {
      return path;
    }
    List<String> segments = new ArrayList<>(List.of(path.split("/", -1)));
    int lead = segments.get(0).equals(MARK) ? 1 : 0;
    while (segments.stream().filter(d -> !d.equals(MARK)).count() > 1
        && length(String.join("/", segments)) > width) {
      segments.remove(lead);
      if (lead == 0) {
        segments.add(0, MARK);
        lead = 1;
      }
    }
    return middle(String.join("/", segments), width);
  }

  /**
   * Paths with the directories every one of them shares at the start, and those they share at the
   * end, each shown as one ellipsis: {@code .stackkit/runtime/lab/postgres/opentofu} among its
   * siblings reads {@code …/postgres/…}. Needs two different paths; each keeps at least one directory.
   */
  static List<String> withoutCommonDirectories(List<String> paths) {
    List<String[]> split = paths.stream().map(p -> p.split("/", -1)).toList();
    if (paths.stream().distinct().count() < 2) {
      return paths;
    }
    int shortest = split.stream().mapToInt(s -> s.length).min().orElse(0);
    int lead = 0;
    while (lead < shortest - 1 && same(split, lead, true)) {
      lead++;
    }
    int trail = 0;
    while (lead + trail < shortest - 1 && same(split, trail, false)) {
      trail++;
    }
    List<String> out = new ArrayList<>(paths.size());
    for (String[] s : split) {
      List<String> kept = new ArrayList<>(List.of(s).subList(lead, s.length - trail));
      if (lead > 0) {
        kept.add(0, MARK);
      }
      if (trail > 0) {
        kept.add(MARK);
      }
      out.add(String.join("/", kept));
    }
    return out;
  }

  /** Whether every path has the same directory at {@code index} from its start (or from its end). */
  private static boolean same(List<String[]> split, int index, boolean fromStart) {
    String first = null;
    for (String[] s : split) {
      String segment = fromStart ? s[index] : s[s.length - 1 - index];
      if (first == null) {
        first = segment;
      } else if (!first.equals(segment)) {
        return false;
      }
    }
    return true;
  }

  private static String cut(String text, int from, int to) {
    return text.substring(text.offsetByCodePoints(0, from), text.offsetByCodePoints(0, to));
  }
}
