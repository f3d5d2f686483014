package io.stackdrift.view;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The name a table gives each stack: its id, or on a terminal its path when ids are generated names.
 * An id is generated when it holds a run of 8 or more hexadecimal digits mixing digits and letters:
 * the UUIDs {@code terramate create} writes, the stackkit layout's {@code stackkit-<20 hex>}. Such
 * a name tells a reader nothing, and the path (the stack's directory relative to the workspace root)
 * is what {@code list} prints and {@code --stack} takes. One generated id is enough for the whole
 * table to show paths (header {@code PATH}); a stack whose path is not known keeps its id. Output
 * that is not a terminal always shows ids, so a script reads what it always read.
 */
public final class StackNames {
  private static final Pattern HEX_RUN = Pattern.compile("[0-9a-fA-F]{8,}");

  private final Map<String, String> paths;
  private final boolean byPath;

  private StackNames(Map<String, String> paths, boolean byPath) {
    this.paths = paths;
    this.byPath = byPath;
  }

  /** Ids as they are (output that is not a terminal). */
  public static final StackNames IDS = new StackNames(Map.of(), false);

  /**
   * @param pathsById each stack's path by id (null paths left out)
   * @param terminal whether the table is drawn for a terminal
   */
  public static StackNames of(Map<String, String> pathsById, boolean terminal) {
    if (!terminal || pathsById.keySet().stream().noneMatch(StackNames::generated)) {
      return IDS;
    }
    Map<String, String> byLowerId = new HashMap<>();
    pathsById.forEach((id, path) -> {
      if (id != null && path != null && !path.isEmpty()) {
        byLowerId.put(id.toLowerCase(Locale.ROOT), path);
      }
    });
    return new StackNames(byLowerId, true);
  }

  /** {@code STACK} for ids, {@code PATH} for paths. */
  public String header() {
    return byPath ? "PATH" : "STACK";
  }

  /** The column of stack names: ids cut in the middle, paths as {@link Table.Fit#PATH}; shortened last. */
  public Table.Column column() {
    return Table.Column.shortened(header(), byPath ? Table.Fit.PATH : Table.Fit.MIDDLE, 12, 1);
  }

  /** The stack's name in the table, made safe to print. */
  public String name(String id) {
    String path = byPath && id != null ? paths.get(id.toLowerCase(Locale.ROOT)) : null;
    return TerminalText.line(path != null ? path : id);
  }

  static boolean generated(String id) {
    if (id == null) {
      return false;
    }
    var runs = HEX_RUN.matcher(id);
    while (runs.find()) {
      String run = runs.group();
      if (run.chars().anyMatch(Character::isDigit) && run.chars().anyMatch(Character::isLetter)) {
        return true;
      }
    }
    return false;
  }
}
