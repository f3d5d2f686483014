package io.stackdrift.config;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the line of a key in TOML text, so errors found in the parsed tree (while loading, or
 * later against the workspace) can name their line without reading the file again.
 * Sections are {@code name}, {@code name[i]} for the i-th {@code [[name]]} table, or "" for the top.
 */
public final class KeyLines {
  /** The lines of no file: every key is at line 0. */
  public static final KeyLines NONE = new KeyLines("");

  private static final Pattern HEADER = Pattern.compile("^\\s*(\\[\\[?)\\s*([A-Za-z0-9_.\"-]+)\\s*\\]\\]?.*");
  private static final Pattern KEY = Pattern.compile("^\\s*\"?([A-Za-z0-9_-]+)\"?\\s*=.*");

  private final String[] lines;

  KeyLines(String text) {
    this.lines = text.split("\n", -1);
  }

  public int lineOf(String section, String key) {
    String table = section;
    int index = 0;
    Matcher indexed = Pattern.compile("(.*)\\[(\\d+)]").matcher(section);
    if (indexed.matches()) {
      table = indexed.group(1);
      index = Integer.parseInt(indexed.group(2));
    }
    String current = "";
    int seen = table.isEmpty() ? 0 : -1;
    int headerLine = 0;
    for (int i = 0; i < lines.length; i++) {
      Matcher h = HEADER.matcher(lines[i]);
      if (h.matches()) {
        current = h.group(2);
        if (current.equals(table) && ++seen == index) {
          headerLine = i + 1;
        }
        if (current.equals(key) && section.isEmpty()) {
          return i + 1;
        }
        continue;
      }
      Matcher k = KEY.matcher(lines[i]);
      if (k.matches() && k.group(1).equals(key) && current.equals(table) && seen == index) {
        return i + 1;
      }
    }
    return seen >= index ? headerLine : 0;
  }
}
