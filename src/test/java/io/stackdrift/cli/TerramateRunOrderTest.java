package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.discovery.Stack;
import io.stackdrift.workspace.Selection;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Terramate's own run-order, wants and wanted_by cases as of v0.17.2 (commit 9391082: the e2e
 * tests run_test.go, list_run_order_test.go, run_env_test.go, script_run_test.go and the DAG's
 * dag_test.go), read from {@code terramate/run-order-cases.txt}, whose header explains the notation. A case
 * without {@code run} is {@code stackdrift list --run-order --json} (as {@code terramate list
 * --run-order}); a {@code run} case is the selection detect makes, wanted stacks included (as
 * {@code terramate run}).
 */
class TerramateRunOrderTest {
  private static final String CASES = "/terramate/run-order-cases.txt";

  record Case(String test, String name, boolean run, List<String> layout, String workingDir, List<String> tags,
      List<String> noTags, String expected, String warning) {
    @Override
    public String toString() {
      return test + ": " + name;
    }

    boolean fails() {
      return expected.equals("cycle") || expected.startsWith("error:");
    }

    /** What the error must mention: "cycle", or the word after "error:". */
    String errorWord() {
      return expected.equals("cycle") ? "cycle" : expected.substring("error:".length()).strip();
    }

    List<String> order() {
      return expected.equals("(none)") ? List.of() : List.of(expected.split(" "));
    }
  }

  static List<Case> cases() throws IOException {
    List<Case> cases = new ArrayList<>();
    String test = null;
    Builder current = null;
    for (String line : read().lines().map(String::strip).toList()) {
      if (line.startsWith("# ----")) {
        test = line.substring("# ----".length()).strip().split("[ (]")[0];
      } else if (line.startsWith("## ")) {
        current = new Builder(test, line.substring(3).strip());
      } else if (line.isEmpty() || line.startsWith("#")) {
        continue;
      } else if (line.startsWith("=> ")) {
        current.expected = line.substring(3).strip();
        cases.add(current.build());
      } else if (line.startsWith("warning: ")) {
        Case last = cases.remove(cases.size() - 1);
        cases.add(new Case(last.test(), last.name(), last.run(), last.layout(), last.workingDir(), last.tags(),
            last.noTags(), last.expected(), line.substring("warning: ".length()).strip()));
      } else {
        current.add(line);
      }
    }
    return cases;
  }

  @Test
  void everyCaseOfTheFileIsRead() throws IOException {
    long headings = read().lines().filter(l -> l.startsWith("## ")).count();
    assertEquals(headings, cases().size());
    assertEquals(126, headings);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void runOrder(Case c, @TempDir Path tmp) throws Exception {
    Path root = TerramateCasesTest.build(tmp, c.layout());
    Path start = c.workingDir() == null ? root : root.resolve(c.workingDir());
    if (c.run()) {
      assertRun(c, start);
    } else {
      assertList(c, start);
    }
  }

  private static void assertList(Case c, Path start) throws IOException {
    List<String> argv = new ArrayList<>(List.of("list", "--run-order", "--json", "-C", start.toString()));
    c.tags().forEach(t -> argv.addAll(List.of("--tags", t)));
    c.noTags().forEach(t -> argv.addAll(List.of("--no-tags", t)));
    CliRun run = CliRun.of(argv.toArray(String[]::new));
    if (c.fails()) {
      assertEquals(1, run.code(), run.out() + run.err());
      assertTrue(run.err().contains(c.errorWord()), "expected '" + c.errorWord() + "' in\n" + run.err());
      assertFalse(run.err().contains("Exception"), run.err());
      return;
    }
    assertEquals(0, run.code(), run.err());
    List<String> listed = new ArrayList<>();
    for (JsonNode stack : new ObjectMapper().readTree(run.out())) {
      listed.add(workspacePath(stack.get("runtimeRoot").asText()));
    }
    assertEquals(c.order(), listed);
    assertWarnings(c, run.err().lines().filter(l -> l.startsWith("stackdrift: warning: ")).toList());
  }

  private static void assertRun(Case c, Path start) {
    Workspace ws;
    List<Stack> selected;
    try {
      ws = WorkspaceLoader.load(start);
      selected = new Selection(c.tags(), c.noTags(), List.of(), true).apply(ws);
    } catch (ConfigurationException | IllegalArgumentException e) {
      assertTrue(c.fails(), "unexpected error: " + e.getMessage());
      assertTrue(e.getMessage().contains(c.errorWord()), "expected '" + c.errorWord() + "' in " + e.getMessage());
      return;
    }
    if (c.fails()) {
      fail("expected an error mentioning '" + c.errorWord() + "', got " + selected);
    }
    assertEquals(c.order(), selected.stream().map(s -> workspacePath(s.runtimeRoot())).toList());
    assertWarnings(c, ws.warnings().stream().map(Diagnostic::message).toList());
  }

  private static void assertWarnings(Case c, List<String> warnings) {
    if (c.warning() == null) {
      assertEquals(List.of(), warnings);
      return;
    }
    assertTrue(warnings.stream().anyMatch(w -> w.contains(c.warning())),
        "expected a warning mentioning '" + c.warning() + "' in " + warnings);
  }

  private static String workspacePath(String runtimeRoot) {
    return runtimeRoot.equals(".") ? "/" : "/" + runtimeRoot;
  }

  private static String read() throws IOException {
    try (InputStream in = TerramateRunOrderTest.class.getResourceAsStream(CASES)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** One case while its lines are read. */
  private static final class Builder {
    private final String test;
    private final String name;
    private final List<String> layout = new ArrayList<>();
    private final List<String> tags = new ArrayList<>();
    private final List<String> noTags = new ArrayList<>();
    private boolean run;
    private String workingDir;
    private String expected;

    Builder(String test, String name) {
      this.test = test;
      this.name = name;
    }

    void add(String line) {
      if (line.equals("run")) {
        run = true;
      } else if (line.startsWith("wd: ")) {
        workingDir = line.substring(4).strip();
      } else if (line.startsWith("tags: ")) {
        tags.add(line.substring(6).strip());
      } else if (line.startsWith("no-tags: ")) {
        noTags.add(line.substring(9).strip());
      } else if (line.startsWith("s:") || line.startsWith("d:") || line.startsWith("f:")) {
        layout.add(line);
      } else {
        throw new IllegalArgumentException("unknown case line in " + name + ": " + line);
      }
    }

    Case build() {
      return new Case(test, name, run, List.copyOf(layout), workingDir, List.copyOf(tags), List.copyOf(noTags),
          expected, null);
    }
  }
}
