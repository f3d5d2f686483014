package io.stackdrift.status;

import io.stackdrift.report.Health;
import io.stackdrift.report.HealthCheck;
import io.stackdrift.report.Redactor;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.tofu.PlanCheck;
import io.stackdrift.tofu.PlanDocument;
import io.stackdrift.tofu.PlanResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a stack's health is decided from the plan that decided its status (contract §16): from
 * the check blocks and conditions the plan itself evaluated, never from a process of its own.
 * Health never changes the status.
 */
public final class StackHealth {
  private StackHealth() {}

  /**
   * The entry with its health: {@code degraded} when a check or condition failed, whatever the plan's
   * end; otherwise {@code unknown} when the plan did not give a status it can be judged with (it did
   * not finish, or failed) or a check's result is known only after apply; otherwise {@code healthy}.
   * Messages pass {@code redactor}.
   */
  public static StackEntry judged(StackEntry entry, PlanResult plan, Redactor redactor) {
    List<HealthCheck> checks = planChecks(plan).stream().map(c -> check(c, redactor)).toList();
    return entry.toBuilder().health(health(entry.status(), checks)).checks(checks).build();
  }

  static Health health(StackStatus status, List<HealthCheck> checks) {
    if (checks.stream().anyMatch(c -> c.status().failed())) {
      return Health.DEGRADED;
    }
    if (status != StackStatus.CONVERGED && status != StackStatus.DRIFTED || !checks.isEmpty()) {
      return Health.UNKNOWN;
    }
    return Health.HEALTHY;
  }

  /**
   * The stream's checks, and where the plan was shown anyway, the document's: it names checks in
   * modules by their full address, so its entry wins over the stream's for the same address.
   */
  static List<PlanCheck> planChecks(PlanResult plan) {
    PlanDocument.Details document = plan.shown() == null ? null : plan.shown().document();
    if (document == null || document.checks().isEmpty()) {
      return plan.facts().checks();
    }
    List<PlanCheck> all = new ArrayList<>(document.checks());
    Set<String> shown = new HashSet<>();
    document.checks().forEach(c -> shown.add(c.address()));
    plan.facts().checks().stream().filter(c -> !shown.contains(c.address())).forEach(all::add);
    return all;
  }

  private static HealthCheck check(PlanCheck c, Redactor redactor) {
    return new HealthCheck(c.address(), c.status(), redactor.redact(c.message()));
  }
}
