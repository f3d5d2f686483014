package io.stackdrift.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Sizes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The automatic memory budget from the files the kernel gives. This machine kind mounts cgroup v1
 * for memory (cgroup v2 only as the unified, controller-less hierarchy), so no cgroup v2 directory
 * with memory.max can be made here: the files of /proc and of a cgroup v2 mount are written under a
 * temporary root instead, as a container with a memory limit has them.
 */
class MemoryLimitsTest {
  private static final String MOUNTINFO = "24 1 0:21 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw\n";

  @Test
  void aCgroupLimitLessWhatTheCgroupUsesIsTheBudget(@TempDir Path root) throws IOException {
    files(root, "0::/kubepods/pod1/c1\n", MOUNTINFO, "MemAvailable:   16000000 kB\n");
    Path cgroup = Files.createDirectories(root.resolve("sys/fs/cgroup/kubepods/pod1/c1"));
    Files.writeString(cgroup.resolve("memory.max"), "2147483648\n");
    Files.writeString(cgroup.resolve("memory.current"), "536870912\n");

    MemoryLimits.Budget b = MemoryLimits.auto(root);

    assertEquals((2L << 30) - (512L << 20), b.bytes(), b.source());
    assertTrue(b.source().contains("cgroup memory.max 2.0 GiB"), b.source());
  }

  @Test
  void aCgroupUsingLessThanTheReserveKeepsTheReserve(@TempDir Path root) throws IOException {
    files(root, "0::/\n", MOUNTINFO, "");
    Files.createDirectories(root.resolve("sys/fs/cgroup"));
    Files.writeString(root.resolve("sys/fs/cgroup/memory.max"), "1073741824\n");
    Files.writeString(root.resolve("sys/fs/cgroup/memory.current"), "1048576\n");
    assertEquals((1L << 30) - MemoryLimits.RESERVE_BYTES, MemoryLimits.auto(root).bytes());
  }

  @Test
  void withoutACgroupLimitMemAvailableLessTheReserve(@TempDir Path root) throws IOException {
    files(root, "0::/user.slice\n", MOUNTINFO, "MemTotal: 4000000 kB\nMemAvailable:    3145728 kB\n");
    Path cgroup = Files.createDirectories(root.resolve("sys/fs/cgroup/user.slice"));
    Files.writeString(cgroup.resolve("memory.max"), "max\n");

    MemoryLimits.Budget b = MemoryLimits.auto(root);

    assertEquals((3L << 30) - MemoryLimits.RESERVE_BYTES, b.bytes(), b.source());
    assertTrue(b.source().contains("MemAvailable 3.0 GiB"), b.source());
  }

  @Test
  void cgroupV1AloneMeansMemAvailable(@TempDir Path root) throws IOException {
    files(root, "4:memory:/process_api/x\n0::/\n", "30 1 0:25 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n",
        "MemAvailable: 1048576 kB\n");
    assertEquals((1L << 30) - MemoryLimits.RESERVE_BYTES, MemoryLimits.auto(root).bytes());
  }

  @Test
  void thisMachinesBudgetIsAFigure() {
    MemoryLimits.Budget b = MemoryLimits.of(io.stackdrift.config.MemoryBudget.AUTO, "detect.memory_budget");
    assertTrue(b.bytes() > 0, b.source());
  }

  @Test
  void sizesAreWholeNumbersWithBinaryUnits() {
    assertEquals(2L << 30, Sizes.parse("2GiB"));
    assertEquals(1500L << 20, Sizes.parse("1500M"));
    assertEquals(800L << 20, Sizes.parse("800 MiB"));
    assertEquals(4096, Sizes.parse("4096"));
    assertEquals(3L << 10, Sizes.parse("3k"));
    assertThrows(IllegalArgumentException.class, () -> Sizes.parse("1.5G"));
    assertThrows(IllegalArgumentException.class, () -> Sizes.parse("lots"));
    assertThrows(IllegalArgumentException.class, () -> Sizes.parse("999999999999999T"));
    assertEquals("1.5 GiB", Sizes.format(3L << 29));
    assertEquals("600 MiB", Sizes.format(600L << 20));
  }

  private static void files(Path root, String cgroup, String mountinfo, String meminfo) throws IOException {
    Files.createDirectories(root.resolve("proc/self"));
    Files.writeString(root.resolve("proc/self/cgroup"), cgroup);
    Files.writeString(root.resolve("proc/self/mountinfo"), mountinfo);
    Files.writeString(root.resolve("proc/meminfo"), meminfo);
  }
}
