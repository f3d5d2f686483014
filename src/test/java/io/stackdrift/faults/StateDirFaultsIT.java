package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.cli.Main;
import io.stackdrift.testing.Required;
import io.stackdrift.testing.TofuWorkspace;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The state directory under a root run (contract §9), through the real command line: links planted
 * in it are never written through, a directory others can write or own is refused with the command
 * that fixes it, and systemd's linked {@code DynamicUser=} directories keep working. The tests run as
 * root, so "the effective user" is uid 0 and a directory owned by uid 65534 is someone else's.
 */
class StateDirFaultsIT {
  private static final String PRECIOUS = "root:precious-content:0:0\n";
  private static final int NOBODY = 65534;

  @TempDir Path tmp;
  private Path root;
  private Path state;

  /** A workspace with one stack and no OpenTofu configuration: detect records it without running a plan. */
  @BeforeEach
  void workspace() throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), null);
    root = ws.root();
    state = tmp.resolve("state");
  }

  @Test
  void aLinkPlantedAsTheLockIsRefusedAndItsTargetUntouched() throws Exception {
    Path target = precious();
    Files.createDirectories(state);
    Files.createSymbolicLink(state.resolve("lock"), target);

    Run run = detect();
    assertEquals(1, run.code, run.err);
    assertOneLine(run, state.resolve("lock") + " is a symbolic link");
    assertEquals(PRECIOUS, Files.readString(target), "the lock's target is not truncated");
  }

  @Test
  void aLinkPlantedAsTheHistoryIsRefusedAndItsTargetUntouched() throws Exception {
    Path target = precious();
    Files.createDirectories(state);
    Files.createSymbolicLink(state.resolve("history.jsonl"), target);

    Run run = detect();
    assertEquals(1, run.code, run.err);
    assertOneLine(run, state.resolve("history.jsonl") + " is a symbolic link");
    assertEquals(PRECIOUS, Files.readString(target), "nothing is appended to the history's target");
    assertFalse(Files.exists(state.resolve("last-report.json")), "the run stopped before recording");
  }

  @Test
  void aLinkPlantedAsTheLastReportIsNeitherReadNorReplacedThrough() throws Exception {
    Path target = precious();
    Files.createDirectories(state);
    Files.createSymbolicLink(state.resolve("last-report.json"), target);

    Run run = detect();
    assertEquals(1, run.code, run.err);
    assertOneLine(run, state.resolve("last-report.json") + " is a symbolic link");
    assertFalse(run.err.contains("precious"), "the target's content must not leak into a message: " + run.err);
    assertEquals(PRECIOUS, Files.readString(target));
    assertTrue(Files.isSymbolicLink(state.resolve("last-report.json")), "left for the operator to look at");
  }

  @Test
  void aLinkPlantedAsTheKnownStateIsNeitherReadNorReplacedThrough() throws Exception {
    Path target = precious();
    Files.createDirectories(state);
    Files.createSymbolicLink(state.resolve("known.json"), target);

    Run run = detect();
    assertEquals(1, run.code, run.err);
    assertOneLine(run, state.resolve("known.json") + " is a symbolic link");
    assertFalse(run.err.contains("precious"), "the target's content must not leak into a message: " + run.err);
    assertEquals(PRECIOUS, Files.readString(target));
    assertTrue(Files.isSymbolicLink(state.resolve("known.json")), "left for the operator to look at");
  }

  @Test
  void aStateDirectoryOthersOrTheGroupCanWriteIsRefusedWithTheChmodThatFixesIt() throws Exception {
    for (String mode : List.of("rwxrwxrwx", "rwxrwx---")) {
      Files.createDirectories(state);
      Files.setPosixFilePermissions(state, PosixFilePermissions.fromString(mode));
      Run run = detect();
      assertEquals(1, run.code, mode + ": " + run.err);
      assertOneLine(run, "is writable by group or others");
      assertTrue(run.err.contains("run 'chmod go-w " + state + "'"), run.err);
      assertFalse(Files.exists(state.resolve("lock")), "nothing is written into it");
    }
  }

  @Test
  void aParentOthersCanWriteIsRefusedUnlessStickyAndRoots() throws Exception {
    requireRoot();
    Path shared = Files.createDirectories(tmp.resolve("shared"));
    state = shared.resolve("state");
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
    Run open = detect();
    assertEquals(1, open.code, open.err);
    assertOneLine(open, shared + ", a parent of the state directory " + state + ", is writable by others");
    assertTrue(open.err.contains("run 'chmod o-w " + shared + "'"), open.err);

    TofuWorkspace.run(tmp, "chmod", "1777", shared.toString()); // as /tmp is: Java cannot set the sticky bit
    Run sticky = detect();
    assertEquals(0, sticky.code, sticky.err);
    assertTrue(Files.isRegularFile(state.resolve("last-report.json")));

    Files.setAttribute(shared, "unix:uid", NOBODY);
    Run notRoots = detect();
    assertEquals(1, notRoots.code, notRoots.err);
    assertOneLine(notRoots, shared + ", a parent of the state directory " + state + ", is owned by uid " + NOBODY);
  }

  @Test
  void aStateDirectoryOwnedBySomeoneElseIsRefusedWithTheChownThatFixesIt() throws Exception {
    requireRoot();
    Files.createDirectories(state);
    Files.setAttribute(state, "unix:uid", NOBODY);
    Run run = detect();
    assertEquals(1, run.code, run.err);
    assertOneLine(run, "the state directory " + state + " is owned by uid " + NOBODY);
    assertTrue(run.err.contains("run 'chown root " + state + "'"), run.err);
    assertFalse(Files.exists(state.resolve("lock")));

    Files.setAttribute(state, "unix:uid", 0);
    assertEquals(0, detect().code, "fixed as told, it is used");
  }

  /** systemd's DynamicUser=: /var/lib/NAME is a link to /var/lib/private/NAME. */
  @Test
  void aStateDirectoryThatIsALinkToAGoodDirectoryWorks() throws Exception {
    Path privateDir = Files.createDirectories(tmp.resolve("private"));
    Files.setPosixFilePermissions(privateDir, PosixFilePermissions.fromString("rwx------"));
    Path real = Files.createDirectory(privateDir.resolve("stackdrift"));
    state = Files.createSymbolicLink(tmp.resolve("stackdrift"), Path.of("private", "stackdrift"));

    Run run = detect();
    assertEquals(0, run.code, run.err);
    assertTrue(Files.isRegularFile(real.resolve("history.jsonl"), java.nio.file.LinkOption.NOFOLLOW_LINKS));
    assertTrue(Files.isSymbolicLink(state), "the link itself is left as it is");
    Run history = cli("history", "-C", root.toString(), "--state-dir", state.toString());
    assertEquals(0, history.code, history.err);
    assertTrue(history.out.lines().anyMatch(l -> l.matches("\\S+\\s+app\\s+-\\s+pending_root")), history.out);
  }

  /** A root run told to use /tmp/x must not follow another user's link at /tmp/x to a directory of theirs. */
  @Test
  void aLinkOnTheWayIsFollowedOnlyWhenNobodyElseCouldHavePlacedIt() throws Exception {
    requireRoot();
    Path real = Files.createDirectory(tmp.resolve("real"));
    state = Files.createSymbolicLink(tmp.resolve("planted"), real);
    Files.setAttribute(state, "unix:uid", NOBODY, java.nio.file.LinkOption.NOFOLLOW_LINKS);
    Run foreign = detect();
    assertEquals(1, foreign.code, foreign.err);
    assertOneLine(foreign, state + ", a link on the way to the state directory " + state + ", is owned by uid "
        + NOBODY);
    assertTrue(foreign.err.contains("run 'chown -h root " + state + "'"), foreign.err);

    Path open = Files.createDirectory(tmp.resolve("open"));
    Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
    state = Files.createSymbolicLink(open.resolve("state"), real);
    Run replaceable = detect();
    assertEquals(1, replaceable.code, replaceable.err);
    assertOneLine(replaceable, open + ", which holds " + state + ", a link on the way to the state directory");
    try (var files = Files.list(real)) {
      assertEquals(0, files.count(), "nothing was written through either link");
    }
  }

  @Test
  void aStateDirOnARegularFileIsOneLineNamingIt() throws Exception {
    Path file = Files.writeString(tmp.resolve("file"), "x");
    for (String[] args : List.of(
        new String[] {"detect", "-C", root.toString(), "--no-native", "--state-dir", file.toString()},
        new String[] {"history", "-C", root.toString(), "--state-dir", file.toString()},
        new String[] {"pause", "-C", root.toString(), "--state-dir", file.toString()})) {
      Run run = cli(args);
      assertEquals(1, run.code, args[0] + ": " + run.err);
      assertOneLine(run, "the state directory " + file + " is not a directory");
    }
    Run below = cli("pause", "-C", root.toString(), "--state-dir", file.resolve("sub").toString());
    assertEquals(1, below.code, below.err);
    assertOneLine(below, "cannot create the state directory " + file.resolve("sub") + ": Not a directory");
    assertEquals("x", Files.readString(file));
  }

  @Test
  void aHistoryLineCutInsideAUtf8CharacterIsSkippedWithAWarning() throws Exception {
    Files.createDirectories(state);
    byte[] torn = "{\"time\":\"2026-11-29T10:00:00Z\",\"stackId\":\"caf\u00e9\",\"from\":null,\"to\":\"drifted\"}"
        .getBytes(StandardCharsets.UTF_8);
    int cut = new String(torn, StandardCharsets.UTF_8).indexOf('\u00e9') + 1; // after the first of its two bytes
    try (var out = Files.newOutputStream(state.resolve("history.jsonl"))) {
      out.write(line("2026-11-29T09:00:00Z", "app", "converged"));
      out.write(torn, 0, cut);
      out.write('\n');
      out.write(line("2026-11-29T11:00:00Z", "app", "drifted"));
    }

    Run run = cli("history", "-C", root.toString(), "--state-dir", state.toString());
    assertEquals(0, run.code, run.err);
    assertTrue(run.err.contains("stackdrift: warning: " + state.resolve("history.jsonl")
        + ": 1 line that could not be read was skipped"), run.err);
    assertTrue(run.out.lines().anyMatch(l -> l.matches("2026-11-29T09:00:00Z\\s+app\\s+-\\s+converged")), run.out);
    assertTrue(run.out.lines().anyMatch(l -> l.matches("2026-11-29T11:00:00Z\\s+app\\s+-\\s+drifted")), run.out);
  }

  private static byte[] line(String time, String stack, String to) {
    return ("{\"time\":\"" + time + "\",\"stackId\":\"" + stack + "\",\"from\":null,\"to\":\"" + to + "\"}\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  /** Giving a directory to another uid, or a sticky directory to root, takes root. */
  private void requireRoot() throws Exception {
    if (!Integer.valueOf(0).equals(Files.getAttribute(tmp, "unix:uid"))) {
      Required.skipOrFail("these state directory checks need the tests to run as root");
    }
  }

  /** A file standing for /etc/passwd: what a planted link would point a root run at. */
  private Path precious() throws Exception {
    return Files.writeString(tmp.resolve("precious"), PRECIOUS);
  }

  private Run detect() {
    return cli("detect", "-C", root.toString(), "--no-native", "--state-dir", state.toString());
  }

  /** One line on stderr (no trace, no "internal error") holding {@code expected}. */
  private static void assertOneLine(Run run, String expected) {
    List<String> lines = run.err.lines().filter(l -> l.startsWith("stackdrift: ") && !l.contains("warning")).toList();
    assertEquals(1, lines.size(), run.err);
    assertTrue(lines.get(0).contains(expected), "expected '" + expected + "' in: " + run.err);
    assertFalse(run.err.contains("internal error") || run.err.contains("\tat "), run.err);
  }

  private record Run(int code, String out, String err) {}

  private static Run cli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Run(code, out.toString(), err.toString());
  }
}
