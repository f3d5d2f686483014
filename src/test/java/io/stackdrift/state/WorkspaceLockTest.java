package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.fs.StateDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One run at a time; a refused attempt must not cost the holder its lock. */
class WorkspaceLockTest {
  @Test
  void aSecondAttemptInTheSameProcessIsRefusedAndTheHolderKeepsTheLock(@TempDir Path tmp) throws Exception {
    StateDirectory dir = StateDirectory.open(tmp);
    Path state = dir.path();
    try (WorkspaceLock held = WorkspaceLock.acquire(dir, Duration.ZERO)) {
      WorkspaceLock.HeldException refused = assertThrows(WorkspaceLock.HeldException.class,
          () -> WorkspaceLock.acquire(dir, Duration.ofMillis(250)));
      assertEquals("pid " + ProcessHandle.current().pid(), refused.holder());
      assertTrue(kernelLockHeld(state.resolve(WorkspaceLock.FILE)), "the kernel still has the holder's lock");
    }
    assertTrue(!kernelLockHeld(state.resolve(WorkspaceLock.FILE)), "closed: released");
    try (WorkspaceLock again = WorkspaceLock.acquire(dir, Duration.ZERO)) {
      assertTrue(Files.readString(state.resolve(WorkspaceLock.FILE)).contains("pid "));
    }
  }

  /** Whether /proc/locks lists a lock of this process on the file's inode. */
  private static boolean kernelLockHeld(Path file) throws Exception {
    long inode = (Long) Files.getAttribute(file, "unix:ino");
    String pid = " " + ProcessHandle.current().pid() + " ";
    return Files.readAllLines(Path.of("/proc/locks")).stream()
        .anyMatch(l -> l.contains(pid) && l.contains(":" + inode + " "));
  }
}
