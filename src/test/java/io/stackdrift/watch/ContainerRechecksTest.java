package io.stackdrift.watch;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.events.StackEvent;
import io.stackdrift.process.Cancellation;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A watch's container check between cycles over a stand-in docker (no engine runs in the fast
 * loop): the projects asked for are checked again and their findings put into the last cycle's
 * report, the others kept as the cycle found them, never a plan; a project whose check fails is
 * unchecked, not shown as it was, and the report unknown until every project has been checked again.
 * WatchContainerEventsIT does the same against a real engine.
 */
class ContainerRechecksTest {
  private static final String NO_ENGINE = "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
      + "Is the docker daemon running?";
  /** The findings of shop's exited web container. */
  private static final List<String> STOPPED = List.of("shop web shop-web-1 not-running app", "shop web  replicas app");

  @Test
  void aCheckPutsTheFindingsOfTheProjectsItWasAskedForIntoTheLastReportAndPlansNothing(@TempDir Path tmp)
      throws Exception {
    try (ContainerWorkspace w = ContainerWorkspace.in(tmp)) {
      ContainerRechecks rechecks = w.rechecks();
      assertEquals(Set.of(), rechecks.check(Set.of("shop"), new Cancellation(), new Cancellation(), true),
          "before the first cycle there is nothing to check against");
      assertEquals(List.of(), w.docker.calls());
      assertEquals(OverallStatus.CLEAN, w.cycle(rechecks).report().status());
      assertEquals(Set.of("shop", "store"), rechecks.followed());
      long plans = w.plans();
      long storeChecks = w.docker.checksOf("store");
      long shopChecks = w.docker.checksOf("shop");
      w.docker.web("shop", false);
      w.docker.web("store", false); // not asked for: the report keeps what the cycle found

      Set<String> healed = rechecks.check(Set.of("shop"), new Cancellation(), new Cancellation(), true);

      DriftReport report = w.lastReport();
      assertAll(
          () -> assertEquals(Set.of(), healed, "no self-heal, no heal"),
          () -> assertEquals(1, w.published.size(), "the live outputs get the checked report"),
          () -> assertEquals(OverallStatus.DRIFTED, report.status()),
          () -> assertEquals(STOPPED, findings(report)),
          () -> assertEquals(List.of("app"), report.reconcileTargets()),
          () -> assertEquals("shop,store", report.runtime().projectRef(), "both projects, in the cycle's order"),
          () -> assertEquals("drifted", report.runtime().status()),
          () -> assertEquals(shopChecks + 1, w.docker.checksOf("shop")),
          () -> assertEquals(storeChecks, w.docker.checksOf("store"), "store was not checked again"),
          () -> assertEquals(plans, w.plans(), "a check between cycles never plans"),
          () -> assertEquals(1, rechecks.checks()),
          () -> assertTrue(w.log.contains("container events: project shop: not-running web (shop-web-1), replicas web"),
              w.log.toString()));
      assertEquals(List.of("advanced.drift.stack app converged container-event drifted 2",
          "advanced.drift.run drifted container-event"), described(w.events),
          "the owner's event (its plan's status, its containers' now) and a run event");

      rechecks.check(Set.of("shop"), new Cancellation(), new Cancellation(), true);

      assertAll(
          () -> assertEquals(2, w.published.size(), "every check is served"),
          () -> assertEquals(findings(report), findings(w.lastReport())),
          () -> assertEquals(2, w.events.size(), "findings that did not change are no event"),
          () -> assertEquals(2, rechecks.checks()));
    }
  }

  @Test
  void aProjectWhoseCheckFailsIsUncheckedAndTheReportUnknownUntilEveryProjectIsCheckedAgain(@TempDir Path tmp)
      throws Exception {
    try (ContainerWorkspace w = ContainerWorkspace.in(tmp)) {
      ContainerRechecks rechecks = w.rechecks();
      w.docker.web("shop", false);
      assertEquals(OverallStatus.DRIFTED, w.cycle(rechecks).report().status());
      w.docker.failing("shop", NO_ENGINE);

      rechecks.check(Set.of("shop"), new Cancellation(), new Cancellation(), true);

      DriftReport failed = w.lastReport();
      assertAll(
          () -> assertEquals(OverallStatus.UNKNOWN, failed.status()),
          () -> assertEquals(List.of(), findings(failed), "the finding it had is not shown as if still true"),
          () -> assertEquals("store", failed.runtime().projectRef(), "shop is unchecked now"),
          () -> assertEquals("unavailable", failed.runtime().status()),
          () -> assertEquals(List.of(new DriftReport.Subject("runtime-configuration", "unavailable", null,
              "project shop: " + NO_ENGINE)), failed.subjects()),
          () -> assertTrue(w.log.contains("container events: project shop: not checked: project shop: " + NO_ENGINE),
              w.log.toString()));
      assertEquals(List.of("advanced.drift.stack app converged container-event unavailable 0",
          "advanced.drift.run unknown container-event"), described(w.events));

      rechecks.check(Set.of("store"), new Cancellation(), new Cancellation(), true);
      assertEquals(OverallStatus.UNKNOWN, w.lastReport().status(), "shop is still unchecked");

      w.docker.failing("shop", null);
      rechecks.check(Set.of("shop"), new Cancellation(), new Cancellation(), true);

      DriftReport again = w.lastReport();
      assertAll(
          () -> assertEquals(OverallStatus.DRIFTED, again.status(), "every project checked again: known again"),
          () -> assertEquals(STOPPED, findings(again)),
          () -> assertEquals("shop,store", again.runtime().projectRef(), "in the cycle's order again"),
          () -> assertEquals("drifted", again.subjects().get(0).status()),
          () -> assertEquals(null, again.subjects().get(0).detail()));
    }
  }

  @Test
  void aCheckCutShortBySignalFindsNothingAndPublishesNothing(@TempDir Path tmp) throws Exception {
    try (ContainerWorkspace w = ContainerWorkspace.in(tmp)) {
      ContainerRechecks rechecks = w.rechecks();
      w.cycle(rechecks);
      Cancellation signal = new Cancellation();
      signal.cancel();
      w.docker.web("shop", false);

      assertEquals(Set.of(), rechecks.check(Set.of("shop"), signal, signal, true));

      assertEquals(List.of(), w.published);
      assertEquals(List.of(), w.events);
      assertEquals(0, rechecks.checks());
    }
  }

  private static List<String> findings(DriftReport report) {
    return report.nativeFindings().stream().map(f -> f.project() + " " + f.service() + " " + f.container() + " "
        + f.finding() + " " + f.stack()).toList();
  }

  /** Phase, stack, status and the check's attributes of each event. */
  private static List<String> described(List<StackEvent> events) {
    return events.stream().map(e -> (e.phase() + " " + e.attributes().getOrDefault("stackId", "") + " "
        + e.status() + " " + e.attributes().get("trigger") + " " + e.attributes().getOrDefault("containers", "")
        + " " + e.attributes().getOrDefault("containerFindings", "")).strip().replaceAll(" +", " ")).toList();
  }
}
