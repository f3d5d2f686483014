package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A {@code stackkit.drift-report/v1} report (contract §7). {@code reconcileTargets}, {@code runId},
 * {@code mergedRunIds}, {@code native}, {@code counts}, {@code tool}, {@code shard}, {@code source} (contract §14)
 * and {@code health} (the worst of the stacks', contract §16) are extensions
 * that {@link #strict()} leaves out. A new field is one component here and one in {@link
 * DriftReportBuilder}; callers change a report through {@link #toBuilder()}.
 */
@JsonPropertyOrder({"schemaVersion", "mode", "generationTarget", "hasDrift", "planHash", "runtime", "subjects",
    "stackId", "detectedAt", "status", "stacks", "reconcileTargets", "runId", "mergedRunIds", "native", "counts",
    "tool", "shard", "source", "health"})
public record DriftReport(
    String schemaVersion,
    String mode,
    String generationTarget,
    boolean hasDrift,
    String planHash,
    Runtime runtime,
    List<Subject> subjects,
    String stackId,
    String detectedAt,
    OverallStatus status,
    List<StackEntry> stacks,
    @JsonInclude(JsonInclude.Include.NON_NULL) List<String> reconcileTargets,
    @JsonProperty("native") @JsonInclude(JsonInclude.Include.NON_NULL) List<NativeFinding> nativeFindings,
    @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Integer> counts,
    @JsonInclude(JsonInclude.Include.NON_NULL) Tool tool,
    @JsonInclude(JsonInclude.Include.NON_NULL) String runId,
    @JsonInclude(JsonInclude.Include.NON_NULL) List<String> mergedRunIds,
    @JsonInclude(JsonInclude.Include.NON_NULL) Shard shard,
    @JsonInclude(JsonInclude.Include.NON_NULL) Source source,
    @JsonInclude(JsonInclude.Include.NON_NULL) Health health) {

  public static final String SCHEMA_VERSION = "stackkit.drift-report/v1";

  /** The native container runtime summary. */
  @JsonPropertyOrder({"projectRef", "status", "serviceCount", "probeCount"})
  public record Runtime(String projectRef, String status, int serviceCount, int probeCount) {
    public static final Runtime NONE = new Runtime("", "none", 0, 0);
  }

  /** One drift subject; {@code code} is the first finding's stackkit code, {@code detail} an error. */
  @JsonPropertyOrder({"subject", "status", "code", "detail"})
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Subject(String subject, String status, String code, String detail) {}

  /**
   * One container finding (extension {@code native}); {@code stack} is empty or absent when no stack
   * owns it, {@code stackPath} the owning stack's path when the report lists that stack.
   */
  @JsonPropertyOrder({"project", "service", "container", "finding", "expected", "actual", "stack", "stackPath"})
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public record NativeFinding(String project, String service, String container, String finding, String expected,
      String actual, String stack, String stackPath) {

    public NativeFinding(String project, String service, String container, String finding, String expected,
        String actual, String stack) {
      this(project, service, container, finding, expected, actual, stack, null);
    }

    /** The finding with its owning stack's path. */
    public NativeFinding withStackPath(String path) {
      return new NativeFinding(project, service, container, finding, expected, actual, stack, path);
    }

    /** The owning stack's id, empty when none. */
    public String owner() {
      return stack == null ? "" : stack;
    }
  }

  @JsonPropertyOrder({"name", "version", "tofuVersion"})
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public record Tool(String name, String version, String tofuVersion) {}

  /**
   * Which shard of a selection a report covers (extension, contract §11): shard {@code index} of
   * {@code count} (1-based), the ids it planned in run order, and the sha256 of every selected id in
   * run order joined by '\n'.
   */
  @JsonPropertyOrder({"index", "count", "partition", "selection"})
  public record Shard(int index, int count, List<String> partition, String selection) {}

  /**
   * The revision judged (extension, contract §14): {@code HEAD}'s 40-hex revision, its branch
   * (absent when detached), whether a file feeding a selected stack differs from it, the remote
   * without credentials (absent when none) and {@code HEAD}'s commit time (UTC).
   */
  @JsonPropertyOrder({"revision", "branch", "dirty", "remote", "committedAt"})
  public record Source(String revision, @JsonInclude(JsonInclude.Include.NON_NULL) String branch, boolean dirty,
      @JsonInclude(JsonInclude.Include.NON_NULL) String remote,
      @JsonInclude(JsonInclude.Include.NON_NULL) String committedAt) {

    /** The short revision the views show, with {@code -dirty} (as {@code git describe --dirty}) when the tree differs. */
    public String label() {
      return dirty ? shortRevision() + "-dirty" : shortRevision();
    }

    /** The first seven characters of the revision, git's default abbreviation. */
    public String shortRevision() {
      return revision == null ? "" : revision.length() > 7 ? revision.substring(0, 7) : revision;
    }
  }

  public static DriftReportBuilder builder() {
    return new DriftReportBuilder();
  }

  /** A builder holding this report's fields, to change some of them. */
  public DriftReportBuilder toBuilder() {
    return new DriftReportBuilder(this);
  }

  /** The same report with other stack entries. */
  public DriftReport withStacks(List<StackEntry> entries) {
    return toBuilder().stacks(entries).build();
  }

  /** The same report as the run {@code id}'s (extension {@code runId}). */
  public DriftReport withRunId(String id) {
    return toBuilder().runId(id).build();
  }

  /**
   * The same report with the text a tool or the engine wrote (stack and subject details, attribute
   * values, what a finding expected and found) passed through {@code redact}: for a report read back, which an
   * older version may have written with fewer patterns.
   */
  public DriftReport redacted(UnaryOperator<String> redact) {
    List<Subject> cleanSubjects = subjects == null ? null : subjects.stream()
        .map(s -> new Subject(s.subject(), s.status(), s.code(), redact.apply(s.detail()))).toList();
    List<NativeFinding> cleanFindings = nativeFindings == null ? null : nativeFindings.stream()
        .map(f -> new NativeFinding(f.project(), f.service(), f.container(), f.finding(), redact.apply(f.expected()),
            redact.apply(f.actual()), f.stack(), f.stackPath())).toList();
    return toBuilder().subjects(cleanSubjects).nativeFindings(cleanFindings)
        .stacks(stacks.stream().map(e -> e.redacted(redact)).toList()).build();
  }

  /**
   * Extension {@code stacksDrifted}: whether any stack is drifted, the question {@code jq .hasDrift}
   * is mistaken for ({@code hasDrift} is container drift only, as the v1 format defines it).
   * Derived from the stacks, so it never disagrees with them; present wherever the extension
   * {@code counts} is, so {@code --strict-v1} leaves it out with the others.
   */
  @JsonProperty("stacksDrifted")
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public Boolean stacksDrifted() {
    return counts == null ? null : stacks.stream().anyMatch(e -> e.status() == StackStatus.DRIFTED);
  }

  /** The report without any extension, as {@code --strict-v1} writes it. */
  public DriftReport strict() {
    return new DriftReportBuilder().schemaVersion(schemaVersion).mode(mode).generationTarget(generationTarget)
        .hasDrift(hasDrift).planHash(planHash).runtime(runtime).subjects(subjects).stackId(stackId)
        .detectedAt(detectedAt).status(status).stacks(stacks.stream().map(StackEntry::strict).toList()).build();
  }
}
