package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.state.SelfHealPause;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pause and resume: the pause file in the state directory. */
class PauseTest {

  @Test
  void pauseWritesTheReasonWithMode0640AndResumeRemovesIt(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    new TofuWorkspace(root).stack("app", "app", List.of(), null);
    Path state = tmp.resolve("state");
    Path paused = state.resolve(SelfHealPause.FILE);

    CliRun pause = CliRun.of("pause", "-C", root.toString(), "--state-dir", state.toString(), "--reason", "upgrade");
    assertEquals(0, pause.code(), pause.err());
    assertEquals("Self-heal paused (" + paused + ").", pause.out().strip());
    assertTrue(Files.readString(paused).matches("paused at \\S+: upgrade\n"), Files.readString(paused));
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(paused)));
    try (var files = Files.list(state)) {
      assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary file left");
    }

    CliRun resume = CliRun.of("resume", "-C", root.toString(), "--state-dir", state.toString());
    assertEquals("Self-heal resumed.", resume.out().strip());
    assertFalse(Files.exists(paused));
    CliRun again = CliRun.of("resume", "-C", root.toString(), "--state-dir", state.toString());
    assertEquals("Self-heal was not paused.", again.out().strip());
  }

  @Test
  void pausingAgainKeepsTheFirstReasonUnlessReplaced(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    new TofuWorkspace(root).stack("app", "app", List.of(), null);
    Path state = tmp.resolve("state");
    Path paused = state.resolve(SelfHealPause.FILE);
    String[] where = {"-C", root.toString(), "--state-dir", state.toString()};
    assertEquals(0, CliRun.of(concat(new String[] {"pause"}, where, "--reason", "upgrade")).code());
    String first = Files.readString(paused);
    String since = first.substring("paused at ".length(), first.indexOf(": "));

    CliRun again = CliRun.of(concat(new String[] {"pause"}, where, "--reason", "other"));
    assertEquals(0, again.code(), again.err());
    assertEquals("Self-heal is already paused since " + since + " (reason: upgrade); kept. "
        + "Use --replace to replace it or 'stackdrift resume' to resume.", again.out().strip());
    assertEquals(first, Files.readString(paused), "the first pause is kept");

    CliRun replaced = CliRun.of(concat(new String[] {"pause"}, where, "--reason", "other", "--replace"));
    assertEquals(0, replaced.code(), replaced.err());
    assertEquals("Self-heal paused (" + paused + "); replaces the pause since " + since + " (reason: upgrade).",
        replaced.out().strip());
    assertTrue(Files.readString(paused).endsWith(": other\n"), Files.readString(paused));
  }

  @Test
  void aPauseFileInAnotherFormIsStillReportedAsAPause(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    new TofuWorkspace(root).stack("app", "app", List.of(), null);
    Path state = tmp.resolve("state");
    CliRun pause = CliRun.of("pause", "-C", root.toString(), "--state-dir", state.toString());
    assertEquals(0, pause.code(), pause.err());
    Files.writeString(state.resolve(SelfHealPause.FILE), "by hand\n");

    CliRun again = CliRun.of("pause", "-C", root.toString(), "--state-dir", state.toString());
    assertTrue(again.out().startsWith("Self-heal is already paused (reason: by hand); kept."), again.out());
  }

  private static String[] concat(String[] head, String[] middle, String... tail) {
    return java.util.stream.Stream.of(head, middle, tail).flatMap(java.util.Arrays::stream).toArray(String[]::new);
  }
}
