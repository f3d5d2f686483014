package io.stackdrift.fs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.TofuWorkspace;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files in the state directory: opened relative to it, never through a link, modes 0750 and 0640. */
class StateDirectoryTest {
  @TempDir Path tmp;

  @Test
  void theEffectiveUserIsTheOwnerOfWhatThisProcessCreates() throws Exception {
    Path created = Files.createTempFile(tmp, "owner", "");
    assertEquals(Files.getAttribute(created, "unix:uid"), DirectoryTrust.effectiveUid());
  }

  @Test
  void createdDirectoriesAre0750ExistingOnesKeepTheirModeAndFilesAre0640() throws Exception {
    StateDirectory dir = StateDirectory.open(tmp.resolve("a/b/state"));
    for (Path p : List.of(tmp.resolve("a"), tmp.resolve("a/b"), tmp.resolve("a/b/state"))) {
      assertEquals("rwxr-x---", mode(p), p.toString());
    }
    dir.write("last-report.json", "{}\n");
    dir.appendLines("history.jsonl", "{}\n");
    dir.openLockFile("lock").close();
    for (String name : List.of("last-report.json", "history.jsonl", "lock")) {
      assertEquals("rw-r-----", mode(dir.file(name)), name);
    }

    Path strict = Files.createDirectory(tmp.resolve("strict"));
    Files.setPosixFilePermissions(strict, PosixFilePermissions.fromString("rwx------"));
    StateDirectory.open(strict);
    assertEquals("rwx------", mode(strict));
  }

  @Test
  void anAtomicWriteReplacesALinkInsteadOfWritingThroughIt() throws Exception {
    Path target = Files.writeString(tmp.resolve("target"), "precious\n");
    Path state = Files.createDirectory(tmp.resolve("state"));
    Files.createSymbolicLink(state.resolve("paused"), target);
    StateDirectory dir = StateDirectory.open(state);

    dir.write("paused", "paused at now\n");
    assertEquals("precious\n", Files.readString(target));
    assertFalse(Files.isSymbolicLink(state.resolve("paused")));
    assertEquals(Optional.of("paused at now\n"), dir.readString("paused"));
    try (var files = Files.list(state)) {
      assertEquals(List.of("paused"), files.map(f -> f.getFileName().toString()).toList(), "no temporary left");
    }
  }

  @Test
  void contentThatFailsHalfWayKeepsTheOldFileAndLeavesNoTemporary() throws Exception {
    Path state = Files.createDirectory(tmp.resolve("state"));
    StateDirectory dir = StateDirectory.open(state);
    dir.write("last-report.json", "{}\n");
    Content failing = out -> {
      out.write(new byte[200_000]); // past the write buffer: on disk already
      throw new java.io.IOException("No space left on device");
    };
    assertTrue(assertThrows(StateDirectoryException.class, () -> dir.write("last-report.json", failing))
        .getMessage().contains("No space left on device"));
    assertThrows(IllegalStateException.class, () -> dir.write("last-report.json", out -> {
      throw new IllegalStateException("a view's own fault");
    }));
    assertEquals(Optional.of("{}\n"), dir.readString("last-report.json"));
    try (var files = Files.list(state)) {
      assertEquals(List.of("last-report.json"), files.map(f -> f.getFileName().toString()).toList(),
          "no temporary left");
    }
  }

  @Test
  void readingAndLockingRefuseALinkAFifoAndAHardLink() throws Exception {
    Path target = Files.writeString(tmp.resolve("target"), "precious\n");
    Path state = Files.createDirectory(tmp.resolve("state"));
    Files.createSymbolicLink(state.resolve("marker"), target);
    TofuWorkspace.run(state, "mkfifo", "lock");
    Files.createLink(state.resolve("history.jsonl"), target);
    StateDirectory dir = StateDirectory.open(state);

    assertTrue(assertThrows(StateDirectoryException.class, () -> dir.readString("marker")).getMessage()
        .contains(state.resolve("marker") + " is a symbolic link"));
    assertTrue(assertThrows(StateDirectoryException.class, () -> dir.openLockFile("lock").close()).getMessage()
        .contains(state.resolve("lock") + " is not a regular file"), "refused, not a hang on the FIFO");
    assertTrue(assertThrows(StateDirectoryException.class, () -> dir.appendLines("history.jsonl", "{}\n"))
        .getMessage().contains("has 2 hard links"));
    assertEquals("precious\n", Files.readString(target));
    assertTrue(dir.exists("marker"), "a link is an entry; it is not followed");
  }

  @Test
  void appendingAfterATornLineStartsANewLine() throws Exception {
    StateDirectory dir = StateDirectory.open(tmp);
    Files.writeString(tmp.resolve("history.jsonl"), "{\"a\":1}\n{\"torn");
    dir.appendLines("history.jsonl", "{\"b\":2}\n");
    assertEquals(List.of("{\"a\":1}", "{\"torn", "{\"b\":2}"), Files.readAllLines(tmp.resolve("history.jsonl")));
  }

  @Test
  void deleteRemovesALinkNotWhatItPointsTo() throws Exception {
    Path target = Files.writeString(tmp.resolve("target"), "precious\n");
    Path state = Files.createDirectory(tmp.resolve("state"));
    Files.createSymbolicLink(state.resolve("paused"), target);
    StateDirectory dir = StateDirectory.open(state);
    assertTrue(dir.delete("paused"));
    assertFalse(dir.delete("paused"));
    assertFalse(Files.exists(state.resolve("paused"), LinkOption.NOFOLLOW_LINKS));
    assertEquals("precious\n", Files.readString(target));
  }

  @Test
  void aDirectorySwappedAfterTheCheckIsNotUsed() throws Exception {
    Path state = Files.createDirectory(tmp.resolve("state"));
    StateDirectory dir = StateDirectory.open(state);
    Files.move(state, tmp.resolve("moved"));
    Files.createDirectory(state);
    StateDirectoryException e = assertThrows(StateDirectoryException.class, () -> dir.write("x", "y"));
    assertTrue(e.getMessage().contains("the state directory " + state + " was replaced"), e.getMessage());
    assertFalse(Files.exists(state.resolve("x")));
  }

  @Test
  void anOsFailureKeepsTheOsReason() throws Exception {
    StateDirectory dir = StateDirectory.open(tmp);
    Files.createDirectory(tmp.resolve("report.json"));
    StateDirectoryException e = assertThrows(StateDirectoryException.class, () -> dir.write("report.json", "{}"));
    assertEquals("cannot write " + tmp.resolve("report.json") + ": Is a directory", e.getMessage());
  }

  @Test
  void onlyPlainNamesAreFilesInTheDirectory() throws Exception {
    StateDirectory dir = StateDirectory.open(tmp);
    for (String bad : List.of("../x", "a/b", "..", ".", "")) {
      assertThrows(IllegalArgumentException.class, () -> dir.write(bad, "x"), bad);
    }
  }

  @Test
  void aSuggestedPathIsOneShellWord() {
    assertEquals("/var/lib/stackdrift", DirectoryTrust.quote(Path.of("/var/lib/stackdrift")));
    assertEquals("'/srv/my state/it'\\''s'", DirectoryTrust.quote(Path.of("/srv/my state/it's")));
  }

  private static String mode(Path p) throws Exception {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
  }
}
