package io.stackdrift.shard;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.Sha256;
import io.stackdrift.schedule.LongestFirst;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Which shard plans which stack (contract §11), computed only from what every shard is given (the
 * selection, the shard count, the {@code --durations} report), never from local state, so that N
 * runs on N machines agree without talking to each other.
 */
public final class ShardPartition {
  private final int[] shardOf;

  private ShardPartition(int[] shardOf) {
    this.shardOf = shardOf;
  }

  /** LPT over {@code durations} when given (the {@code --durations} report), else the hash of each id. */
  public static ShardPartition of(List<Stack> selection, int count, LongestFirst durations) {
    List<String> ids = selection.stream().map(Stack::id).toList();
    return durations == null ? byHash(ids, count) : longestFirst(ids, count, durations);
  }

  /** {@code 1 + (first 8 bytes of sha256(lower-case id), big-endian unsigned) mod N}. */
  static ShardPartition byHash(List<String> ids, int count) {
    int[] shardOf = new int[ids.size()];
    for (int i = 0; i < ids.size(); i++) {
      shardOf[i] = hashShard(ids.get(i), count);
    }
    return new ShardPartition(shardOf);
  }

  static int hashShard(String stackId, int count) {
    byte[] digest = Sha256.of(stackId.toLowerCase(Locale.ROOT));
    long first8 = 0;
    for (int b = 0; b < 8; b++) {
      first8 = (first8 << 8) | (digest[b] & 0xff);
    }
    return 1 + (int) Long.remainderUnsigned(first8, count);
  }

  /**
   * Longest processing time first: by known duration descending (a stack the report does not know
   * counts as the longest known one; when none is known every stack counts the same), ties in run
   * order; each goes to the shard with the smallest total so far, the lowest index on ties.
   */
  static ShardPartition longestFirst(List<String> ids, int count, LongestFirst durations) {
    long longest = ids.stream().map(durations::knownMs).filter(ms -> ms != null).mapToLong(Long::longValue)
        .max().orElse(1);
    long[] weight = new long[ids.size()];
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < ids.size(); i++) {
      Long known = durations.knownMs(ids.get(i));
      weight[i] = known != null ? known : longest;
      order.add(i);
    }
    order.sort(Comparator.comparingLong((Integer i) -> -weight[i]).thenComparingInt(i -> i));
    long[] total = new long[count];
    int[] shardOf = new int[ids.size()];
    for (int i : order) {
      int lightest = 0;
      for (int s = 1; s < count; s++) {
        if (total[s] < total[lightest]) {
          lightest = s;
        }
      }
      total[lightest] += weight[i];
      shardOf[i] = lightest + 1;
    }
    return new ShardPartition(shardOf);
  }

  /** The run indices (positions in the selection) that shard {@code index} plans, ascending. */
  public List<Integer> indices(int index) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < shardOf.length; i++) {
      if (shardOf[i] == index) {
        out.add(i);
      }
    }
    return out;
  }

  /** The shard (1-based) of the stack at run index {@code i}. */
  public int shardOf(int i) {
    return shardOf[i];
  }

}
