package io.stackdrift.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Builds a {@link StackEntry} field by field, so that code setting a few fields does not change
 * when the entry gains one. {@link #resources} keeps at most {@link StackEntry#MAX_RESOURCES} and
 * sets {@code resourcesTotal} when it cuts.
 */
public final class StackEntryBuilder {
  private String stackId;
  private String role;
  private String moduleRef;
  private String siteRef;
  private String nodeRef;
  private String runtimeRoot;
  private StackStatus status;
  private Integer planExitCode;
  private Summary summary;
  private long durationMs;
  private String detail;
  private String reason;
  private DriftCause driftCause;
  private List<IgnoredChange> ignored;
  private Boolean perpetual;
  private List<Resource> resources;
  private Integer resourcesTotal;
  private Details details;
  private Long peakRssBytes;
  private Integer runIndex;
  private String since;
  private String name;
  private Health health;
  private List<HealthCheck> checks;
  private Boolean stalled;
  private StackEntry.ChangedAt changedAt;
  private GeneratedCode generatedCode;
  private String appliedRevision;

  StackEntryBuilder() {}

  StackEntryBuilder(StackEntry e) {
    stackId = e.stackId();
    role = e.role();
    moduleRef = e.moduleRef();
    siteRef = e.siteRef();
    nodeRef = e.nodeRef();
    runtimeRoot = e.runtimeRoot();
    status = e.status();
    planExitCode = e.planExitCode();
    summary = e.summary();
    durationMs = e.durationMs();
    detail = e.detail();
    reason = e.reason();
    driftCause = e.driftCause();
    ignored = e.ignored();
    perpetual = e.perpetual();
    resources = e.resources();
    resourcesTotal = e.resourcesTotal();
    details = e.details();
    peakRssBytes = e.peakRssBytes();
    runIndex = e.runIndex();
    since = e.since();
    name = e.name();
    health = e.health();
    checks = e.checks();
    stalled = e.stalled();
    changedAt = e.changedAt();
    generatedCode = e.generatedCode();
    appliedRevision = e.appliedRevision();
  }

  public StackEntryBuilder stackId(String value) {
    stackId = value;
    return this;
  }

  public StackEntryBuilder role(String value) {
    role = value;
    return this;
  }

  public StackEntryBuilder moduleRef(String value) {
    moduleRef = value;
    return this;
  }

  public StackEntryBuilder siteRef(String value) {
    siteRef = value;
    return this;
  }

  public StackEntryBuilder nodeRef(String value) {
    nodeRef = value;
    return this;
  }

  public StackEntryBuilder runtimeRoot(String value) {
    runtimeRoot = value;
    return this;
  }

  public StackEntryBuilder status(StackStatus value) {
    status = value;
    return this;
  }

  public StackEntryBuilder planExitCode(Integer value) {
    planExitCode = value;
    return this;
  }

  public StackEntryBuilder summary(Summary value) {
    summary = value;
    return this;
  }

  public StackEntryBuilder durationMs(long value) {
    durationMs = Math.max(0, value); // a duration measured across a step of the clock is never negative
    return this;
  }

  public StackEntryBuilder detail(String value) {
    detail = value;
    return this;
  }

  public StackEntryBuilder reason(String value) {
    reason = value;
    return this;
  }

  public StackEntryBuilder driftCause(DriftCause value) {
    driftCause = value;
    return this;
  }

  public StackEntryBuilder ignored(List<IgnoredChange> value) {
    ignored = value;
    return this;
  }

  public StackEntryBuilder perpetual(Boolean value) {
    perpetual = value;
    return this;
  }

  /**
   * The plan's resource changes, null for none, in address order; more than the cap are cut and
   * counted in {@code resourcesTotal}.
   */
  public StackEntryBuilder resources(List<Resource> given) {
    // sorted before the cut, so the same resources are kept on every run of the same plan
    List<Resource> value = given == null ? null : given.stream().sorted(Resource.BY_ADDRESS).toList();
    if (value != null && value.size() > StackEntry.MAX_RESOURCES) {
      resources = value.subList(0, StackEntry.MAX_RESOURCES);
      resourcesTotal = value.size();
    } else {
      resources = value;
      resourcesTotal = null;
    }
    return this;
  }

  /** How many resource changes the plan had when {@code resources} holds fewer; null when it holds them all. */
  public StackEntryBuilder resourcesTotal(Integer value) {
    resourcesTotal = value;
    return this;
  }

  public StackEntryBuilder runIndex(Integer value) {
    runIndex = value;
    return this;
  }

  /** What the stack's resources say of their attributes (contract §4b); null for a stack without a plan. */
  public StackEntryBuilder details(Details value) {
    details = value;
    return this;
  }

  /** The peak resident memory of the stack's plan, its whole process tree; null when not measured. */
  public StackEntryBuilder peakRssBytes(Long value) {
    peakRssBytes = value;
    return this;
  }

  public StackEntryBuilder since(String value) {
    since = value;
    return this;
  }

  /** The stack block's {@code name}; null or blank when not set (left out of the report). */
  public StackEntryBuilder name(String value) {
    name = value == null || value.isBlank() ? null : value;
    return this;
  }

  /** The stack's health (contract §16); null: not judged (left out of the report). */
  public StackEntryBuilder health(Health value) {
    health = value;
    return this;
  }

  /** The checks that did not pass, in any order (the entry keeps them in address order); null or empty: none. */
  public StackEntryBuilder checks(List<HealthCheck> value) {
    checks = value == null || value.isEmpty() ? null : value;
    return this;
  }

  /** Self-heal left the stack alone (contract §16); null: not stalled. */
  public StackEntryBuilder stalled(Boolean value) {
    stalled = value;
    return this;
  }

  /** The newest commit that changed what the stack's plan reads (contract §14); null: unknown. */
  public StackEntryBuilder changedAt(StackEntry.ChangedAt value) {
    changedAt = value;
    return this;
  }

  /** The stack's outdated generated code (extension, contract §15); null: none known. */
  public StackEntryBuilder generatedCode(GeneratedCode value) {
    generatedCode = value;
    return this;
  }

  /** The revision a heal or a reconcile last applied to the stack (extension, contract §14); null: none known. */
  public StackEntryBuilder appliedRevision(String value) {
    appliedRevision = value;
    return this;
  }

  public StackEntry build() {
    return new StackEntry(stackId, role, moduleRef, siteRef, nodeRef, runtimeRoot, status, planExitCode, summary,
        durationMs, detail, reason, driftCause, copy(ignored), perpetual, copy(resources), resourcesTotal, details, peakRssBytes, runIndex,
        since, name, health, copy(checks), stalled, changedAt, generatedCode,
        appliedRevision);
  }

  private static <T> List<T> copy(List<T> list) {
    return list == null ? null : Collections.unmodifiableList(new ArrayList<>(list));
  }
}
