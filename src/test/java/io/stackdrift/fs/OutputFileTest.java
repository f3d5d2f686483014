package io.stackdrift.fs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Nodes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The output writer on real device nodes, FIFOs, links and files (contract §9 "Output paths"). */
class OutputFileTest {
  private static final byte[] REPORT = "{\"status\": \"clean\"}\n".getBytes(StandardCharsets.UTF_8);
  private static final int NOBODY = 65534;

  @Test
  void readersOfARegularFileOnlyEverSeeWholeVersions(@TempDir Path tmp) throws Exception {
    Path target = tmp.resolve("report.json");
    byte[] a = "a".repeat(2_000_000).getBytes(StandardCharsets.UTF_8);
    byte[] b = "b".repeat(3_000_000).getBytes(StandardCharsets.UTF_8);
    OutputFile.replace(target, a);
    java.util.concurrent.atomic.AtomicBoolean writing = new java.util.concurrent.atomic.AtomicBoolean(true);
    java.util.concurrent.atomic.AtomicInteger torn = new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.atomic.AtomicInteger reads = new java.util.concurrent.atomic.AtomicInteger();
    Thread reader = new Thread(() -> {
      while (writing.get()) {
        try {
          byte[] seen = Files.readAllBytes(target);
          reads.incrementAndGet();
          if (!java.util.Arrays.equals(seen, a) && !java.util.Arrays.equals(seen, b)) {
            torn.incrementAndGet();
          }
        } catch (java.nio.file.NoSuchFileException e) {
          torn.incrementAndGet();
        } catch (java.io.IOException e) {
          throw new IllegalStateException(e);
        }
      }
    });
    reader.start();
    for (int i = 0; i < 20; i++) {
      OutputFile.replace(target, i % 2 == 0 ? b : a);
    }
    writing.set(false);
    reader.join();
    assertEquals(0, torn.get(), "a reader saw a partial or missing file in " + reads.get() + " reads");
    assertTrue(reads.get() > 0);
    try (var files = Files.list(tmp)) {
      assertEquals(java.util.List.of(target), files.toList(), "no temporary file is left behind");
    }
  }

  @Test
  void contentThatFailsHalfWayLeavesTheOldFileAndNoTemporaryOne(@TempDir Path tmp) throws Exception {
    Path target = tmp.resolve("report.json");
    OutputFile.replace(target, REPORT);
    Content failing = out -> {
      out.write("x".repeat(200_000).getBytes(StandardCharsets.UTF_8)); // past the write buffer: on disk already
      throw new java.io.IOException("No space left on device");
    };
    java.io.IOException e = assertThrows(java.io.IOException.class, () -> OutputFile.replace(target, failing));
    assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
    Content broken = out -> {
      out.write("half".getBytes(StandardCharsets.UTF_8));
      throw new IllegalStateException("a view's own fault");
    };
    assertThrows(IllegalStateException.class, () -> OutputFile.replace(target, broken));
    assertArrayEquals(REPORT, Files.readAllBytes(target));
    try (var files = Files.list(tmp)) {
      assertEquals(java.util.List.of(target), files.toList(), "no temporary file is left behind");
    }
  }

  @Test
  void textContentIsWrittenAsUtf8AsItIsProduced(@TempDir Path tmp) throws Exception {
    Path target = tmp.resolve("page.html");
    OutputFile.replace(target, Content.text(out -> {
      for (int i = 0; i < 10_000; i++) {
        out.write("\u00FCber \u2014 " + i + "\n");
      }
    }));
    java.util.List<String> lines = Files.readAllLines(target, StandardCharsets.UTF_8);
    assertEquals(10_000, lines.size());
    assertEquals("\u00FCber \u2014 9999", lines.get(9_999));
  }

  @Test
  void aCharacterDeviceIsWrittenThroughAndStaysADevice(@TempDir Path tmp) throws Exception {
    Path nul = Nodes.charDevice(tmp.resolve("null"), 1, 3);
    OutputFile.replace(nul, REPORT);
    assertEquals("c", Nodes.type(nul));
    assertEquals(1, Files.list(tmp).count(), "no temporary file left beside it");
  }

  @Test
  void aFullDeviceIsAnErrorWithTheOsReason(@TempDir Path tmp) throws Exception {
    Path full = Nodes.charDevice(tmp.resolve("full"), 1, 7);
    Exception e = assertThrows(java.io.IOException.class, () -> OutputFile.replace(full, REPORT));
    assertEquals("No space left on device", OsReason.of((java.io.IOException) e));
    assertEquals("c", Nodes.type(full));
  }

  @Test
  void aBlockDeviceOrDirectoryIsAnErrorAndLeftAlone(@TempDir Path tmp) throws Exception {
    Path block = Nodes.blockDevice(tmp.resolve("loop"), 7, 200);
    java.io.IOException e = assertThrows(java.io.IOException.class, () -> OutputFile.replace(block, REPORT));
    // a kernel without that loop device refuses the open itself (ENXIO); either way nothing is written
    assertTrue(e.getMessage().contains("block device") || e.getMessage().contains("No such device"), e.getMessage());
    assertEquals("b", Nodes.type(block));

    Path dir = Files.createDirectory(tmp.resolve("dir"));
    java.io.IOException d = assertThrows(java.io.IOException.class, () -> OutputFile.replace(dir, REPORT));
    assertTrue(OsReason.of(d).contains("directory"), OsReason.of(d));
    assertEquals("d", Nodes.type(dir));
  }

  @Test
  void aFifoWithAReaderGetsTheContent(@TempDir Path tmp) throws Exception {
    Path fifo = Nodes.fifo(tmp.resolve("fifo"));
    CompletableFuture<byte[]> read = CompletableFuture.supplyAsync(() -> {
      try {
        return Files.readAllBytes(fifo);
      } catch (java.io.IOException e) {
        throw new RuntimeException(e);
      }
    });
    OutputFile.replace(fifo, REPORT);
    assertArrayEquals(REPORT, read.get(10, TimeUnit.SECONDS));
    assertEquals("p", Nodes.type(fifo));
  }

  @Test
  void aFifoWithoutAReaderIsAnErrorNotAHang(@TempDir Path tmp) throws Exception {
    Path fifo = Nodes.fifo(tmp.resolve("fifo"));
    OutputException e = assertTimeoutPreemptively(Duration.ofSeconds(8),
        () -> assertThrows(OutputException.class, () -> OutputFile.replace(fifo, REPORT)));
    assertTrue(e.getMessage().contains("FIFO with no reader"), e.getMessage());
    assertEquals("p", Nodes.type(fifo));
  }

  @Test
  void aReaderThatStopsReadingCannotHoldTheWriteForever(@TempDir Path tmp) throws Exception {
    Path fifo = Nodes.fifo(tmp.resolve("fifo"));
    CompletableFuture<java.nio.channels.FileChannel> idle = CompletableFuture.supplyAsync(() -> {
      try {
        return java.nio.channels.FileChannel.open(fifo, java.nio.file.StandardOpenOption.READ);
      } catch (java.io.IOException e) {
        throw new RuntimeException(e);
      }
    });
    try (Descriptor d = Descriptor.open(fifo, java.util.Set.of(java.nio.file.StandardOpenOption.WRITE),
        Duration.ofSeconds(5))) {
      java.nio.ByteBuffer big = java.nio.ByteBuffer.allocate(4 << 20); // far more than a pipe holds
      OutputException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
          () -> assertThrows(OutputException.class, () -> d.write(big, Duration.ofSeconds(1))));
      assertTrue(e.getMessage().contains("took nothing"), e.getMessage());
    } finally {
      idle.get(5, TimeUnit.SECONDS).close();
    }
  }

  @Test
  void aTrustedLinkIsFollowedAndKept(@TempDir Path tmp) throws Exception {
    Path target = Files.writeString(tmp.resolve("real.json"), "old");
    Path link = Files.createSymbolicLink(tmp.resolve("link.json"), Path.of("real.json"));
    OutputFile.replace(link, REPORT);
    assertTrue(Files.isSymbolicLink(link));
    assertArrayEquals(REPORT, Files.readAllBytes(target));
  }

  @Test
  void anotherUsersLinkIsRefusedAndItsTargetUntouched(@TempDir Path tmp) throws Exception {
    Path target = Files.writeString(tmp.resolve("passwd"), "root:x:0:0");
    Path link = Files.createSymbolicLink(tmp.resolve("drift.json"), target);
    Files.setAttribute(link, "unix:uid", NOBODY, LinkOption.NOFOLLOW_LINKS);
    OutputException e = assertThrows(OutputException.class, () -> OutputFile.replace(link, REPORT));
    assertTrue(e.getMessage().contains("owned by uid " + NOBODY), e.getMessage());
    assertEquals("root:x:0:0", Files.readString(target));
    assertTrue(Files.isSymbolicLink(link));
  }

  @Test
  void aLinkInADirectoryOthersCanWriteIsRefused(@TempDir Path tmp) throws Exception {
    Path target = Files.writeString(tmp.resolve("passwd"), "root:x:0:0");
    Path shared = Files.createDirectory(tmp.resolve("shared"));
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
    Path link = Files.createSymbolicLink(shared.resolve("drift.json"), target);
    OutputException e = assertThrows(OutputException.class, () -> OutputFile.replace(link, REPORT));
    assertTrue(e.getMessage().contains("which others can write"), e.getMessage());
    assertEquals("root:x:0:0", Files.readString(target));
  }

  @Test
  void aReplacedFileKeepsItsGroupAndAStricterMode(@TempDir Path tmp) throws Exception {
    Path strict = Files.writeString(tmp.resolve("strict.json"), "old");
    Files.setAttribute(strict, "unix:gid", NOBODY);
    Files.setPosixFilePermissions(strict, PosixFilePermissions.fromString("rw-------"));
    OutputFile.replace(strict, REPORT);
    assertArrayEquals(REPORT, Files.readAllBytes(strict));
    assertEquals(NOBODY, Files.getAttribute(strict, "unix:gid"));
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(strict)));

    Path loose = Files.writeString(tmp.resolve("loose.json"), "old");
    Files.setPosixFilePermissions(loose, PosixFilePermissions.fromString("rw-rw-rw-"));
    OutputFile.replace(loose, REPORT);
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(loose)));

    Path fresh = tmp.resolve("new.json");
    OutputFile.replace(fresh, REPORT);
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));
  }

  @Test
  void linesAreAppendedWholeToANewOrExistingFile(@TempDir Path tmp) throws Exception {
    Path events = tmp.resolve("events.jsonl");
    for (String line : new String[] {"{\"a\":1}\n", "{\"b\":2}\n"}) {
      try (OutputFile.Lines out = OutputFile.appendLines(events)) {
        out.write(line.getBytes(StandardCharsets.UTF_8));
      }
    }
    assertEquals("{\"a\":1}\n{\"b\":2}\n", Files.readString(events));
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(events)));
  }

  @Test
  void linesToAFullDeviceFailWithTheOsReason(@TempDir Path tmp) throws Exception {
    Path full = Nodes.charDevice(tmp.resolve("full"), 1, 7);
    try (OutputFile.Lines out = OutputFile.appendLines(full)) {
      java.io.IOException e = assertThrows(java.io.IOException.class, () -> out.write("{}\n".getBytes()));
      assertEquals("No space left on device", OsReason.of(e));
    }
  }
}
