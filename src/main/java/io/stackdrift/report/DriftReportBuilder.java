package io.stackdrift.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link DriftReport} field by field, so that code setting a few fields does not change
 * when the report gains one. A new builder starts with the schema's constants; lists are copied on
 * {@link #build()}.
 */
public final class DriftReportBuilder {
  private String schemaVersion = DriftReport.SCHEMA_VERSION;
  private String mode = "advanced";
  private String generationTarget = "terramate";
  private boolean hasDrift;
  private String planHash;
  private DriftReport.Runtime runtime;
  private List<DriftReport.Subject> subjects;
  private String stackId;
  private String detectedAt;
  private OverallStatus status;
  private List<StackEntry> stacks = List.of();
  private List<String> reconcileTargets;
  private List<DriftReport.NativeFinding> nativeFindings;
  private Map<String, Integer> counts;
  private DriftReport.Tool tool;
  private String runId;
  private List<String> mergedRunIds;
  private DriftReport.Shard shard;
  private DriftReport.Source source;
  private Health health;

  DriftReportBuilder() {}

  DriftReportBuilder(DriftReport r) {
    schemaVersion = r.schemaVersion();
    mode = r.mode();
    generationTarget = r.generationTarget();
    hasDrift = r.hasDrift();
    planHash = r.planHash();
    runtime = r.runtime();
    subjects = r.subjects();
    stackId = r.stackId();
    detectedAt = r.detectedAt();
    status = r.status();
    stacks = r.stacks();
    reconcileTargets = r.reconcileTargets();
    nativeFindings = r.nativeFindings();
    counts = r.counts();
    tool = r.tool();
    runId = r.runId();
    mergedRunIds = r.mergedRunIds();
    shard = r.shard();
    source = r.source();
    health = r.health();
  }

  public DriftReportBuilder schemaVersion(String value) {
    schemaVersion = value;
    return this;
  }

  public DriftReportBuilder mode(String value) {
    mode = value;
    return this;
  }

  public DriftReportBuilder generationTarget(String value) {
    generationTarget = value;
    return this;
  }

  public DriftReportBuilder hasDrift(boolean value) {
    hasDrift = value;
    return this;
  }

  public DriftReportBuilder planHash(String value) {
    planHash = value;
    return this;
  }

  public DriftReportBuilder runtime(DriftReport.Runtime value) {
    runtime = value;
    return this;
  }

  public DriftReportBuilder subjects(List<DriftReport.Subject> value) {
    subjects = value;
    return this;
  }

  public DriftReportBuilder stackId(String value) {
    stackId = value;
    return this;
  }

  public DriftReportBuilder detectedAt(String value) {
    detectedAt = value;
    return this;
  }

  public DriftReportBuilder status(OverallStatus value) {
    status = value;
    return this;
  }

  public DriftReportBuilder stacks(List<StackEntry> value) {
    stacks = value;
    return this;
  }

  public DriftReportBuilder reconcileTargets(List<String> value) {
    reconcileTargets = value;
    return this;
  }

  public DriftReportBuilder nativeFindings(List<DriftReport.NativeFinding> value) {
    nativeFindings = value;
    return this;
  }

  public DriftReportBuilder counts(Map<String, Integer> value) {
    counts = value;
    return this;
  }

  public DriftReportBuilder tool(DriftReport.Tool value) {
    tool = value;
    return this;
  }

  public DriftReportBuilder runId(String value) {
    runId = value;
    return this;
  }

  public DriftReportBuilder mergedRunIds(List<String> value) {
    mergedRunIds = value;
    return this;
  }

  public DriftReportBuilder shard(DriftReport.Shard value) {
    shard = value;
    return this;
  }

  public DriftReportBuilder source(DriftReport.Source value) {
    source = value;
    return this;
  }

  /** The run's health, the worst of its stacks' (contract §16); null: not judged. */
  public DriftReportBuilder health(Health value) {
    health = value;
    return this;
  }

  public DriftReport build() {
    return new DriftReport(schemaVersion, mode, generationTarget, hasDrift, planHash, runtime, copy(subjects), stackId,
        detectedAt, status, copy(stacks), copy(reconcileTargets), withStackPaths(nativeFindings), counts, tool, runId,
        copy(mergedRunIds), shard, source, health);
  }

  /** Each finding with its owning stack's path, where the report's stacks give one (contract §7). */
  private List<DriftReport.NativeFinding> withStackPaths(List<DriftReport.NativeFinding> findings) {
    if (findings == null) {
      return null;
    }
    Map<String, String> paths = new HashMap<>();
    if (stacks != null) {
      stacks.forEach(e -> paths.putIfAbsent(e.stackId(), e.runtimeRoot()));
    }
    return copy(findings.stream().map(f -> f.stackPath() != null || f.owner().isEmpty() ? f
        : f.withStackPath(paths.get(f.stack()))).toList());
  }

  /** An unmodifiable copy; null (a field left out) stays null. */
  private static <T> List<T> copy(List<T> list) {
    return list == null ? null : Collections.unmodifiableList(new ArrayList<>(list));
  }
}
