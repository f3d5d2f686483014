package io.stackdrift.shard;

import io.stackdrift.report.StackEntry;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.report.StackStatus;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.Random;

/**
 * What sharding buys at scale, simulated with the product's own partition (contract §11): STACKS
 * stacks with plan durations drawn from a distribution, partitioned by the hash rule and by LPT over
 * the durations of the last run, each shard a runner planning PARALLEL at once, longest first, as
 * detect does with --durations. This run's durations differ from the last run's by a log-normal
 * factor (sigma NOISE), as real plans do from one night to the next. Run by scripts/bench/shard-sim
 * (it must be in this package, on the class path of target/classes, to reach ShardPartition).
 *
 * <p>Usage: ShardSim STACKS PARALLEL SEED NOISE DISTRIBUTION, DISTRIBUTION one of {@code loguniform}
 * (10 s to 10 min, log-uniform: most plans short) or {@code bimodal} (90 % 10-60 s, 10 % 5-10 min).
 */
public final class ShardSim {
  private static final int[] SHARDS = {1, 4, 16, 64};

  private ShardSim() {}

  public static void main(String[] args) {
    int stacks = Integer.parseInt(args[0]);
    int parallel = Integer.parseInt(args[1]);
    Random random = new Random(Long.parseLong(args[2]));
    double noise = Double.parseDouble(args[3]);
    String distribution = args[4];
    List<String> ids = new ArrayList<>();
    List<StackEntry> last = new ArrayList<>();
    long[] now = new long[stacks];
    long total = 0;
    long longest = 0;
    for (int i = 0; i < stacks; i++) {
      String id = String.format(Locale.ROOT, "stacks/team-%02d/stack-%04d", i % 37, i);
      long lastMs = draw(distribution, random);
      ids.add(id);
      last.add(StackEntry.builder().stackId(id).status(StackStatus.CONVERGED).durationMs(lastMs).build());
      now[i] = Math.max(1000, Math.round(lastMs * Math.exp(noise * random.nextGaussian())));
      total += now[i];
      longest = Math.max(longest, now[i]);
    }
    LongestFirst durations = LongestFirst.from(last);
    System.out.printf(Locale.ROOT, "%d stacks (%s), %d plans at once per runner, seed %s, noise %.2f; "
        + "work %.1f h, longest plan %.1f min%n", stacks, distribution, parallel, args[2], noise, total / 3.6e6,
        longest / 6e4);
    System.out.println("| shards | lower bound | hash | LPT | hash / bound | LPT / bound |");
    System.out.println("|---|---|---|---|---|---|");
    for (int n : SHARDS) {
      long bound = Math.max((total + (long) n * parallel - 1) / ((long) n * parallel), longest);
      long hash = makespan(ShardPartition.byHash(ids, n), n, ids, now, durations, parallel);
      long lpt = makespan(ShardPartition.longestFirst(ids, n, durations), n, ids, now, durations, parallel);
      System.out.printf(Locale.ROOT, "| %d | %s | %s | %s | %.2f | %.2f |%n", n, minutes(bound), minutes(hash),
          minutes(lpt), (double) hash / bound, (double) lpt / bound);
    }
  }

  private static long draw(String distribution, Random random) {
    return switch (distribution) {
      case "loguniform" -> Math.round(10_000 * Math.pow(60, random.nextDouble()));
      case "bimodal" -> random.nextDouble() < 0.9 ? 10_000 + random.nextInt(50_000) : 300_000 + random.nextInt(300_000);
      default -> throw new IllegalArgumentException("distribution: loguniform or bimodal, not " + distribution);
    };
  }

  /** The slowest shard: each plans its stacks on PARALLEL workers, started longest first by last run's durations. */
  private static long makespan(ShardPartition partition, int shards, List<String> ids, long[] now,
      LongestFirst durations, int parallel) {
    long slowest = 0;
    for (int k = 1; k <= shards; k++) {
      List<Integer> starts = durations.order(partition.indices(k), ids::get);
      PriorityQueue<Long> workers = new PriorityQueue<>(Comparator.naturalOrder());
      for (int w = 0; w < parallel; w++) {
        workers.add(0L);
      }
      long end = 0;
      for (int i : starts) {
        long done = workers.poll() + now[i];
        workers.add(done);
        end = Math.max(end, done);
      }
      slowest = Math.max(slowest, end);
    }
    return slowest;
  }

  private static String minutes(long ms) {
    return String.format(Locale.ROOT, "%.1f min", ms / 6e4);
  }
}
