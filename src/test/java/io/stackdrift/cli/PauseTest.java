package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.engine.SelfHeal;
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
    Path paused = state.resolve(SelfHeal.PAUSED_FILE);

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
}
