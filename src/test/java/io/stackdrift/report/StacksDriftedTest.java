package io.stackdrift.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code jq .stacksDrifted} answers what people mean by {@code jq .hasDrift}: {@code hasDrift} stays
 * container drift only (the v1 format), {@code stacksDrifted} says whether any stack drifted.
 */
class StacksDriftedTest {
  private static DriftReport report(StackStatus status) {
    StackEntry e = StackEntry.builder().stackId("s").runtimeRoot("stacks/s").status(status).durationMs(1).build();
    return DriftReport.builder().hasDrift(false).planHash("sha256:0").stackId("w").detectedAt("2026-12-04T00:00:00Z")
        .status(status == StackStatus.DRIFTED ? OverallStatus.DRIFTED : OverallStatus.CLEAN).stacks(List.of(e))
        .reconcileTargets(List.of()).counts(Map.of(status.json(), 1)).build();
  }

  @Test
  void aDriftedStackMakesStacksDriftedTrueWhileHasDriftStaysContainerDrift() throws Exception {
    JsonNode drifted = Json.MAPPER.readTree(Json.pretty(report(StackStatus.DRIFTED)));
    assertEquals(false, drifted.get("hasDrift").asBoolean());
    assertEquals(true, drifted.get("stacksDrifted").asBoolean());
    JsonNode clean = Json.MAPPER.readTree(Json.pretty(report(StackStatus.CONVERGED)));
    assertEquals(false, clean.get("stacksDrifted").asBoolean());
  }

  @Test
  void strictV1LeavesItOutAndAReportReadBackStillReads() throws Exception {
    DriftReport drifted = report(StackStatus.DRIFTED);
    assertFalse(Json.MAPPER.readTree(Json.pretty(drifted.strict())).has("stacksDrifted"));
    DriftReport back = Json.REPORT_READER.readValue(Json.pretty(drifted));
    assertEquals(Boolean.TRUE, back.stacksDrifted());
  }
}
