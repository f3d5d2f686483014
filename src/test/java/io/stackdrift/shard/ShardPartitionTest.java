package io.stackdrift.shard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.schedule.LongestFirst;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The partition of contract §11 as tables: the hash rule, LPT over a durations report, K/N and auto. */
class ShardPartitionTest {

  /** Values computed outside Java (Python's hashlib), pinned so that the rule cannot drift. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      # stack id    | shard for N = 1, 2, 3, 4, 16, 64
      app           | 1 2 1 4 12 12
      Core-Network  | 1 2 1 2 2 2
      s00           | 1 2 2 4 8 24
      s01           | 1 1 3 3 11 27
      web/frontend  | 1 2 2 4 4 36
      """)
  void hashRule(String id, String shards) {
    int[] counts = {1, 2, 3, 4, 16, 64};
    String[] expected = shards.strip().split(" ");
    for (int i = 0; i < counts.length; i++) {
      assertEquals(Integer.parseInt(expected[i]), ShardPartition.hashShard(id, counts[i]), id + " of " + counts[i]);
    }
  }

  @Test
  void hashRuleAsTheContractWordsIt() throws Exception {
    for (int i = 0; i < 500; i++) {
      String id = "Stack-" + i;
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(id.toLowerCase(Locale.ROOT)
          .getBytes(StandardCharsets.UTF_8));
      BigInteger first8 = new BigInteger(1, Arrays.copyOf(digest, 8));
      for (int n : new int[] {1, 3, 7, 64}) {
        assertEquals(1 + first8.mod(BigInteger.valueOf(n)).intValue(), ShardPartition.hashShard(id, n));
      }
    }
  }

  /**
   * A stack is {@code id:ms} with {@code ms} its duration in the durations report, {@code -} when the
   * report does not have it, or {@code failed} when it has it as failed (no known duration).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      # case                                      | N | selection in run order            | shard of each
      longest first, lightest shard, low index  | 2 | a:100 b:300 c:200 d:50            | a=2 b=1 c=2 d=1
      a missing stack counts as the longest     | 2 | a:100 b:- c:300 d:200             | a=2 b=1 c=2 d=1
      a failed stack is not known either        | 2 | a:100 b:failed c:300 d:200        | a=2 b=1 c=2 d=1
      nothing known: equal weights, round robin | 2 | a:- b:- c:- d:- e:-               | a=1 b=2 c=1 d=2 e=1
      more shards than stacks leaves some empty | 4 | a:10 b:20                         | a=2 b=1
      one shard takes everything                | 1 | a:10 b:- c:5                      | a=1 b=1 c=1
      ties keep run order                       | 3 | a:60 b:60 c:60 d:60 e:60 f:60     | a=1 b=2 c=3 d=1 e=2 f=3
      ids compare without case                  | 2 | A:10 b:30                         | A=2 b=1
      """)
  void longestProcessingTimeFirst(String name, int count, String selection, String expected) {
    List<String> ids = new ArrayList<>();
    List<StackEntry> report = new ArrayList<>();
    for (String stack : selection.strip().split("\\s+")) {
      String[] f = stack.split(":");
      ids.add(f[0]);
      if (f[1].equals("failed")) {
        report.add(entry(f[0], StackStatus.FAILED, 0));
      } else if (!f[1].equals("-")) {
        report.add(entry(f[0].toLowerCase(Locale.ROOT), StackStatus.CONVERGED, Long.parseLong(f[1])));
      }
    }
    ShardPartition partition = ShardPartition.longestFirst(ids, count, LongestFirst.from(report));
    Map<String, Integer> actual = new LinkedHashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      actual.put(ids.get(i), partition.shardOf(i));
    }
    assertEquals(expected, actual.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(" ")));
  }

  @Test
  void everyStackInExactlyOneShardAndIndicesInRunOrder() {
    List<String> ids = IntStream.range(0, 200).mapToObj(i -> "s" + i).toList();
    for (ShardPartition p : List.of(ShardPartition.byHash(ids, 7),
        ShardPartition.longestFirst(ids, 7, LongestFirst.from(List.of())))) {
      Map<Integer, Integer> seen = new HashMap<>();
      for (int k = 1; k <= 7; k++) {
        List<Integer> mine = p.indices(k);
        assertEquals(mine.stream().sorted().toList(), mine);
        mine.forEach(i -> assertEquals(null, seen.put(i, 0), "index " + i + " in two shards"));
      }
      assertEquals(ids.size(), seen.size());
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      # --shard | environment (NAME=value, space-separated)         | shard or error
      2/4       | -                                                  | 2/4
      1/1       | -                                                  | 1/1
      0/4       | -                                                  | error: --shard 0/4: K must be in 1..4 and N at least 1
      5/4       | -                                                  | error: --shard 5/4: K must be in 1..4 and N at least 1
      x/4       | -                                                  | error: --shard x/4: K is 'x', not a whole number
      4         | -                                                  | error: --shard is '4'; use K/N (for example 2/4) or auto
      auto      | CI_NODE_INDEX=2 CI_NODE_TOTAL=3                    | 2/3
      auto      | CI_NODE_INDEX=2 CI_NODE_TOTAL=3 JOB_COMPLETION_INDEX=0 STACKDRIFT_SHARD_COUNT=9 | 2/3
      auto      | JOB_COMPLETION_INDEX=0 STACKDRIFT_SHARD_COUNT=4    | 1/4
      auto      | JOB_COMPLETION_INDEX=3 STACKDRIFT_SHARD_COUNT=4    | 4/4
      auto      | JOB_COMPLETION_INDEX=4 STACKDRIFT_SHARD_COUNT=4    | error: --shard auto: JOB_COMPLETION_INDEX=4 with STACKDRIFT_SHARD_COUNT=4 is not a shard of 1..4
      auto      | JOB_COMPLETION_INDEX=1                             | error: --shard auto needs STACKDRIFT_SHARD_COUNT (set it to the Job's completions)
      auto      | CI_NODE_INDEX=1                                    | error: --shard auto needs CI_NODE_TOTAL (GitLab sets it with 'parallel:')
      auto      | -                                                  | error: --shard auto found neither CI_NODE_INDEX/CI_NODE_TOTAL (GitLab parallel:) nor JOB_COMPLETION_INDEX with STACKDRIFT_SHARD_COUNT (Kubernetes Indexed Job); pass --shard K/N
      """)
  void shardFlag(String flag, String environment, String expected) {
    Map<String, String> env = new HashMap<>();
    if (environment != null) {
      for (String pair : environment.strip().split("\\s+")) {
        env.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
      }
    }
    if (expected.startsWith("error: ")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ShardSpec.parse(flag, env));
      assertEquals(expected.substring("error: ".length()), e.getMessage());
    } else {
      ShardSpec spec = ShardSpec.parse(flag, env);
      assertEquals(expected, spec.toString());
      assertTrue(spec.lockName().equals("lock.shard-" + spec.index() + "-of-" + spec.count()));
    }
  }

  private static StackEntry entry(String id, StackStatus status, long ms) {
    return StackEntry.builder().stackId(id).role("workload").status(status).durationMs(ms).build();
  }
}
