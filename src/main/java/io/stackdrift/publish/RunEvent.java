package io.stackdrift.publish;

import io.stackdrift.events.StackEvent;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackStatus;
import io.stackdrift.view.StackNames;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A run's identity and its closing event (contract §7): written after the report and every other
 * output, it tells the platform that the run with this id is complete, how it ended and whether
 * anything changed.
 */
public final class RunEvent {
  private RunEvent() {}

  /** A new run id: a random (version 4) UUID, unique without any coordination between hosts. */
  public static String newRunId() {
    return UUID.randomUUID().toString();
  }

  /** The revision judged (contract §14): {@code revision} (40 hex) and {@code dirty}; nothing outside git. */
  private static void revision(DriftReport report, Map<String, String> attributes) {
    if (report.source() != null) {
      attributes.put("revision", report.source().revision());
      attributes.put("dirty", Boolean.toString(report.source().dirty()));
    }
  }

  /** {@code generatedCodeOutdated}: the paths of the stacks whose generated code is outdated (contract §15), if any. */
  private static void generatedCode(DriftReport report, StackNames names, Map<String, String> attributes) {
    List<String> outdated = report.stacks().stream().filter(e -> e.generatedCode() != null
        && !e.generatedCode().files().isEmpty()).map(e -> names.path(e.stackId())).toList();
    if (!outdated.isEmpty()) {
      attributes.put("generatedCodeOutdated", String.join(",", outdated));
    }
  }

  /** {@code changed}: whether any stack's or the overall status changed since the last known state. */
  public static StackEvent of(DriftReport report, String runId, boolean changed, Instant at) {
    String status = report.status().json();
    Map<String, String> a = new LinkedHashMap<>();
    a.put("runId", runId);
    a.put("stacks", Integer.toString(report.stacks().size()));
    for (StackStatus s : StackStatus.values()) {
      a.put(s.json(), Long.toString(report.stacks().stream().filter(e -> e.status() == s).count()));
    }
    List<String> targets = report.reconcileTargets() == null ? List.of() : report.reconcileTargets();
    a.put("reconcileTargets", String.join(",", targets));
    StackNames names = StackNames.of(report);
    a.put("reconcileTargetPaths", String.join(",", targets.stream().map(names::path).toList()));
    a.put("changed", Boolean.toString(changed));
    generatedCode(report, names, a);
    revision(report, a);
    return new StackEvent(at.truncatedTo(ChronoUnit.MILLIS).toString(), StackEvent.RUN_PHASE, status,
        "advanced drift run " + runId + " " + status, a);
  }
}
