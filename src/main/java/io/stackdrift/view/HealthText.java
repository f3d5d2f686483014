package io.stackdrift.view;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.HealthCheck;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * How the views tell health apart from sync (contract §16): the mark beside a stack's status, and one
 * line per check that did not pass. Text from the report passes the view's own escaping.
 */
final class HealthText {
  static final String DEGRADED = "degraded";
  static final String UNKNOWN = "health unknown";

  private HealthText() {}

  /**
   * {@code degraded}; {@code health unknown} for a stack whose plan answered but a check is known only
   * after apply (a failed or pending stack's health is unknown without saying); else empty.
   */
  static String mark(StackEntry e) {
    if (e.health() == Health.DEGRADED) {
      return DEGRADED;
    }
    boolean answered = e.status() == StackStatus.CONVERGED || e.status() == StackStatus.DRIFTED;
    return e.health() == Health.UNKNOWN && answered && !e.checksOrNone().isEmpty() ? UNKNOWN : "";
  }

  /** The stacks whose health is degraded, in report order. */
  static List<StackEntry> degraded(DriftReport report) {
    return report.stacks().stream().filter(e -> e.health() == Health.DEGRADED).toList();
  }

  /** {@code ADDRESS STATUS: MESSAGE} (the message's first line), each part through {@code literal}. */
  static String check(HealthCheck c, UnaryOperator<String> literal) {
    String message = ReportText.firstLine(c.message());
    return literal.apply(c.address()) + " " + c.status().json() + (message.isEmpty() ? "" : ": "
        + literal.apply(message));
  }

  /** {@code Degraded: LABEL: ADDRESS STATUS: MESSAGE}, one line per check of each degraded stack. */
  static List<String> lines(DriftReport report, StackNames names, UnaryOperator<String> literal) {
    List<String> out = new ArrayList<>();
    for (StackEntry e : degraded(report)) {
      String label = literal.apply(names.label(e.stackId()));
      if (e.checksOrNone().isEmpty()) {
        out.add("Degraded: " + label);
      }
      for (HealthCheck c : e.checksOrNone()) {
        out.add("Degraded: " + label + ": " + check(c, literal));
      }
    }
    if (out.isEmpty() && report.health() == Health.DEGRADED) {
      out.add("Degraded: an unhealthy container that no stack owns");
    }
    return out;
  }
}
