package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.CheckStatus;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.HealthCheck;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import io.stackdrift.report.Summary;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every view shows health apart from sync (contract §16): a degraded converged stack of a clean run. */
class HealthViewsTest {
  private static final HealthCheck FAILED = new HealthCheck("check.enough_replicas", CheckStatus.FAIL,
      "too few replicas | <b>");

  private static final DriftReport CLEAN_BUT_DEGRADED = ViewFixtures.report(OverallStatus.CLEAN, List.of(
      stack("app", Health.HEALTHY, List.of()),
      stack("db", Health.DEGRADED, List.of(FAILED))), null, List.of(), null, List.of()).toBuilder()
      .health(Health.DEGRADED).build();

  private static StackEntry stack(String id, Health health, List<HealthCheck> checks) {
    return ViewFixtures.stack(id, id, "workload", StackStatus.CONVERGED, new Summary(0, 0, 0), 10, null, null)
        .toBuilder().health(health).checks(checks).build();
  }

  @Test
  void theTableSaysNoDriftAndThenWhatIsDegraded() {
    String out = new HumanView(false).render(CLEAN_BUT_DEGRADED);
    assertTrue(out.startsWith(HumanView.NO_DRIFT), out);
    assertTrue(out.contains("Degraded: .stackkit/runtime/db: check.enough_replicas fail: too few replicas | <b>\n"),
        out);
    assertFalse(out.contains("runtime/app:"), "a healthy stack is not listed: " + out);
  }

  @Test
  void aDriftedRunMarksTheRowToo() {
    DriftReport drifted = CLEAN_BUT_DEGRADED.toBuilder().status(OverallStatus.DRIFTED).build();
    String out = new HumanView(false).render(drifted);
    assertTrue(out.lines().anyMatch(l -> l.startsWith("converged") && l.contains("runtime/db")
        && l.contains("degraded")), out);
    assertTrue(out.lines().noneMatch(l -> l.contains("runtime/app") && l.contains("degraded")), out);
  }

  @Test
  void markdownMarksTheStatusCellAndListsTheChecks() {
    String md = new MarkdownView().render(CLEAN_BUT_DEGRADED);
    assertTrue(md.contains("| converged \u26A0 degraded | .stackkit/runtime/db |"), md);
    assertTrue(md.contains("### Health: degraded\n\n- .stackkit/runtime/db: check.enough\\_replicas fail: too few "
        + "replicas \\| \\<b\\>\n"), md);
  }

  @Test
  void junitHasAHealthFailureBesideTheSyncResult() {
    String xml = new JUnitView().render(CLEAN_BUT_DEGRADED);
    assertTrue(xml.contains("<testcase classname=\"db\" name=\".stackkit/runtime/db\" time=\"0.010\">\n"
        + "    <system-out>stack id db\n</system-out>\n  </testcase>"), "the sync result passes: " + xml);
    assertTrue(xml.contains("name=\".stackkit/runtime/db" + JUnitView.HEALTH_SUFFIX + "\""), xml);
    assertTrue(xml.contains("<failure message=\"degraded: 1 check did not pass\" type=\"health\">"
        + "check.enough_replicas fail: too few replicas | &lt;b&gt;\n</failure>"), xml);
    assertTrue(xml.contains("failures=\"1\""), xml);
  }

  @Test
  void prometheusHasHealthAndFailedChecksPerStack() {
    String text = new PrometheusView().render(CLEAN_BUT_DEGRADED, null, Instant.EPOCH);
    assertTrue(text.contains("stackdrift_stack_health{stack_id=\"app\",stack_path=\".stackkit/runtime/app\"} 1\n"),
        text);
    assertTrue(text.contains("stackdrift_stack_health{stack_id=\"db\",stack_path=\".stackkit/runtime/db\"} 0\n"),
        text);
    assertTrue(text.contains("stackdrift_checks_failed{stack_id=\"db\",stack_path=\".stackkit/runtime/db\"} 1\n"),
        text);
    StackEntry notJudged = ViewFixtures.stack("old", "old", "workload", StackStatus.FAILED, null, 0, "x", null);
    assertTrue(new PrometheusView().render(CLEAN_BUT_DEGRADED.withStacks(List.of(notJudged)), null, Instant.EPOCH)
        .contains("stackdrift_stack_health{stack_id=\"old\",stack_path=\".stackkit/runtime/old\"} -1\n"));
  }

  @Test
  void theHtmlPageTagsTheStackAndTheHistoryDrawsADegradedCellApart() {
    List<StatusChange> history = List.of(
        new StatusChange("2026-11-29T10:00:00Z", "db", null, "converged").withHealth("healthy"),
        new StatusChange("2026-11-29T11:00:00Z", "db", "converged", "drifted").withHealth("healthy"),
        new StatusChange("2026-11-29T11:30:00Z", "db", "drifted", "converged").withHealth("degraded"));
    String html = new HtmlView().render(RunOutcome.saved(CLEAN_BUT_DEGRADED, Optional.of(history)));
    assertTrue(html.contains("<span class=\"tag health-degraded\">\u26A0 degraded</span>"), html);
    assertTrue(html.contains("<code>check.enough_replicas</code> fail: too few replicas | &lt;b&gt;"), html);
    assertTrue(html.contains("<g class=\"cell degraded\"><title>.stackkit/runtime/db \u00B7 2026-11-29 11:30:00 UTC "
        + "\u00B7 converged, degraded</title>"), html);
    assertTrue(html.contains("<g class=\"cell\"><title>.stackkit/runtime/db \u00B7 2026-11-29 11:00:00 UTC "
        + "\u00B7 drifted</title>"), "a drifted cell is drawn as before: " + html);
    assertTrue(html.contains(">C!</text></g>"), "the degraded cell's letter says it without colour");
  }
}
