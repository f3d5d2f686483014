package io.stackdrift.status;

import io.stackdrift.container.FindingKind;
import io.stackdrift.report.CheckStatus;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.HealthCheck;
import io.stackdrift.report.StackEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * Health as a report records it (contract §16), from its own fields only, so that detect and
 * {@code report merge} agree: an unhealthy container makes its owning stack {@code degraded} (one
 * check per container), one that no stack owns the run; a stack the report does not judge
 * (no plan ran, or an older report) is {@code unknown}; the run is the worst of its stacks.
 */
final class RunHealth {
  static final String UNHEALTHY = FindingKind.UNHEALTHY.json();

  private RunHealth() {}

  /** The stacks with their health, unhealthy containers counted. */
  static List<StackEntry> stacks(DriftReport report) {
    List<DriftReport.NativeFinding> unhealthy = unhealthy(report);
    List<StackEntry> out = new ArrayList<>();
    for (StackEntry e : report.stacks()) {
      out.add(withContainers(e, unhealthy.stream().filter(f -> f.owner().equals(e.stackId())).toList()));
    }
    return out;
  }

  /** The run's health: the worst of its stacks', degraded by an unhealthy container no stack owns. */
  static Health of(DriftReport report, List<StackEntry> stacks) {
    if (unhealthy(report).stream().anyMatch(f -> f.owner().isEmpty())) {
      return Health.DEGRADED;
    }
    if (stacks.isEmpty() && report.shard() != null) {
      return Health.HEALTHY; // a shard with no stacks judged nothing that could be unhealthy
    }
    return Health.worst(stacks.stream().map(StackEntry::healthOrUnknown).toList());
  }

  private static StackEntry withContainers(StackEntry e, List<DriftReport.NativeFinding> containers) {
    List<HealthCheck> checks = new ArrayList<>(e.checksOrNone());
    for (DriftReport.NativeFinding f : containers) {
      HealthCheck c = new HealthCheck("container." + f.project() + "." + f.service() + "." + f.container(),
          CheckStatus.FAIL, "container " + f.container() + " of service " + f.service() + " is unhealthy");
      if (!checks.contains(c)) {
        checks.add(c); // derived again on a merge: never twice
      }
    }
    Health health = containers.isEmpty() ? e.healthOrUnknown() : Health.DEGRADED;
    return e.toBuilder().health(health).checks(checks).build();
  }

  private static List<DriftReport.NativeFinding> unhealthy(DriftReport report) {
    return report.nativeFindings() == null ? List.of()
        : report.nativeFindings().stream().filter(f -> UNHEALTHY.equals(f.finding())).toList();
  }
}
