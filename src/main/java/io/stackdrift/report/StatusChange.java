package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One status change of one stack, a line of {@code history.jsonl}: {@code from} is null for a stack
 * seen for the first time, {@code to} null for a stack that left the workspace; {@code driftCause}
 * is there when the stack became drifted; {@code perpetual} true marks the line written when a drifted
 * stack was found to drift again after every heal (its status did not change); {@code revision} the
 * revision the run judged (contract §14; absent outside git) and {@code dirty} true when its work tree
 * differed from it; {@code health} is the stack's health after the line (contract §16), and a line
 * whose status did not change says that its health did; {@code reconciledBy} (user@host) marks the
 * line written by the detect after a reconcile applied the stack; {@code appliedRevision} the revision a
 * heal or a reconcile applied to it since the run before (contract §14), on the first line written
 * after that apply (a line is written for it even when its status did not change).
 */
@JsonPropertyOrder({"time", "stackId", "from", "to", "driftCause", "perpetual", "revision", "dirty", "health",
    "reconciledBy", "appliedRevision"})
public record StatusChange(String time, String stackId, String from, String to,
    @JsonInclude(JsonInclude.Include.NON_NULL) String driftCause,
    @JsonInclude(JsonInclude.Include.NON_NULL) Boolean perpetual,
    @JsonInclude(JsonInclude.Include.NON_NULL) String revision,
    @JsonInclude(JsonInclude.Include.NON_NULL) Boolean dirty,
    @JsonInclude(JsonInclude.Include.NON_NULL) String health,
    @JsonInclude(JsonInclude.Include.NON_NULL) String reconciledBy,
    @JsonInclude(JsonInclude.Include.NON_NULL) String appliedRevision) {

  public StatusChange(String time, String stackId, String from, String to, String driftCause, Boolean perpetual,
      String revision, Boolean dirty, String health, String reconciledBy) {
    this(time, stackId, from, to, driftCause, perpetual, revision, dirty, health, reconciledBy, null);
  }

  public StatusChange(String time, String stackId, String from, String to, String driftCause, Boolean perpetual) {
    this(time, stackId, from, to, driftCause, perpetual, null, null, null, null);
  }

  /** The same change, brought about by a reconcile {@code by} (user@host) that applied the stack. */
  public StatusChange reconciled(String by) {
    return new StatusChange(time, stackId, from, to, driftCause, perpetual, revision, dirty, health, by,
        appliedRevision);
  }

  /** The same change, after an apply of {@code applied} (a revision; null: none since the run before). */
  public StatusChange applied(String applied) {
    return new StatusChange(time, stackId, from, to, driftCause, perpetual, revision, dirty, health, reconciledBy,
        applied);
  }

  public StatusChange(String time, String stackId, String from, String to) {
    this(time, stackId, from, to, null, null);
  }

  /** The line with the stack's health after it. */
  public StatusChange withHealth(String value) {
    return new StatusChange(time, stackId, from, to, driftCause, perpetual, revision, dirty, value, reconciledBy,
        appliedRevision);
  }

  public StatusChange(String time, String stackId, String from, String to, String driftCause) {
    this(time, stackId, from, to, driftCause, null);
  }

  /** The same change, seen by a run that judged {@code source} (null: outside git, nothing added). */
  public StatusChange judging(DriftReport.Source source) {
    return source == null ? this : new StatusChange(time, stackId, from, to, driftCause, perpetual,
        source.revision(), source.dirty() ? Boolean.TRUE : null, health, reconciledBy, appliedRevision);
  }

  /**
   * Whether the line tells only an apply (contract §14): neither the status nor the health changed, and
   * it is no perpetual mark. Such a line is history, not news: no notification or {@code changed} for it.
   */
  public boolean onlyApplied() {
    return appliedRevision != null && java.util.Objects.equals(from, to) && health == null && perpetual == null
        && reconciledBy == null;
  }

  /** The short revision with its dirty mark, "-" when none was recorded. */
  public String revisionLabel() {
    if (revision == null || revision.isEmpty()) {
      return "-";
    }
    return new DriftReport.Source(revision, null, Boolean.TRUE.equals(dirty), null, null).label();
  }
}
