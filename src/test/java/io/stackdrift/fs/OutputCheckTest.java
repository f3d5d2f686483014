package io.stackdrift.fs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.stackdrift.fs.OutputCheck.Write;
import io.stackdrift.testing.Nodes;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The look before a run: which output paths could never be written, in one line each. */
class OutputCheckTest {

  @Test
  void aMissingDirectoryIsNamedWithWhatToDo(@TempDir Path tmp) {
    Path report = tmp.resolve("missing").resolve("r.json");

    assertEquals(Optional.of("-o " + report + ": directory " + tmp.resolve("missing")
        + " does not exist; create it or choose another path"), OutputCheck.refusal("-o", report, Write.REPLACE));
    assertEquals(Optional.of("directory " + tmp.resolve("missing/deeper") + " does not exist; create it or choose "
        + "another path"), OutputCheck.problem(tmp.resolve("missing/deeper/events.jsonl"), Write.APPEND));
  }

  @Test
  void aDirectoryThatIsAFileIsRefused(@TempDir Path tmp) throws Exception {
    Path file = Files.writeString(tmp.resolve("notes"), "");

    assertEquals(Optional.of(file + " is not a directory; choose a path in a directory"),
        OutputCheck.problem(file.resolve("r.json"), Write.REPLACE));
  }

  @Test
  void aTargetThatIsADirectoryIsRefused(@TempDir Path tmp) throws Exception {
    Path dir = Files.createDirectory(tmp.resolve("out"));

    for (Write write : Write.values()) {
      assertEquals(Optional.of("it is a directory; name a file inside it, or choose another path"),
          OutputCheck.problem(dir, write));
    }
    assertEquals(Optional.of("it is a directory; name a file inside it, or choose another path"),
        OutputCheck.problem(Path.of("/"), Write.REPLACE));
  }

  @Test
  void aSocketIsRefused(@TempDir Path tmp) throws Exception {
    Path socket = tmp.resolve("agent.sock");
    try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
      server.bind(UnixDomainSocketAddress.of(socket));

      assertEquals(Optional.of("it is a socket; outputs go to regular files, character devices, FIFOs or '-'"),
          OutputCheck.problem(socket, Write.REPLACE));
    }
  }

  @Test
  void whatCanBeWrittenPasses(@TempDir Path tmp) throws Exception {
    Path existing = Files.writeString(tmp.resolve("drift.json"), "old");
    Path fifo = Nodes.fifo(tmp.resolve("metrics.fifo"));
    Path link = Files.createSymbolicLink(tmp.resolve("latest.json"), existing.getFileName());

    for (Write write : Write.values()) {
      assertEquals(Optional.empty(), OutputCheck.problem(tmp.resolve("new.json"), write));
      assertEquals(Optional.empty(), OutputCheck.problem(existing, write));
      assertEquals(Optional.empty(), OutputCheck.problem(link, write));
      // only looked at, never opened: a FIFO with no reader does not hold the check up
      assertEquals(Optional.empty(),
          assertTimeoutPreemptively(Duration.ofSeconds(5), () -> OutputCheck.problem(fifo, write)));
      // written through, so /dev's own mode does not matter
      assertEquals(Optional.empty(), OutputCheck.problem(Path.of("/dev/null"), write));
    }
    assertEquals("old", Files.readString(existing), "the check writes nothing");
  }

  /**
   * A directory without write permission. Root writes there all the same (the kernel ignores the
   * mode for it), so for root the check must let it pass, as the write would succeed; for any other
   * user it is refused, and an existing file there can still be appended to, not replaced.
   */
  @Test
  void anUnwritableDirectoryIsRefusedUnlessTheUserIsRoot(@TempDir Path tmp) throws Exception {
    Path dir = Files.createDirectory(tmp.resolve("ro"));
    Path events = Files.writeString(dir.resolve("events.jsonl"), "");
    Path report = Files.writeString(dir.resolve("drift.json"), "old");
    Path readOnly = Files.writeString(tmp.resolve("locked.json"), "old");
    Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r-----"));
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      int uid = DirectoryTrust.effectiveUid();
      boolean root = uid == 0;
      String dirRefused = "directory " + dir + " is not writable by this user (uid " + uid
          + "); make it writable, or choose another path";
      String fileRefused = "it is not writable by this user (uid " + uid + "); make it writable, or choose "
          + "another path";

      assertEquals(root ? Optional.empty() : Optional.of(dirRefused),
          OutputCheck.problem(dir.resolve("new.json"), Write.REPLACE));
      assertEquals(root ? Optional.empty() : Optional.of(dirRefused),
          OutputCheck.problem(dir.resolve("new.jsonl"), Write.APPEND));
      assertEquals(root ? Optional.empty() : Optional.of(dirRefused), OutputCheck.problem(report, Write.REPLACE));
      assertEquals(Optional.empty(), OutputCheck.problem(events, Write.APPEND), "appended in place");
      for (Write write : Write.values()) {
        assertEquals(root ? Optional.empty() : Optional.of(fileRefused), OutputCheck.problem(readOnly, write));
      }
    } finally {
      Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
    }
  }
}
