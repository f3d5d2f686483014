package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.stackdrift.faults.RedactionFaultsIT.Run;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.view.TerminalText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A directory name, a stack name and tool output that clear the screen, set the terminal's title,
 * return the cursor, forge a line and reverse the text: every command prints them escaped (contract §9).
 */
class TerminalSafetyFaultsIT {
  /** Clear screen, an OSC title set ended by BEL, CR, LF, and a right-to-left override. */
  private static final String HOSTILE = "\u001b[2J\u001b]0;pwned\u0007\rback\nforged-line\u202e";
  /** The same in HCL's escapes, for a Terramate string. */
  private static final String HOSTILE_HCL = "\\u001b[2J\\u001b]0;pwned\\u0007\\rback\\nforged-line\\u202e";

  @Test
  void listDetectReportHistoryAndReconcilePrintNoRawControlCharacter(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path dir = Files.createDirectories(ws.root().resolve("dir" + HOSTILE));
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  name        = \"mod" + HOSTILE_HCL + "\"\n"
        + "  description = \"desc" + HOSTILE_HCL + "\"\n}\n");
    Files.writeString(dir.resolve("main.tf"), TofuWorkspace.dataResource("v1"));
    Path drifted = tmp.resolve("drifted");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-hostile", String.join("\n",
        "[ \"$1\" = init ] && exit 0",
        "if [ \"$1\" = plan ] && [ -f '" + drifted + "' ]; then",
        "  echo '{\"type\":\"change_summary\",\"changes\":{\"add\":1,\"change\":0,\"remove\":0,\"operation\":\"plan\"}}'",
        "  exit 2",
        "fi",
        "printf 'Error: \\033[2J\\033]0;pwned\\007 boom\\rover\\n' >&2",
        "exit 1"));
    String root = ws.root().toString();
    String state = tmp.resolve("state").toString();
    Path report = tmp.resolve("report.json");
    Map<String, Run> runs = new LinkedHashMap<>();

    runs.put("list", RedactionFaultsIT.run("list", "-C", root));
    runs.put("detect", RedactionFaultsIT.run("detect", "-C", root, "--tofu", tool.toString(), "--no-native",
        "--state-dir", state, "-o", report.toString(), "--no-color"));
    runs.put("report show", RedactionFaultsIT.run("report", "show", report.toString(), "--no-color"));
    runs.put("report show markdown", RedactionFaultsIT.run("report", "show", report.toString(), "--format",
        "markdown"));
    runs.put("history", RedactionFaultsIT.run("history", "-C", root, "--state-dir", state));
    Files.writeString(drifted, "");
    runs.put("reconcile", RedactionFaultsIT.run("reconcile", "-C", root, "--tofu", tool.toString(), "--no-native",
        "--state-dir", state, "--no-color"));
    runs.put("reconcile --yes", RedactionFaultsIT.run("reconcile", "-C", root, "--tofu", tool.toString(),
        "--no-native", "--state-dir", state, "--yes", "--no-color"));

    List<String> unsafe = new ArrayList<>();
    runs.forEach((name, run) -> {
      unsafe.addAll(problems(name + " stdout", run.out()));
      unsafe.addAll(problems(name + " stderr", run.err()));
    });
    if (!unsafe.isEmpty()) {
      fail(String.join("\n", unsafe));
    }
    // The hostile text was printed, escaped: nothing passes by leaving it out.
    for (String name : List.of("list", "detect", "report show", "report show markdown", "history", "reconcile")) {
      assertTrue(runs.get(name).out().contains("\\x1b[2J"), name + ": " + TerminalText.lines(runs.get(name).out()));
    }
    assertTrue(runs.get("detect").out().contains("Error: \\x1b[2J\\x1b]0;pwned\\x07 boom\\rover"),
        TerminalText.lines(runs.get("detect").out()));
    assertTrue(runs.get("detect").err().contains("dir\\x1b[2J"), TerminalText.lines(runs.get("detect").err()));
    assertTrue(runs.get("reconcile --yes").out().contains("Failed: dir\\x1b[2J"),
        TerminalText.lines(runs.get("reconcile --yes").out()));
  }

  @Test
  void aConfigurationErrorInAHostileDirectoryIsPrintedEscaped(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path dir = Files.createDirectories(ws.root().resolve("dir" + HOSTILE));
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  id = \"not valid " + HOSTILE_HCL + "\"\n}\n");

    Run run = RedactionFaultsIT.run("list", "-C", ws.root().toString());

    assertTrue(run.code() == 1 && run.err().contains("error: "), run.err());
    List<String> unsafe = new ArrayList<>(problems("list stderr", run.err()));
    unsafe.addAll(problems("list stdout", run.out()));
    assertTrue(unsafe.isEmpty(), String.join("\n", unsafe));
  }

  /** A raw control character (but the line feeds the command ends its lines with), or a forged line. */
  private static List<String> problems(String what, String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x20 && c != '\n' || c >= 0x7F && c <= 0x9F || c == '\u202e') {
        return List.of(what + ": raw U+" + Integer.toHexString(c) + " at " + i + " in:\n" + TerminalText.lines(text));
      }
    }
    return text.contains("\nforged-line") ? List.of(what + ": a line was forged:\n" + text) : List.of();
  }
}
