package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.StackStatus;
import io.stackdrift.testing.Required;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full state file system loses nothing and contradicts nothing (contract §9): on a small tmpfs
 * filled to the last byte, a run's save fails saying "No space left on device" and leaves the
 * history, what is known and the last report exactly as they were; once there is room, the next
 * save writes all of them. Mounting needs root (CI runs as root).
 */
class StateStoreFullDiskIT {
  private static final List<String> WORKSPACE = List.of("app");

  @Test
  void aFullDiskWritesAllOfARunsStateOrNoneOfIt(@TempDir Path tmp) throws Exception {
    Path mount = Files.createDirectory(tmp.resolve("small"));
    if (run("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", mount.toString()) != 0) {
      Required.skipOrFail("mount -t tmpfs needs root: a full state file system is not tried");
      return;
    }
    try {
      StateStore store = StateStore.open(mount.resolve("state"));
      record(store, "2026-12-02T10:00:00Z", StackStatus.CONVERGED);
      Path filler = mount.resolve("filler");
      fill(filler);
      byte[] history = Files.readAllBytes(store.dir().resolve(StatusHistory.FILE));
      byte[] known = Files.readAllBytes(store.dir().resolve(StateStore.KNOWN));
      byte[] report = Files.readAllBytes(store.dir().resolve(StateStore.LAST_REPORT));

      IOException full = assertThrows(IOException.class,
          () -> record(store, "2026-12-02T11:00:00Z", StackStatus.DRIFTED));

      assertTrue(full.getMessage().contains("No space left on device"), full.getMessage());
      assertArrayEquals(history, Files.readAllBytes(store.dir().resolve(StatusHistory.FILE)), "no history line");
      assertArrayEquals(known, Files.readAllBytes(store.dir().resolve(StateStore.KNOWN)));
      assertArrayEquals(report, Files.readAllBytes(store.dir().resolve(StateStore.LAST_REPORT)));
      try (Stream<Path> left = Files.list(store.dir())) {
        assertEquals(List.of(), left.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList(),
            "no staged file is left");
      }

      Files.delete(filler);
      record(store, "2026-12-02T12:00:00Z", StackStatus.DRIFTED);
      assertEquals(2, store.history(w -> { }).size(), "the change is in the history");
      assertEquals("drifted", store.peek(w -> { }).stacks().get("app").status(), "and in what is known");
    } finally {
      run("umount", mount.toString());
    }
  }

  private static StatusChanges.Outcome record(StateStore store, String at, StackStatus status) throws IOException {
    StatusChanges.Outcome o = new StatusChanges(store.load(w -> { }))
        .apply(StatusChangesTest.report(at, Map.of("app", status)), WORKSPACE);
    store.save(o);
    return o;
  }

  /** Writes until the file system has no byte left. */
  private static void fill(Path filler) {
    byte[] block = new byte[4096];
    try (OutputStream out = Files.newOutputStream(filler)) {
      while (true) {
        out.write(block);
      }
    } catch (IOException full) {
      // full to the last page
    }
  }

  private static int run(String... argv) throws Exception {
    return new ProcessBuilder(argv).inheritIO().start().waitFor();
  }
}
