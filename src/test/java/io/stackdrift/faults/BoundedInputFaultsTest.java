package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.cli.CliRun;
import io.stackdrift.discovery.Stack;
import io.stackdrift.testing.Nodes;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.PlanHash;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile or huge workspace files stay within bounds (contract §9): a catastrophic regular
 * expression, nested replaces that grow without end, a configuration file that is a device or a
 * FIFO, and a 64 GiB sparse file in a stack. Each was a hang, an out-of-memory death or 15 minutes
 * of hashing. The time limits only guard against a hang; they measure nothing.
 */
class BoundedInputFaultsTest {
  private static final Duration HANG = Duration.ofSeconds(60);

  @Test
  void aCatastrophicRegularExpressionIsEvaluatedInLinearTime(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp, "  name = tm_replace(\"" + "a".repeat(5000) + "!\", \"/(a+)+$/\", \"x\")\n");
    CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("list", "--json", "-C", ws.toString()));
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("\"name\" : \"" + "a".repeat(5000) + "!\"")
        || run.out().contains("\"name\": \"" + "a".repeat(5000) + "!\""), "no match, nothing replaced");
  }

  @Test
  void nestedReplacesThatGrowWithoutEndAreOneErrorNotOutOfMemory(@TempDir Path tmp) throws Exception {
    String expression = "\"aaaa\"";
    for (int i = 0; i < 12; i++) {
      expression = "tm_replace(" + expression + ", \"a\", \"aaaaaaaaaaaaaaaa\")"; // 16^12 characters at the end
    }
    Path ws = workspace(tmp, "  name = " + expression + "\n");
    assertTrue(Files.size(ws.resolve("app/stack.tm.hcl")) < 600, "a small file");
    CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("list", "-C", ws.toString()));
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("app/stack.tm.hcl:2:"), run.err());
    assertTrue(run.err().contains("larger than 1 MiB"), run.err());
    assertFalse(run.err().contains("OutOfMemoryError") || run.err().contains("Exception"), run.err());
  }

  @Test
  void aConfigurationFileLinkedToADeviceIsRefusedUnread(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp, "");
    Files.createSymbolicLink(ws.resolve("stackdrift.toml"), Path.of("/dev/zero"));
    CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("list", "-C", ws.toString()));
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("stackdrift.toml: cannot read configuration: not a regular file"), run.err());
  }

  @Test
  void aConfigurationFileThatIsAFifoIsRefusedWithoutWaiting(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp, "");
    Nodes.fifo(ws.resolve("stackdrift.toml"));
    CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("list", "-C", ws.toString()));
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("not a regular file"), run.err());
  }

  @Test
  void aConfigurationFileOverTheLimitIsRefused(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp, "");
    try (RandomAccessFile big = new RandomAccessFile(ws.resolve("stackdrift.toml").toFile(), "rw")) {
      big.setLength(64L * 1024 * 1024 * 1024); // sparse: no disk used
    }
    CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("list", "-C", ws.toString()));
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("larger than 1 MiB"), run.err());
  }

  @Test
  void aHugeSparseFileInAStackIsHashedBySizeAndTimeNotRead(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp, "");
    Path sparse = ws.resolve("app/disk.img");
    try (RandomAccessFile big = new RandomAccessFile(sparse.toFile(), "rw")) {
      big.setLength(64L * 1024 * 1024 * 1024); // reading this whole took 15 minutes
    }
    Workspace loaded = WorkspaceLoader.load(ws);
    List<Stack> stacks = loaded.stacks();
    String first = assertTimeoutPreemptively(HANG, () -> PlanHash.of(stacks, stacks));
    FileTime written = Files.getLastModifiedTime(sparse);
    try (RandomAccessFile big = new RandomAccessFile(sparse.toFile(), "rw")) {
      big.seek(1024L * 1024 * 1024);
      big.write(1); // other bytes, the same size
    }
    Files.setLastModifiedTime(sparse, written);
    assertEquals(first, PlanHash.of(stacks, stacks), "the bytes of a file over the limit are not read");
    Files.setLastModifiedTime(sparse, FileTime.from(Instant.parse("2026-01-02T00:00:00Z")));
    assertNotEquals(first, PlanHash.of(stacks, stacks), "a file over the limit counts by its modification time");
  }

  @Test
  void hashingStopsWhenTheRunIsCancelled(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp, "");
    for (int i = 0; i < 3; i++) {
      Files.writeString(ws.resolve("app/f" + i + ".tf"), "# " + i);
    }
    List<Stack> stacks = WorkspaceLoader.load(ws).stacks();
    assertNotEquals(PlanHash.of(stacks, stacks), PlanHash.of(stacks, stacks, () -> true),
        "a cancelled hash stops before the files");
  }

  private static Path workspace(Path tmp, String stackBody) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path dir = Files.createDirectories(ws.root().resolve("app"));
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n" + stackBody + "}\n");
    Files.writeString(dir.resolve("main.tf"), TofuWorkspace.dataResource("v1"));
    return ws.root();
  }
}
