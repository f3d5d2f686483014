package io.stackdrift.render;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the case files transcribed from Terramate's generation and formatting tests
 * (src/test/resources/terramate/generate-*.txt, fmt-cases.txt; each file's header explains its keys).
 * The notation is the one of the other Terramate case files: {@code # ---- NAME (FILE)} starts the
 * cases of one Go test function, {@code ## NAME} one case, {@code # ...} is a comment; every other line
 * is an entry, {@code key: argument} (a sandbox layout line such as {@code s:stack} is an entry of key
 * {@code layout}), and the {@code | } lines after an entry are its text, joined with newlines (a bare
 * {@code |} is an empty line; no newline is added at the end).
 */
final class RenderCaseFile {
  /** One entry: its key, its argument (may be empty) and its text (null when no {@code |} line follows). */
  record Entry(String key, String argument, String text) {}

  record Case(String test, String name, String goFile, int goLine, List<Entry> entries) {
    @Override
    public String toString() {
      return test + ": " + name;
    }

    List<Entry> all(String key) {
      return entries.stream().filter(e -> e.key.equals(key)).toList();
    }

    Optional<Entry> first(String key) {
      return entries.stream().filter(e -> e.key.equals(key)).findFirst();
    }

    /** The entries between the n-th {@code step:} entry (0-based) and the next; all of them without steps. */
    List<List<Entry>> steps() {
      List<List<Entry>> steps = new ArrayList<>();
      List<Entry> current = null;
      for (Entry entry : entries) {
        if (entry.key.equals("step")) {
          current = new ArrayList<>();
          steps.add(current);
        } else if (current != null) {
          current.add(entry);
        }
      }
      return steps.isEmpty() ? List.of(entries) : steps.stream().map(List::copyOf).toList();
    }
  }

  private RenderCaseFile() {}

  static List<Case> read(String resource) throws IOException {
    List<Case> cases = new ArrayList<>();
    String test = null;
    String caseTest = null;
    String name = null;
    int goLine = 0;
    String goFile = null;
    List<Entry> entries = null;
    String key = null;
    String argument = null;
    StringBuilder text = null;
    for (String line : load(resource).lines().toList()) {
      if (key != null && (line.equals("|") || line.startsWith("| "))) {
        text = text == null ? new StringBuilder() : text.append('\n');
        text.append(line.length() > 2 ? line.substring(2) : "");
        continue;
      }
      if (key != null) {
        entries.add(new Entry(key, argument, text == null ? null : text.toString()));
        key = null;
        text = null;
      }
      if (line.startsWith("# ----")) {
        test = line.substring("# ----".length()).strip().split("[ (]")[0];
      } else if (line.startsWith("## ")) {
        if (name != null) {
          cases.add(new Case(caseTest, name, goFile, goLine, List.copyOf(entries)));
        }
        caseTest = test;
        name = line.substring(3);
        entries = new ArrayList<>();
        goLine = 0;
      } else if (line.startsWith("# go: ")) {
        goLine = Integer.parseInt(line.substring(line.lastIndexOf(' ') + 1));
        goFile = line.substring("# go: ".length(), line.indexOf(" line "));
      } else if (line.isBlank() || line.startsWith("#")) {
        continue;
      } else if (line.matches("^[a-z]:.*")) {
        key = "layout";
        argument = line;
      } else {
        int colon = line.indexOf(':');
        if (colon < 0 || entries == null) {
          throw new IOException(resource + ": not an entry: " + line);
        }
        key = line.substring(0, colon);
        argument = line.substring(colon + 1).strip();
      }
    }
    if (key != null) {
      entries.add(new Entry(key, argument, text == null ? null : text.toString()));
    }
    if (name != null) {
      cases.add(new Case(caseTest, name, goFile, goLine, List.copyOf(entries)));
    }
    return cases;
  }

  private static String load(String resource) throws IOException {
    try (InputStream in = RenderCaseFile.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException("no resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
