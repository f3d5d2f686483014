package io.stackdrift.faults;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.cli.Main;
import io.stackdrift.testing.Nodes;
import io.stackdrift.testing.Required;
import io.stackdrift.testing.TofuWorkspace;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Output paths as an operator and an attacker would hand them to a root run (contract §9 "Output
 * paths"), through the real command line: device nodes and FIFOs made with mknod/mkfifo in a
 * temporary directory, links owned by another user, a read-only file system, stdout twice.
 */
class OutputPathFaultsIT {
  private static final int NOBODY = 65534;

  record Run(int code, String out, String err) {}

  /** detect on a workspace without stacks (fast: no plan) with the given extra arguments. */
  private static Run detect(Path tmp, String... extra) throws Exception {
    return run(tmp, "detect", extra);
  }

  private static Run run(Path tmp, String command, String... extra) throws Exception {
    Path root = tmp.resolve("ws");
    if (!Files.exists(root)) {
      TofuWorkspace.in(tmp);
    }
    List<String> args = new ArrayList<>(List.of(command, "-C", root.toString(), "--no-native",
        "--state-dir", tmp.resolve("state").toString()));
    args.addAll(List.of(extra));
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void aCharacterDeviceStaysADevice(@TempDir Path tmp) throws Exception {
    Path nul = Nodes.charDevice(tmp.resolve("null"), 1, 3);
    Run run = detect(tmp, "-o", nul.toString(), "--junit", nul.toString(), "--metrics-textfile", nul.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals("c", Nodes.type(nul));
  }

  @Test
  void aFullDeviceIsExitOneWithTheOsReason(@TempDir Path tmp) throws Exception {
    Path full = Nodes.charDevice(tmp.resolve("full"), 1, 7);
    Run run = detect(tmp, "-o", full.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("cannot write the report to " + full + ": No space left on device"), run.err());
    assertEquals("c", Nodes.type(full));
  }

  @Test
  void watchExitsOneWhenACycleCouldNotWriteAnOutput(@TempDir Path tmp) throws Exception {
    Path full = Nodes.charDevice(tmp.resolve("full"), 1, 7);
    Run run = run(tmp, "watch", "--max-cycles", "1", "--metrics-textfile", full.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("cannot write the metrics to " + full + ": No space left on device"), run.err());
  }

  @Test
  void aBlockDeviceIsRefusedAndLeftAlone(@TempDir Path tmp) throws Exception {
    Path block = Nodes.blockDevice(tmp.resolve("loop"), 7, 200);
    Run run = detect(tmp, "--junit", block.toString());
    assertEquals(1, run.code(), run.err());
    // a kernel without that loop device refuses the open itself (ENXIO); either way nothing is written
    assertTrue(run.err().contains("block device") || run.err().contains("No such device"), run.err());
    assertEquals("b", Nodes.type(block));
  }

  @Test
  void aFifoWithAReaderGetsTheOutput(@TempDir Path tmp) throws Exception {
    Path fifo = Nodes.fifo(tmp.resolve("junit.fifo"));
    CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
      try {
        return Files.readString(fifo);
      } catch (java.io.IOException e) {
        throw new RuntimeException(e);
      }
    });
    Run run = detect(tmp, "--junit", fifo.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(read.get(10, TimeUnit.SECONDS).contains("<testsuite"));
    assertEquals("p", Nodes.type(fifo));
  }

  @Test
  void aFifoWithoutAReaderIsAnErrorNotAHang(@TempDir Path tmp) throws Exception {
    Path fifo = Nodes.fifo(tmp.resolve("metrics.fifo"));
    Run run = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> detect(tmp, "--metrics-textfile", fifo.toString()));
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("FIFO with no reader"), run.err());
    assertEquals("p", Nodes.type(fifo));
  }

  @Test
  void aTrustedLinkIsFollowedAndKept(@TempDir Path tmp) throws Exception {
    Path target = Files.writeString(tmp.resolve("real.json"), "old");
    Path link = Files.createSymbolicLink(tmp.resolve("drift.json"), Path.of("real.json"));
    Run run = detect(tmp, "-o", link.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(Files.isSymbolicLink(link), "the link is kept");
    assertTrue(Files.readString(target).contains("\"schemaVersion\""), "the target has the report");
  }

  @Test
  void anotherUsersLinkIsRefusedAndItsTargetUntouched(@TempDir Path tmp) throws Exception {
    Path target = Files.writeString(tmp.resolve("passwd"), "root:x:0:0\n");
    Path link = Files.createSymbolicLink(tmp.resolve("drift.json"), target);
    Files.setAttribute(link, "unix:uid", NOBODY, LinkOption.NOFOLLOW_LINKS);
    Run run = detect(tmp, "-o", link.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("owned by uid " + NOBODY), run.err());
    assertEquals("root:x:0:0\n", Files.readString(target));
    assertTrue(Files.isSymbolicLink(link), "the link is left as it was");
  }

  @Test
  void aLinkInAWorldWritableDirectoryIsRefused(@TempDir Path tmp) throws Exception {
    Path target = Files.writeString(tmp.resolve("passwd"), "root:x:0:0\n");
    Path shared = Files.createDirectory(tmp.resolve("shared"));
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
    Path link = Files.createSymbolicLink(shared.resolve("drift.prom"), target);
    Run run = detect(tmp, "--metrics-textfile", link.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("which others can write"), run.err());
    assertEquals("root:x:0:0\n", Files.readString(target));
  }

  @Test
  void anotherUsersFileInASharedDirectoryIsRefused(@TempDir Path tmp) throws Exception {
    Path shared = sharedTmp(tmp);
    Path planted = Files.writeString(shared.resolve("drift.json"), "planted");
    Files.setAttribute(planted, "unix:uid", NOBODY);
    Files.setAttribute(planted, "unix:gid", NOBODY);
    Run run = detect(tmp, "-o", planted.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("owned by uid " + NOBODY + " in the shared directory " + shared), run.err());
    assertTrue(run.err().contains("write into a directory you own"), run.err());
    assertEquals("planted", Files.readString(planted), "neither replaced nor handed to the other user's group");

    Path events = Files.writeString(shared.resolve("events.jsonl"), "");
    Files.setAttribute(events, "unix:uid", NOBODY);
    Run appended = detect(tmp, "--progress-jsonl", events.toString());
    assertEquals(1, appended.code(), appended.err());
    assertEquals("", Files.readString(events));
  }

  @Test
  void anotherUsersFifoInASharedDirectoryGetsNothing(@TempDir Path tmp) throws Exception {
    Path shared = sharedTmp(tmp);
    Path fifo = Nodes.fifo(shared.resolve("drift.json"));
    Files.setAttribute(fifo, "unix:uid", NOBODY);
    Path received = tmp.resolve("received");
    // The other user's reader, waiting on the FIFO for root's report.
    Process reader = new ProcessBuilder("sh", "-c", "cat \"$0\" > \"$1\"", fifo.toString(), received.toString())
        .start();
    try {
      Run run = detect(tmp, "-o", fifo.toString());
      assertEquals(1, run.code(), run.err());
      assertTrue(run.err().contains("in the shared directory"), run.err());
      // refused before the run opened it at all: the test's own empty write ends the reader
      assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Files.newOutputStream(fifo).close(),
          "the reader is still there to be ended");
      assertTrue(reader.waitFor(30, TimeUnit.SECONDS), "the reader got end of file");
      assertEquals("", Files.readString(received), "the report reached the other user's FIFO");
    } finally {
      reader.destroyForcibly();
    }
  }

  @Test
  void ownFilesInASharedDirectoryAreWritten(@TempDir Path tmp) throws Exception {
    Path shared = sharedTmp(tmp);
    Path own = Files.writeString(shared.resolve("drift.json"), "old");
    Run run = detect(tmp, "-o", own.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(Files.readString(own).contains("\"schemaVersion\""));
  }

  /** A directory as /tmp is: root's, sticky, writable by everyone. */
  private static Path sharedTmp(Path tmp) throws Exception {
    Path shared = Files.createDirectory(tmp.resolve("shared-tmp"));
    Nodes.run("chmod", "1777", shared.toString());
    return shared;
  }

  @Test
  void aReplacedFileKeepsItsGroupAndStricterMode(@TempDir Path tmp) throws Exception {
    Path report = Files.writeString(tmp.resolve("drift.json"), "old");
    Files.setAttribute(report, "unix:gid", NOBODY);
    Files.setPosixFilePermissions(report, PosixFilePermissions.fromString("rw-------"));
    Run run = detect(tmp, "-o", report.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(Files.readString(report).contains("\"schemaVersion\""));
    assertEquals(NOBODY, Files.getAttribute(report, "unix:gid"));
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));
  }

  @Test
  void aReadOnlyFileSystemIsExitOneWithTheReasonAndTheOldFileIntact(@TempDir Path tmp) throws Exception {
    Path mount = Files.createDirectory(tmp.resolve("ro"));
    if (!Nodes.tryRun("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mount.toString())) {
      Required.skipOrFail("mounting a tmpfs needs root with CAP_SYS_ADMIN");
    }
    try {
      Path report = Files.writeString(mount.resolve("drift.json"), "old");
      Nodes.run("mount", "-o", "remount,ro", mount.toString());
      Run run = detect(tmp, "-o", report.toString());
      assertEquals(1, run.code(), run.err());
      assertTrue(run.err().contains("-o " + report + ": it cannot be written: Read-only file system"), run.err());
      assertFalse(run.err().contains(".tmp"), "the temporary file is not the fault: " + run.err());
      assertEquals("old", Files.readString(report));
      Run beside = detect(tmp, "--junit", mount.resolve("junit.xml").toString());
      assertEquals(1, beside.code(), beside.err());
      assertTrue(beside.err().contains("--junit " + mount.resolve("junit.xml") + ": directory " + mount
          + " cannot be written: Read-only file system"), beside.err());
    } finally {
      Nodes.run("umount", mount.toString());
    }
  }

  @Test
  void dashIsStdoutAndOnlyOneOutputMayHaveIt(@TempDir Path tmp) throws Exception {
    Run report = detect(tmp, "-o", "-");
    assertEquals(0, report.code(), report.err());
    assertEquals("stackkit.drift-report/v1",
        new ObjectMapper().readTree(report.out()).get("schemaVersion").asText(), "stdout is the report alone");

    Run twice = detect(tmp, "-o", "-", "--json");
    assertEquals(1, twice.code());
    assertTrue(twice.err().contains("--json and -o - both want stdout"), twice.err());
    Run events = detect(tmp, "--junit", "-", "--progress-jsonl", "-");
    assertEquals(1, events.code());
    assertTrue(events.err().contains("--progress-jsonl - and --junit - both want stdout"), events.err());
    assertFalse(Files.exists(Path.of("-")), "no file named '-'");
  }

  @Test
  void anEventStreamTornByDiskFullIsExitOneAfterTheReport(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("a", "a", List.of(), dataResource("v1"));
    Path full = Nodes.charDevice(tmp.resolve("full"), 1, 7);
    Path report = tmp.resolve("drift.json");
    Run run = detect(tmp, "--progress-jsonl", full.toString(), "-o", report.toString());
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("cannot write events to " + full + ": No space left on device"), run.err());
    assertEquals("a", new ObjectMapper().readTree(report.toFile()).get("stacks").get(0).get("stackId").asText(),
        "the report is still written");
  }
}
