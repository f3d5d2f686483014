package io.stackdrift.detect;

import io.stackdrift.discovery.Stack;
import io.stackdrift.shard.ShardPartition;
import io.stackdrift.shard.ShardSpec;
import io.stackdrift.status.IgnoreRules;
import io.stackdrift.tofu.TofuTool;
import io.stackdrift.workspace.Workspace;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * What one detect run decides before its first plan, made once and read by every step after: the
 * selection, the run indices this run checks (the whole selection, or its shard's part), the ignore
 * rules in force today, the tool with its environment and redactor, and the settings with the
 * configuration applied (parallelism, timeout, init, details, the memory the plans may hold at once).
 */
public record RunDecisions(List<Stack> selected, List<Integer> checked, IgnoreRules ignoreRules, TofuTool tool,
    EffectiveSettings settings) {

  public RunDecisions {
    selected = List.copyOf(selected);
    checked = List.copyOf(checked);
  }

  public static RunDecisions of(Workspace ws, List<Stack> selected, DetectSettings settings, Map<String, String> env) {
    ShardSpec shard = settings.shard();
    List<Integer> checked = shard == null ? IntStream.range(0, selected.size()).boxed().toList()
        : ShardPartition.of(selected, shard.count(), settings.durations()).indices(shard.index());
    return new RunDecisions(selected, checked, IgnoreRules.of(ws.config().ignore(), LocalDate.now(ZoneOffset.UTC)),
        ws.tofu(env, settings.tofu()), EffectiveSettings.of(settings, ws.config()));
  }
}
