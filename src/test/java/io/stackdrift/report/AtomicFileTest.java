package io.stackdrift.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

  @Test
  void readersOnlyEverSeeWholeVersions(@TempDir Path tmp) throws Exception {
    Path target = tmp.resolve("report.json");
    String a = "a".repeat(2_000_000);
    String b = "b".repeat(3_000_000);
    AtomicFile.write(target, a);
    AtomicBoolean writing = new AtomicBoolean(true);
    AtomicInteger torn = new AtomicInteger();
    AtomicInteger reads = new AtomicInteger();
    Thread reader = new Thread(() -> {
      while (writing.get()) {
        try {
          String seen = Files.readString(target);
          reads.incrementAndGet();
          if (!seen.equals(a) && !seen.equals(b)) {
            torn.incrementAndGet();
          }
        } catch (NoSuchFileException e) {
          torn.incrementAndGet();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }
    });
    reader.start();
    for (int i = 0; i < 20; i++) {
      AtomicFile.write(target, i % 2 == 0 ? b : a);
    }
    writing.set(false);
    reader.join();
    assertEquals(0, torn.get(), "a reader saw a partial or missing report in " + reads.get() + " reads");
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    try (var files = Files.list(tmp)) {
      assertEquals(Set.of(target), Set.copyOf(files.toList()), "no temporary file is left behind");
    }
    assertTrue(reads.get() > 0);
  }
}
