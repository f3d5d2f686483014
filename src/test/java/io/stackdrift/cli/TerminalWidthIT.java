package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Required;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * stackdrift on a pseudo-terminal of a given size ({@code script} gives it one, {@code stty} sizes
 * it), as a person sees it: the tables fit the terminal, from {@code COLUMNS} or else the terminal's
 * own size, and generated stack ids give way to paths.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TerminalWidthIT {
  private static final String APP = "5d0c2a8e-31f4-4b6e-9a7d-2c1e8f3b6a90";
  private static final String DB = "9b7e4f12-6c3a-4d8e-b1f0-7a2d5c9e3b41";

  private TofuWorkspace ws;

  /** Terramate's generated ids (UUIDs) on stacks deep in a tree; db drifted. */
  @BeforeAll
  void workspace(@TempDir Path tmp) throws Exception {
    ws = TofuWorkspace.in(tmp);
    ws.stack("platform/production/eu-central/application-frontend", APP, List.of("role/workload"),
        dataResource("v1"));
    ws.stack("platform/production/eu-central/database-primary", DB, List.of("role/core"), dataResource("v1"));
    ws.apply("platform/production/eu-central/application-frontend");
    ws.apply("platform/production/eu-central/database-primary");
    ws.write("platform/production/eu-central/database-primary", "main.tf", dataResource("v2"));
  }

  @Test
  void detectAndHistoryOnAnEightyColumnTerminalFitAndShowPaths(@TempDir Path state) throws Exception {
    String out = onTerminal(80, null, "detect", "-C", ws.root().toString(), "--no-color", "--state-dir",
        state.toString());
    String history = onTerminal(80, null, "history", "-C", ws.root().toString(), "--state-dir", state.toString());

    assertFits(history, 80);
    assertTrue(history.lines().anyMatch(l -> l.matches("TIME +PATH +FROM +TO")), history);
    assertTrue(history.lines().anyMatch(l -> l.matches("PATH +STATUS +SINCE +FOR +CHECKED")), history);
    assertTrue(history.lines().anyMatch(l -> l.matches("\\S+ +\\S*database-primary +- +drifted \\(config\\)")),
        history);

    assertFits(out, 80);
    assertTrue(out.lines().anyMatch(l -> l.matches("STATUS +PATH +SUMMARY +CAUSE +DURATION")),
        "a plain Terramate repository has Terramate's columns:\n" + out);
    assertTrue(out.lines().anyMatch(l -> l.matches("drifted +\\S*database-primary +\\+0 ~1 -0 +config +\\S+")),
        "the path keeps the part that tells stacks apart:\n" + out);
    assertTrue(out.contains("Reconcile targets: platform/production/eu-central/database-primary\n"), out);
    assertTrue(out.contains("Overall: drifted (2 stacks: 1 converged, 1 drifted)"), out);
    assertTrue(!out.contains(DB), "a generated id gives way to the path on a terminal:\n" + out);
  }

  @Test
  void reconcileDryRunOnAnEightyColumnTerminalFits(@TempDir Path state) throws Exception {
    String out = onTerminal(80, null, "reconcile", "-C", ws.root().toString(), "--no-native", "--no-color",
        "--state-dir", state.toString());

    assertFits(out, 80);
    assertTrue(out.contains("Would reconcile 1 stack"), out);
    assertTrue(out.lines().anyMatch(l -> l.matches("PATH +SUMMARY +CAUSE +ACTION")), out);
  }

  @Test
  void detectThroughAPipeKeepsOneWholeLinePerStackByPath() {
    CliRun run = CliRun.of("detect", "-C", ws.root().toString());

    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().lines().anyMatch(l -> l.matches(
        "drifted +platform/production/eu-central/database-primary +\\+0 ~1 -0 .*")), run.out());
  }

  @Test
  void listFollowsColumnsElseTheTerminalSize() throws Exception {
    String wide = onTerminal(200, null, "list", "-C", ws.root().toString());
    String narrowed = onTerminal(200, "80", "list", "-C", ws.root().toString());

    assertTrue(wide.lines().anyMatch(l -> l.length() > 80), "a 200-column terminal gets whole values:\n" + wide);
    assertTrue(wide.contains("platform/production/eu-central/application-frontend  " + APP), wide);
    assertFits(narrowed, 80);
    assertTrue(narrowed.lines().findFirst().orElseThrow().matches("PATH +STACK +TAGS"),
        "a plain Terramate repository has Terramate's columns:\n" + narrowed);
  }

  private static void assertFits(String out, int width) {
    assertTrue(out.lines().count() > 2, out);
    out.lines().forEach(l -> assertTrue(l.codePointCount(0, l.length()) <= width,
        l.length() + " columns, more than " + width + ": " + l + "\n" + out));
  }

  /**
   * stdout and stderr of a stackdrift JVM on a terminal of {@code columns} (COLUMNS set to {@code
   * columnsVariable}, or unset for null), lines ending in \n.
   */
  private static String onTerminal(int columns, String columnsVariable, String... args) throws Exception {
    Path script = Path.of("/usr/bin/script");
    if (!Files.isExecutable(script)) {
      return Required.skipOrFail("the terminal tests need util-linux 'script' at " + script);
    }
    StringBuilder command = new StringBuilder("stty cols " + columns + " rows 40 && exec");
    for (String arg : CliProcess.argv(args)) {
      command.append(" '").append(arg.replace("'", "'\\''")).append('\'');
    }
    Path log = Files.createTempFile("terminal", ".out");
    try {
      ProcessBuilder builder = new ProcessBuilder(script.toString(), "-q", "-e", "-c", command.toString(),
          "/dev/null").redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
          .redirectErrorStream(true).redirectOutput(log.toFile());
      Map<String, String> env = builder.environment();
      env.remove("COLUMNS");
      env.put("SHELL", "/bin/sh");
      if (columnsVariable != null) {
        env.put("COLUMNS", columnsVariable);
      }
      Process p = builder.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException("stackdrift on a terminal did not finish: " + read(log));
      }
      String out = read(log);
      assertEquals(0, p.exitValue(), out);
      return out;
    } finally {
      Files.deleteIfExists(log);
    }
  }

  /**
   * What the terminal shows: of each line, what follows its last carriage return, the line cleared
   * ({@code ESC [2K}) before it; so the live progress line redrawn on stderr is gone, as on a screen.
   */
  private static String read(Path log) throws IOException {
    StringBuilder shown = new StringBuilder();
    for (String line : Files.readString(log, StandardCharsets.UTF_8).replace("\r\n", "\n").split("\n", -1)) {
      String last = line.substring(line.lastIndexOf('\r') + 1);
      shown.append(last.startsWith("\u001B[2K") ? last.substring(4) : last).append('\n');
    }
    return shown.toString().stripTrailing() + "\n";
  }
}
