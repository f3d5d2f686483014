package io.stackdrift.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * The peak resident memory of a tool's process tree (docs/detect.md, "Limits"), sampled from
 * {@code /proc} at a bounded rate while the tool runs (the same listing keeps the tree for the kill
 * path): the sum over the tool and its descendants
 * of each one's {@code VmHWM}, its own high-water mark, so a sample taken after a process's peak
 * still sees it. Processes that peak at different times are counted at their peaks together: an
 * upper bound, which is what a memory budget needs. A tool that ends before the first sample has
 * no figure.
 */
final class MemoryPeak {
  /**
   * Far apart enough that listing the tree costs nothing a plan would notice (it is the one /proc
   * scan while a tool runs), close enough for a plan of a second.
   */
  static final long INTERVAL_NANOS = 250_000_000L;
  /** The first sample comes early: a plan of a tenth of a second has a figure too. */
  static final long FIRST_NANOS = 50_000_000L;

  private long next;
  private long peak;

  MemoryPeak(long startNanos) {
    this.next = startNanos + FIRST_NANOS;
  }

  /**
   * Samples when the interval has passed: lists the tool's descendants once, adds them to {@code
   * tree} (the processes a kill must reach, also after they left the tool) and sums their marks.
   */
  void sampleIfDue(Process process, Set<ProcessHandle> tree, long nowNanos) {
    if (nowNanos < next) {
      return;
    }
    next = nowNanos + INTERVAL_NANOS;
    long sum = highWaterMark(process.pid());
    for (ProcessHandle h : (Iterable<ProcessHandle>) process.descendants()::iterator) {
      tree.add(h);
      sum += highWaterMark(h.pid());
    }
    peak = Math.max(peak, sum);
  }

  /** The peak in bytes, 0 when never sampled. */
  long bytes() {
    return peak;
  }

  /** {@code VmHWM} of {@code /proc/<pid>/status} in bytes; 0 when the process is gone or has none. */
  static long highWaterMark(long pid) {
    try {
      for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
        if (line.startsWith("VmHWM:")) {
          return kilobytes(line.substring("VmHWM:".length())) * 1024;
        }
      }
    } catch (IOException | RuntimeException e) {
      // gone between the listing and the read
    }
    return 0;
  }

  private static long kilobytes(String field) {
    String digits = field.strip();
    int space = digits.indexOf(' ');
    return Long.parseLong(space < 0 ? digits : digits.substring(0, space));
  }
}
