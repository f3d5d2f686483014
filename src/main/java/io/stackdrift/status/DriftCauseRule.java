package io.stackdrift.status;

import io.stackdrift.report.DriftCause;
import io.stackdrift.tofu.ResourceChange;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The cause of a drifted stack, exactly as contract §4 words it. D: the addresses of the
 * {@code resource_drift} messages; C: the planned changes (after ignore rules) without data sources
 * and without {@code read}/{@code noop}. {@code external} when C is not empty and holds no
 * configuration change; {@code config} when no change in C is on an address in D; {@code both}
 * otherwise; {@code unknown} without a complete JSON stream.
 */
public final class DriftCauseRule {
  private static final Set<String> CONFIG_ACTIONS = Set.of("move", "import", "forget");
  private static final Set<String> CONFIG_REASONS = Set.of("requested", "replace_triggered_by", "tainted");
  private static final Set<String> NOT_CHANGES = Set.of("read", "noop");

  private DriftCauseRule() {}

  /** {@code changes}: the plan's resource messages, drift and planned, ignored ones already left out. */
  public static DriftCause of(List<ResourceChange> changes, boolean completeStream) {
    if (!completeStream) {
      return DriftCause.UNKNOWN;
    }
    Map<String, String> driftActions = new HashMap<>();
    changes.stream().filter(ResourceChange::drift).forEach(d -> driftActions.put(d.address(), d.action()));
    List<ResourceChange> planned = changes.stream().filter(c -> counts(c)).toList();
    boolean anyConfig = planned.stream().anyMatch(c -> isConfigurationChange(c, driftActions));
    boolean anyOnDrift = planned.stream().anyMatch(c -> driftActions.containsKey(c.address()));
    if (!planned.isEmpty() && !anyConfig) {
      return DriftCause.EXTERNAL;
    }
    return anyOnDrift ? DriftCause.BOTH : DriftCause.CONFIG;
  }

  /** A planned change of a managed resource that does something. */
  static boolean counts(ResourceChange c) {
    return !c.drift() && !c.dataSource() && !NOT_CHANGES.contains(c.action());
  }

  static boolean isConfigurationChange(ResourceChange c, Map<String, String> driftActions) {
    if (CONFIG_ACTIONS.contains(c.action()) || c.moved() || c.importing()) {
      return true;
    }
    if (c.reason().startsWith("delete_because_") || CONFIG_REASONS.contains(c.reason())) {
      return true;
    }
    String drift = driftActions.get(c.address());
    return drift == null || !answers(drift, c);
  }

  /** Drift {@code delete} is answered by {@code create}; {@code update} by an update or a forced replace. */
  private static boolean answers(String driftAction, ResourceChange c) {
    return switch (driftAction) {
      case "delete" -> c.action().equals("create");
      case "update" -> c.action().equals("update")
          || (c.action().equals("replace") && (c.reason().isEmpty() || c.reason().equals("cannot_update")));
      default -> false;
    };
  }
}
