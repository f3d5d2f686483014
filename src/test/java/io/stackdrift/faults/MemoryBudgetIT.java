package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.cli.CliRun;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plans never hold more than the memory budget together (docs/detect.md, "Limits"). The stand-in tool
 * allocates and touches 100 MiB, holds it for a second and ends with a plan that shows no change; a
 * thread of the test reads the resident memory of every running stand-in from /proc, apart from
 * stackdrift's own figures, and keeps the largest sum it saw.
 */
class MemoryBudgetIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long MIB = 1L << 20;
  private static final long BUDGET = 250 * MIB;

  @Test
  void theRunningPlansStayWithinTheBudgetAndEveryStackIsPlanned(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    for (int i = 0; i < 6; i++) {
      ws.stack("s" + i, "s" + i, List.of(), TofuWorkspace.dataResource("v1"));
    }
    String marker = "mem-" + UUID.randomUUID();
    Path tool = TofuWorkspace.standIn(tmp, "tofu-holds-memory", "case \"$1\" in\n"
        + "  plan) exec perl -e 'my $x = \"\"; vec($x, 100 * 1024 * 1024 - 1, 8) = 1; "
        + "select(undef, undef, undef, 1.0); "
        + "print qq({\"type\":\"change_summary\",\"changes\":{\"add\":0,\"change\":0,\"remove\":0,"
        + "\"operation\":\"plan\"}}\\n);' " + marker + " ;;\n"
        + "  *) exit 0 ;;\nesac");

    try (Sampler sampler = new Sampler(marker)) {
      JsonNode first = detect(ws, tmp, tool);
      long firstPeak = sampler.peakBytes.getAndSet(0);
      int firstConcurrent = sampler.mostAtOnce.getAndSet(0);
      JsonNode second = detect(ws, tmp, tool);

      assertTrue(firstPeak <= BUDGET, "first run: " + firstPeak / MIB + " MiB running at once");
      assertEquals(1, firstConcurrent, "nothing known yet: 512 MiB expected each, so one at a time");
      assertTrue(sampler.peakBytes.get() <= BUDGET, "second run: " + sampler.peakBytes.get() / MIB + " MiB");
      assertEquals(2, sampler.mostAtOnce.get(), "the learned 100 MiB peaks let two run beside each other");
      for (JsonNode report : List.of(first, second)) {
        for (JsonNode s : report.path("stacks")) {
          assertEquals("converged", s.path("status").asText(), s.toString());
          assertTrue(s.path("peakRssBytes").asLong() >= 100 * MIB, "its peak is recorded: " + s);
        }
      }
    }
  }

  private static JsonNode detect(TofuWorkspace ws, Path tmp, Path tool) throws IOException {
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--tofu", tool.toString(),
        "--parallel", "4", "--memory-budget", "250MiB", "--state-dir", tmp.resolve("state").toString(), "--json");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().contains("wait for memory: the running plans are expected to hold"), run.err());
    return JSON.readTree(run.out());
  }

  /** Reads /proc every 20 ms: the summed VmRSS of the stand-ins running now, and how many run. */
  private static final class Sampler implements AutoCloseable {
    final AtomicLong peakBytes = new AtomicLong();
    final AtomicInteger mostAtOnce = new AtomicInteger();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private final String marker;

    Sampler(String marker) {
      this.marker = marker;
      timer.scheduleAtFixedRate(this::sample, 0, 20, TimeUnit.MILLISECONDS);
    }

    private void sample() {
      long sum = 0;
      int count = 0;
      try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
        for (Path p : procs) {
          long rss = rssOfStandIn(p);
          if (rss > 0) {
            sum += rss;
            count++;
          }
        }
      } catch (IOException e) {
        // a process went away while listing: the next sample counts again
      }
      peakBytes.accumulateAndGet(sum, Math::max);
      mostAtOnce.accumulateAndGet(count, Math::max);
    }

    private long rssOfStandIn(Path proc) {
      try {
        String cmdline = new String(Files.readAllBytes(proc.resolve("cmdline")), StandardCharsets.UTF_8);
        if (!cmdline.contains(marker)) {
          return 0;
        }
        for (String line : Files.readAllLines(proc.resolve("status"))) {
          if (line.startsWith("VmRSS:")) {
            return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
          }
        }
      } catch (IOException | RuntimeException e) {
        // ended between the listing and the read
      }
      return 0;
    }

    @Override
    public void close() throws InterruptedException {
      timer.shutdownNow();
      timer.awaitTermination(5, TimeUnit.SECONDS);
    }
  }
}
