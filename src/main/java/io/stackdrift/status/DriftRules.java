package io.stackdrift.status;

import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** How stack results combine into a report's overall status and reconcile targets (contract §6). */
public final class DriftRules {
  private DriftRules() {}

  /** The native (container) side of a run. */
  public record NativeState(boolean drifted, boolean unavailable, Set<String> owningStacks, boolean unowned) {
    public static final NativeState NONE = new NativeState(false, false, Set.of(), false);
  }

  /**
   * drifted when a stack drifted or native drift was found; otherwise unknown when no stack was
   * selected (nothing was checked: a typo in a filter must not look green), a stack failed, a
   * pending stack needs a local root, or the native check was unavailable; otherwise clean.
   */
  public static OverallStatus overallStatus(List<StackEntry> entries, Set<String> remoteOwnedModules,
      NativeState nativeState) {
    if (nativeState.drifted() || entries.stream().anyMatch(e -> e.status() == StackStatus.DRIFTED)) {
      return OverallStatus.DRIFTED;
    }
    if (entries.isEmpty()) {
      return OverallStatus.UNKNOWN;
    }
    boolean unknown = nativeState.unavailable() || entries.stream().anyMatch(e ->
        e.status() == StackStatus.FAILED
            || (e.status() == StackStatus.PENDING_ROOT && needsLocalRoot(e, remoteOwnedModules)));
    return unknown ? OverallStatus.UNKNOWN : OverallStatus.CLEAN;
  }

  static boolean needsLocalRoot(StackEntry e, Set<String> remoteOwnedModules) {
    return !"host".equals(e.role()) && !remoteOwnedModules.contains(e.moduleRef());
  }

  /**
   * In run order: every drifted stack and every stack owning drifted containers; unowned native
   * drift adds every core and workload stack that is not pending.
   */
  public static List<String> reconcileTargets(List<StackEntry> entries, NativeState nativeState) {
    Set<String> targets = new LinkedHashSet<>();
    for (StackEntry e : entries) {
      boolean drifted = e.status() == StackStatus.DRIFTED;
      boolean ownsDrift = nativeState.owningStacks().contains(e.stackId());
      boolean forced = nativeState.unowned() && e.status() != StackStatus.PENDING_ROOT
          && ("core".equals(e.role()) || "workload".equals(e.role()));
      if (drifted || ownsDrift || forced) {
        targets.add(e.stackId());
      }
    }
    return new ArrayList<>(targets);
  }
}
