package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One {@code stacks[]} entry of {@code stackkit.drift-report/v1}. Field names and order follow the
 * original format; {@code planExitCode} and {@code summary} are left out when absent, {@code detail}
 * when empty. {@code reason}, {@code driftCause}, {@code ignored}, {@code perpetual}, {@code resources},
 * {@code resourcesTotal}, {@code details}, {@code peakRssBytes} (the plan's peak resident memory),
 * {@code runIndex}, {@code since}, {@code name} (the stack block's {@code name}, when set), {@code health}
 * and {@code checks} (contract §16: what did not pass, in address order), {@code stalled} (self-heal
 * left it alone, contract §16), {@code changedAt} (contract §14) and {@code generatedCode} (its outdated
 * generated files, contract §15) and {@code appliedRevision} (the revision a heal or a reconcile last
 * applied to it, as the state directory keeps it, contract §14) are extensions. A new field is one
 * component here and one in {@link StackEntryBuilder}.
 */
@JsonPropertyOrder({"stackId", "role", "moduleRef", "siteRef", "nodeRef", "runtimeRoot", "status", "planExitCode",
    "summary", "durationMs", "detail", "reason", "driftCause",
    "ignored", "perpetual", "resources", "resourcesTotal", "details", "peakRssBytes", "runIndex", "since", "name",
    "health", "checks", "stalled", "changedAt", "generatedCode",
    "appliedRevision"})
public record StackEntry(
    String stackId,
    String role,
    String moduleRef,
    String siteRef,
    String nodeRef,
    String runtimeRoot,
    StackStatus status,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer planExitCode,
    @JsonInclude(JsonInclude.Include.NON_NULL) Summary summary,
    long durationMs,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String detail,
    @JsonInclude(JsonInclude.Include.NON_NULL) String reason,
    @JsonInclude(JsonInclude.Include.NON_NULL) DriftCause driftCause,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<IgnoredChange> ignored,
    @JsonInclude(JsonInclude.Include.NON_NULL) Boolean perpetual,
    @JsonInclude(JsonInclude.Include.NON_NULL) List<Resource> resources,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer resourcesTotal,
    @JsonInclude(JsonInclude.Include.NON_NULL) Details details,
    @JsonInclude(JsonInclude.Include.NON_NULL) Long peakRssBytes,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer runIndex,
    @JsonInclude(JsonInclude.Include.NON_NULL) String since,
    @JsonInclude(JsonInclude.Include.NON_NULL) String name,
    @JsonInclude(JsonInclude.Include.NON_NULL) Health health,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<HealthCheck> checks,
    @JsonInclude(JsonInclude.Include.NON_NULL) Boolean stalled,
    @JsonInclude(JsonInclude.Include.NON_NULL) ChangedAt changedAt,
    @JsonInclude(JsonInclude.Include.NON_NULL) GeneratedCode generatedCode,
    @JsonInclude(JsonInclude.Include.NON_NULL) String appliedRevision) {

  /**
   * The newest commit that changed a file the stack's plan reads (contract §14, extension): its short
   * revision and commit time (UTC).
   */
  @JsonPropertyOrder({"commit", "at"})
  public record ChangedAt(String commit, String at) {}

  /**
   * At most this many {@code resources} are written per stack (contract §3, §7);
   * {@code resourcesTotal} counts all.
   */
  public static final int MAX_RESOURCES = 1_000;

  /** Resources in address order (contract §7), also in a report read back from a file. */
  public StackEntry {
    resources = resources == null ? null : resources.stream().sorted(Resource.BY_ADDRESS).toList();
    checks = checks == null ? null : checks.stream().sorted(HealthCheck.BY_ADDRESS).toList();
  }

  public static StackEntryBuilder builder() {
    return new StackEntryBuilder();
  }

  /** A builder holding this entry's fields, to change some of them. */
  public StackEntryBuilder toBuilder() {
    return new StackEntryBuilder(this);
  }

  /**
   * The entry as the original format has it, without extensions; its detail without what a {@code
   * config} cause added to it (contract §14).
   */
  public StackEntry strict() {
    return new StackEntryBuilder().stackId(stackId).role(role).moduleRef(moduleRef).siteRef(siteRef).nodeRef(nodeRef)
        .runtimeRoot(runtimeRoot).status(status).planExitCode(planExitCode).summary(summary == null ? null : summary.strict()).durationMs(durationMs)
        .detail(ConfigCause.untold(this)).build();
  }

  /** The entry with its drift cause and the changes ignore rules took out (extensions; null: none). */
  public StackEntry withCause(DriftCause cause, List<IgnoredChange> ignoredChanges) {
    return toBuilder().driftCause(cause).ignored(ignoredChanges).build();
  }

  /** The entry with its detail and attribute values passed through {@code redact} (a report read back). */
  public StackEntry redacted(java.util.function.UnaryOperator<String> redact) {
    Integer total = resourcesTotal;
    return toBuilder().detail(redact.apply(detail))
        .resources(resources == null ? null : resources.stream().map(r -> r.redacted(redact)).toList())
        .resourcesTotal(total)
        .checks(checks == null ? null : checks.stream().map(c -> c.redacted(redact)).toList()).build();
  }

  /**
   * How many attribute changes an apply would make that revert drift made outside OpenTofu ({@code
   * external}) or come from the code; null when the entry has no attributes (contract §4b).
   */
  public Long attributeChanges(boolean external) {
    if (resources == null || resources.stream().allMatch(r -> r.attributes() == null)) {
      return null;
    }
    long n = 0;
    for (Resource r : resources) {
      if (r.attributes() != null) {
        n += r.attributes().stream().filter(a -> a.external() == external).count();
      }
    }
    return n;
  }

  /** The entry with another detail. */
  public StackEntry withDetail(String text) {
    return toBuilder().detail(text).build();
  }

  /** The entry with {@code since}: when the stack entered its current status (extension). */
  public StackEntry withSince(String when) {
    return toBuilder().since(when).build();
  }

  /**
   * The entry marked as perpetual drift (extension, contract §4): the same changes came back after
   * two heals in a row, and so stalled (contract §16). The status stays {@code drifted}.
   */
  public StackEntry asPerpetual() {
    return toBuilder().perpetual(Boolean.TRUE).stalled(Boolean.TRUE).build();
  }

  /**
   * The entry marked as stalled (extension, contract §16): heals in a row did not leave it converged
   * and healthy, so self-heal leaves it alone. Perpetual drift is one case. The status stays.
   */
  public StackEntry asStalled() {
    return toBuilder().stalled(Boolean.TRUE).build();
  }

  public boolean markedStalled() {
    return Boolean.TRUE.equals(stalled);
  }

  public boolean markedPerpetual() {
    return Boolean.TRUE.equals(perpetual);
  }

  /** The stack's health, {@code unknown} when the entry does not say (an older report, or no plan). */
  public Health healthOrUnknown() {
    return health == null ? Health.UNKNOWN : health;
  }

  /** The checks that did not pass; empty when none. */
  public List<HealthCheck> checksOrNone() {
    return checks == null ? List.of() : checks;
  }
}
