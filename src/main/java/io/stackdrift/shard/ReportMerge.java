package io.stackdrift.shard;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.Times;
import io.stackdrift.status.ReportAssembly;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * {@code report merge} (contract §11): the shard reports of one selection joined into the report one
 * run over the whole selection would have written, equal to it except {@code runId}, {@code
 * detectedAt}, {@code durationMs} and {@code since}. Shards of different selections, workspaces or
 * tool versions, and a missing or repeated shard, are refused by name.
 */
public final class ReportMerge {
  /** One shard report and the name it was given by (its file). */
  public record Shard(String name, DriftReport report) {}

  /** The shards cannot be merged; the message is the whole user-facing line. */
  public static final class Refused extends Exception {
    Refused(String message) {
      super(message);
    }
  }

  private ReportMerge() {}

  public static DriftReport merge(List<Shard> given, String runId) throws Refused {
    if (given.isEmpty()) {
      throw new Refused("no shard report given");
    }
    for (Shard s : given) {
      if (s.report().shard() == null) {
        throw new Refused(s.name() + " is not a shard's report (it has no shard field); merge the reports of "
            + "detect --shard K/N");
      }
    }
    same(given, "planHash", r -> r.planHash());
    same(given, "shard.selection", r -> r.shard().selection());
    same(given, "shard.count", r -> Integer.toString(r.shard().count()));
    same(given, "stackId", r -> r.stackId());
    // a shard that ran no plan does not know the tool's version
    same(given.stream().filter(s -> !tofuVersion(s.report()).isEmpty()).toList(), "tool.tofuVersion",
        ReportMerge::tofuVersion);
    List<Shard> shards = everyShardOnce(given);
    List<StackEntry> stacks = stacksInRunOrder(shards);
    List<DriftReport> reports = shards.stream().map(Shard::report).toList();
    List<DriftReport.NativeFinding> findings = findings(shards);
    DriftReport parts = reports.get(0).toBuilder()
        .detectedAt(latest(shards))
        .stacks(stacks)
        .nativeFindings(findings)
        .runtime(MergedContainers.runtime(reports))
        .subjects(MergedContainers.subjects(reports, findings))
        .tool(tool(shards))
        .runId(runId)
        .mergedRunIds(shards.stream().map(s -> s.report().runId()).filter(Objects::nonNull).toList())
        .shard(null)
        .source(source(reports))
        .build();
    return ReportAssembly.derive(parts);
  }

  /** Refuses when {@code field} differs between two shards, naming both files and values. */
  private static void same(List<Shard> shards, String field, Function<DriftReport, String> value) throws Refused {
    if (shards.isEmpty()) {
      return;
    }
    String expected = value.apply(shards.get(0).report());
    for (Shard s : shards) {
      String actual = value.apply(s.report());
      if (!Objects.equals(expected, actual)) {
        throw new Refused("the shard reports differ in " + field + ": " + shards.get(0).name() + " has " + expected
            + ", " + s.name() + " has " + actual + "; merge the shards of one detect run over one selection");
      }
    }
  }

  /** The shards in index order, after checking that each of 1..N is there exactly once. */
  private static List<Shard> everyShardOnce(List<Shard> given) throws Refused {
    int count = given.get(0).report().shard().count();
    Map<Integer, List<Shard>> byIndex = new TreeMap<>();
    for (Shard s : given) {
      int index = s.report().shard().index();
      if (index < 1 || index > count) {
        throw new Refused(s.name() + " claims to be shard " + index + " of " + count + ", which does not exist");
      }
      byIndex.computeIfAbsent(index, i -> new ArrayList<>()).add(s);
    }
    List<String> problems = new ArrayList<>();
    List<Integer> missing = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      if (!byIndex.containsKey(i)) {
        missing.add(i);
      }
    }
    if (!missing.isEmpty()) {
      problems.add("missing shard" + (missing.size() == 1 ? " " : "s ")
          + missing.stream().map(String::valueOf).collect(Collectors.joining(", ")) + " of " + count);
    }
    byIndex.forEach((index, files) -> {
      if (files.size() > 1) {
        problems.add("shard " + index + " of " + count + " given " + files.size() + " times ("
            + files.stream().map(Shard::name).collect(Collectors.joining(", ")) + ")");
      }
    });
    if (!problems.isEmpty()) {
      throw new Refused(String.join("; ", problems) + "; give every shard's report exactly once");
    }
    return byIndex.values().stream().map(files -> files.get(0)).toList();
  }

  /** The union ordered by {@code runIndex}; a stack in two shards, or one without its index, is refused. */
  private static List<StackEntry> stacksInRunOrder(List<Shard> shards) throws Refused {
    Map<String, String> seenIn = new HashMap<>();
    List<StackEntry> all = new ArrayList<>();
    for (Shard s : shards) {
      for (StackEntry e : s.report().stacks()) {
        if (e.runIndex() == null) {
          throw new Refused(s.name() + ": stack " + e.stackId() + " has no runIndex (was it written with "
              + "--strict-v1?); shard reports need it to be merged");
        }
        String other = seenIn.putIfAbsent(e.stackId().toLowerCase(Locale.ROOT), s.name());
        if (other != null) {
          throw new Refused("stack " + e.stackId() + " is in both " + other + " and " + s.name()
              + "; the shards do not come from one partition");
        }
        all.add(e);
      }
    }
    all.sort(Comparator.comparingInt(StackEntry::runIndex));
    return all;
  }

  private static List<DriftReport.NativeFinding> findings(List<Shard> shards) {
    if (shards.stream().allMatch(s -> s.report().nativeFindings() == null)) {
      return null;
    }
    List<DriftReport.NativeFinding> all = new ArrayList<>();
    for (Shard s : shards) {
      if (s.report().nativeFindings() != null) {
        all.addAll(s.report().nativeFindings());
      }
    }
    return all;
  }

  /** The latest {@code detectedAt}: the merged run ended when its last shard did. */
  private static String latest(List<Shard> shards) {
    return shards.stream().map(s -> s.report().detectedAt()).max(Comparator.comparing(ReportMerge::instant))
        .orElseThrow();
  }

  private static Instant instant(String detectedAt) {
    return Times.orEpoch(detectedAt);
  }

  /** The first shard's tool, with the version of the tool the shards that planned ran. */
  private static DriftReport.Tool tool(List<Shard> shards) {
    DriftReport.Tool first = shards.get(0).report().tool();
    String version = shards.stream().map(s -> tofuVersion(s.report())).filter(v -> !v.isEmpty()).findFirst()
        .orElse("");
    return first == null ? new DriftReport.Tool("stackdrift", "", version)
        : new DriftReport.Tool(first.name(), first.version(), version);
  }

  /**
   * The revision the shards judged (contract §14): kept only when every shard names the same one, dirty
   * when any shard's tree was; shards of different revisions, or some outside git, name none.
   */
  private static DriftReport.Source source(List<DriftReport> reports) {
    DriftReport.Source first = reports.get(0).source();
    if (first == null || reports.stream().anyMatch(r -> r.source() == null
        || !first.revision().equals(r.source().revision()))) {
      return null;
    }
    boolean dirty = reports.stream().anyMatch(r -> r.source().dirty());
    return new DriftReport.Source(first.revision(), first.branch(), dirty, first.remote(), first.committedAt());
  }

  private static String tofuVersion(DriftReport r) {
    return r.tool() == null || r.tool().tofuVersion() == null ? "" : r.tool().tofuVersion();
  }
}
