package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Terramate's habits on the command line (issue: a plain Terramate repository's experience). */
class TerramateHabitsTest {
  private static final String REPO = "testdata/terramate-repo";

  /** {@code terramate -C DIR list}: -C is a global option, written before the command. */
  @Test
  void dashCBeforeTheCommandIsTakenAsTerramateTakesIt() {
    CliRun after = CliRun.of("list", "-C", REPO, "--paths");
    for (String[] args : new String[][] {{"-C", REPO, "list", "--paths"}, {"-C" + REPO, "list", "--paths"},
        {"--chdir", REPO, "list", "--paths"}, {"--chdir=" + REPO, "list", "--paths"}}) {
      CliRun before = CliRun.of(args);
      assertEquals(0, before.code(), String.join(" ", args) + ": " + before.err());
      assertEquals(after.out(), before.out(), String.join(" ", args));
    }
  }

  @Test
  void anotherOptionBeforeTheCommandSaysWhereItGoes() {
    CliRun run = CliRun.of("--json", "list");
    assertEquals(1, run.code());
    assertEquals("stackdrift: unknown option '--json' before the command: options go after it ('stackdrift list "
        + "--json …'; only -C DIR may come first, as in terramate); run 'stackdrift --help' for usage\n", run.err());
  }

  /** {@code terramate run -j N}. */
  @Test
  void dashJIsParallel() {
    CliRun run = CliRun.of("detect", "-j", "-1", "-C", REPO);
    assertEquals(1, run.code());
    assertTrue(run.err().contains("--parallel"), "the value is judged as --parallel's: " + run.err());
    assertTrue(!run.err().contains("unknown option"), run.err());
    CliRun reconcile = CliRun.of("reconcile", "-j", "-1", "-C", REPO);
    assertTrue(!reconcile.err().contains("unknown option"), reconcile.err());
  }

  /** One style for every usage error: ours, one line, with where the usage is; never picocli's own. */
  @Test
  void everyUsageErrorIsOneLineInOneStyle() {
    assertEquals("stackdrift: unknown option '--frobnicate'; run 'stackdrift list --help' for usage\n",
        CliRun.of("list", "--frobnicate").err());
    assertEquals("stackdrift: unknown option '--frobnicat'; run 'stackdrift list --help' for usage\n",
        CliRun.of("list", "--frobnicat", "x").err());
    assertEquals("stackdrift: missing required parameter for option '--parallel' (N); "
        + "run 'stackdrift detect --help' for usage\n", CliRun.of("detect", "--parallel").err());
  }

  /** {@code ~} belongs to --no-tags: the hint names the flags that do what the filter meant, and they work. */
  @Test
  void aTildeInTagsSuggestsFlagsThatWork() {
    CliRun run = CliRun.of("list", "-C", REPO, "--tags", "module/app:~ops");
    assertEquals(1, run.code());
    assertTrue(run.err().contains("'~' is not allowed in --tags; use --tags module/app --no-tags ops\n"), run.err());
    CliRun suggested = CliRun.of("list", "-C", REPO, "--paths", "--tags", "module/app", "--no-tags", "ops");
    assertEquals(0, suggested.code(), suggested.err());
    assertEquals("stacks/app\n", suggested.out());
    assertTrue(CliRun.of("list", "-C", REPO, "--tags", "~ops").err().contains("; use --no-tags ops\n"));
  }
}
