package io.stackdrift.publish;

import io.stackdrift.events.StackEvent;
import io.stackdrift.report.StackEntry;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;

/** The event of one stack entry (contract §7). Attributes never carry the detail. */
public final class EventAttributes {
  private EventAttributes() {}

  public static Map<String, String> of(StackEntry e) {
    Map<String, String> a = identity(e, e.durationMs());
    if (e.planExitCode() != null) {
      a.put("planExitCode", Integer.toString(e.planExitCode()));
    }
    if (e.summary() != null) {
      a.put("add", Long.toString(e.summary().add()));
      a.put("change", Long.toString(e.summary().change()));
      a.put("destroy", Long.toString(e.summary().destroy()));
      putIfCounted(a, "import", e.summary().imports());
      putIfCounted(a, "forget", e.summary().forget());
      putIfCounted(a, "actions", e.summary().actions());
    }
    if (e.driftCause() != null) {
      a.put("driftCause", e.driftCause().json());
    }
    if (e.markedPerpetual()) {
      a.put("perpetual", "true");
    }
    if (e.health() != null) {
      a.put("health", e.health().json()); // apart from the status (contract §16); never a check's message
    }
    if (e.generatedCode() != null && !e.generatedCode().files().isEmpty()) {
      // file names only, as the detail says them (contract §15); never a file's content
      a.put("generatedCode", e.generatedCode().status());
      a.put("generatedFiles", e.generatedCode().listed());
    }
    Long external = e.attributeChanges(true);
    if (external != null) {
      // counts only: a value never leaves the report in an event (contract §4b)
      a.put("externalAttributes", Long.toString(external));
      a.put("configAttributes", Long.toString(e.attributeChanges(false)));
    }
    return a;
  }

  /** The extension counts are attributes only when not zero, as in the report. */
  private static void putIfCounted(Map<String, String> a, String name, long count) {
    if (count > 0) {
      a.put(name, Long.toString(count));
    }
  }

  /** Which stack it is and how long the step took: what every event of a stack carries. */
  public static Map<String, String> identity(StackEntry e, long durationMs) {
    Map<String, String> a = new LinkedHashMap<>();
    a.put("stackId", e.stackId());
    a.put("role", e.role());
    a.put("moduleRef", e.moduleRef());
    a.put("siteRef", e.siteRef());
    a.put("nodeRef", e.nodeRef());
    a.put("runtimeRoot", e.runtimeRoot());
    a.put("durationMs", Long.toString(durationMs));
    return a;
  }

  public static StackEvent event(StackEntry e, Instant at) {
    String status = e.status().json();
    return new StackEvent(at.truncatedTo(ChronoUnit.MILLIS).toString(), StackEvent.DETECT_PHASE, status,
        "advanced drift stack " + e.stackId() + " " + status, of(e));
  }
}
