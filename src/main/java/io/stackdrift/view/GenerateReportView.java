package io.stackdrift.view;

import io.stackdrift.render.DirGeneration;
import io.stackdrift.render.FileChange;
import io.stackdrift.render.GeneratedFile;
import io.stackdrift.report.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code stackdrift generate} prints: Terramate v0.17.2's code generation report (its
 * {@code Full()}: successes then failures per directory, {@code [+]} created, {@code [~]} changed,
 * {@code [-]} deleted, a tab before each), and the JSON of {@code generate --check --json} (contract §15).
 * Names and errors come from the workspace: every line goes through {@link TerminalText}.
 */
public final class GenerateReportView {
  static final String NOTHING = "Nothing to do, generated code is up to date";
  static final String HINT = "Hint: '+', '~' and '-' mean the file was created, changed and deleted, respectively.";

  private GenerateReportView() {}

  /** The report; {@code check} says what would be done and that nothing was written. */
  public static String text(List<DirGeneration> dirs, boolean check) {
    List<DirGeneration> successes = dirs.stream().filter(d -> !d.failed() && !d.changes().isEmpty()).toList();
    List<DirGeneration> failures = dirs.stream().filter(DirGeneration::failed).toList();
    StringBuilder out = new StringBuilder();
    warnings(out, dirs);
    if (successes.isEmpty() && failures.isEmpty()) {
      return out.append(NOTHING).append('\n').toString();
    }
    out.append(check ? "Code generation report (--check: nothing written; 'stackdrift generate' would do this)"
        : "Code generation report").append("\n\n");
    if (!successes.isEmpty()) {
      out.append(check ? "Outdated:" : "Successes:").append("\n\n");
      for (DirGeneration d : successes) {
        dir(out, d);
        out.append('\n');
      }
    }
    if (!failures.isEmpty()) {
      out.append("Failures:\n\n");
      for (DirGeneration d : failures) {
        out.append("- ").append(TerminalText.line(d.dir())).append('\n');
        for (String error : d.error().split("; (?=[a-z])")) {
          out.append("\terror: ").append(TerminalText.line(error)).append('\n');
        }
        changes(out, d);
        out.append('\n');
      }
    }
    return out.append(HINT).append('\n').toString();
  }

  private static void warnings(StringBuilder out, List<DirGeneration> dirs) {
    for (DirGeneration d : dirs) {
      for (String warning : d.warnings()) {
        out.append("Warning: ").append(TerminalText.line(d.dir())).append(": ").append(TerminalText.line(warning))
            .append('\n');
      }
    }
  }

  private static void dir(StringBuilder out, DirGeneration d) {
    out.append("- ").append(TerminalText.line(d.dir())).append('\n');
    changes(out, d);
  }

  private static void changes(StringBuilder out, DirGeneration d) {
    for (String name : d.names(FileChange.Change.CREATE)) {
      out.append("\t[+] ").append(TerminalText.line(name)).append('\n');
    }
    for (String name : d.names(FileChange.Change.UPDATE)) {
      out.append("\t[~] ").append(TerminalText.line(name)).append('\n');
    }
    for (String name : d.names(FileChange.Change.DELETE)) {
      out.append("\t[-] ").append(TerminalText.line(name)).append('\n');
    }
  }

  /**
   * {@code {"outdated": [{"dir", "files": [{"name", "change"}]}], "generated": [{"dir", "name",
   * "content"}], "errors": [{"dir", "error"}]}}, directories in path order.
   */
  public static String json(List<DirGeneration> dirs) {
    List<Object> outdated = new ArrayList<>();
    List<Object> generated = new ArrayList<>();
    List<Object> errors = new ArrayList<>();
    for (DirGeneration d : dirs) {
      if (!d.changes().isEmpty()) {
        List<Object> files = new ArrayList<>();
        for (FileChange c : d.changes()) {
          files.add(Map.of("name", c.name(), "change", c.change().word()));
        }
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("dir", d.dir());
        entry.put("files", files);
        outdated.add(entry);
      }
      for (GeneratedFile f : d.generated()) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("dir", d.dir());
        entry.put("name", f.root() ? f.label().substring(f.label().lastIndexOf('/') + 1) : f.label());
        entry.put("content", f.content());
        generated.add(entry);
      }
      if (d.failed()) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("dir", d.dir());
        entry.put("error", d.error());
        errors.add(entry);
      }
    }
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("outdated", outdated);
    root.put("generated", generated);
    root.put("errors", errors);
    return Json.pretty(root) + "\n";
  }
}
