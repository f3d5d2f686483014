package io.stackdrift.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.GeneratedCode;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A stack event and the run event say which generated code is outdated (contract §15), never what it holds. */
class GeneratedCodeEventsTest {
  private static StackEntry stack(String path, StackStatus status, GeneratedCode code) {
    return StackEntry.builder().stackId(path).role("app").moduleRef(path).siteRef("local").nodeRef("vm")
        .runtimeRoot(path).status(status).durationMs(1).runIndex(0).generatedCode(code).build();
  }

  private static final GeneratedCode OUTDATED = GeneratedCode.outdated(List.of(
      new GeneratedCode.File("backend.tf", "update"), new GeneratedCode.File("providers.tf", "create")));

  @Test
  void theStackEventCarriesTheStatusAndTheFiles() {
    Map<String, String> a = EventAttributes.of(stack("/stacks/a", StackStatus.FAILED, OUTDATED));
    assertEquals("outdated", a.get("generatedCode"));
    assertEquals("backend.tf (update), providers.tf (create)", a.get("generatedFiles"));
  }

  @Test
  void aStackWithCurrentCodeHasNeitherAttribute() {
    Map<String, String> a = EventAttributes.of(stack("/stacks/a", StackStatus.CONVERGED, null));
    assertFalse(a.containsKey("generatedCode") || a.containsKey("generatedFiles"), a.toString());
  }

  @Test
  void theRunEventNamesTheStacksWithOutdatedCode() {
    DriftReport report = DriftReport.builder().stackId("w").status(OverallStatus.UNKNOWN).planHash("sha256:0")
        .detectedAt("2026-11-29T12:00:00Z").stacks(List.of(stack("/stacks/a", StackStatus.FAILED, OUTDATED),
            stack("/stacks/b", StackStatus.CONVERGED, null), stack("/stacks/c", StackStatus.DRIFTED, OUTDATED)))
        .build();
    assertEquals("/stacks/a,/stacks/c", RunEvent.of(report, "r", true, Instant.EPOCH).attributes()
        .get("generatedCodeOutdated"));
    assertFalse(RunEvent.of(report.withStacks(List.of(stack("/stacks/b", StackStatus.CONVERGED, null))), "r", true,
        Instant.EPOCH).attributes().containsKey("generatedCodeOutdated"));
  }
}
