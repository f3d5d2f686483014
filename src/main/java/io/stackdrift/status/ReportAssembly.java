package io.stackdrift.status;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a report says about itself as a whole (contract §6): {@code hasDrift}, {@code status},
 * {@code counts}, {@code reconcileTargets} and {@code health} (contract §16), derived only from the report's own fields (its stack
 * entries, its native findings with their owning stacks, its subjects), so that detect and
 * {@code report merge} reach the same result from the same entries.
 */
public final class ReportAssembly {
  private ReportAssembly() {}

  /**
   * The report with its derived fields set from its stacks and native side. A shard's report
   * ({@code shard} set) covers only its own stacks: its targets are partial, and a shard with no
   * stacks is {@code clean} (nothing selected is a question for the whole selection).
   */
  public static DriftReport derive(DriftReport parts) {
    List<StackEntry> entries = RunHealth.stacks(parts);
    DriftRules.NativeState nativeState = nativeState(parts);
    OverallStatus status = parts.shard() != null && entries.isEmpty() && !nativeState.drifted()
        && !nativeState.unavailable() ? OverallStatus.CLEAN
        : DriftRules.overallStatus(entries, remoteOwnedModules(entries), nativeState);
    return parts.toBuilder()
        .stacks(entries)
        .health(RunHealth.of(parts, entries))
        .hasDrift(nativeState.drifted())
        .status(status)
        .counts(counts(entries))
        .reconcileTargets(DriftRules.reconcileTargets(entries, nativeState))
        .build();
  }

  /** Stacks per status, every status named, in the enum's order. */
  static Map<String, Integer> counts(List<StackEntry> entries) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (StackStatus s : StackStatus.values()) {
      counts.put(s.json(), (int) entries.stream().filter(e -> e.status() == s).count());
    }
    return counts;
  }

  /**
   * The native side as the report records it: drift is any finding, unavailable any subject that
   * says so, owners the findings' stacks, unowned a finding without one.
   */
  static DriftRules.NativeState nativeState(DriftReport report) {
    List<DriftReport.NativeFinding> findings = report.nativeFindings() == null ? List.of() : report.nativeFindings();
    Set<String> owners = new HashSet<>();
    boolean unowned = false;
    for (DriftReport.NativeFinding f : findings) {
      if (f.owner().isEmpty()) {
        unowned = true;
      } else {
        owners.add(f.owner());
      }
    }
    boolean unavailable = report.subjects() != null
        && report.subjects().stream().anyMatch(s -> "unavailable".equals(s.status()));
    return new DriftRules.NativeState(!findings.isEmpty(), unavailable, Set.copyOf(owners), unowned);
  }

  /** Modules whose pending stacks say a remote operations process owns them: they need no local root. */
  private static Set<String> remoteOwnedModules(List<StackEntry> entries) {
    Set<String> modules = new HashSet<>();
    for (StackEntry e : entries) {
      if (e.status() == StackStatus.PENDING_ROOT && PendingRoots.REMOTE_OWNED.equals(e.detail())
          && e.moduleRef() != null) {
        modules.add(e.moduleRef());
      }
    }
    return modules;
  }
}
