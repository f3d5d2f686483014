package io.stackdrift.report;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What one run produced, as every output sees it: the report, when the run started and ended (not
 * known for a saved report), the status changes it made, the state directory's history when one is
 * known (the run's own changes included), and the selection filters as the user wrote them ({@code
 * --tags nomatch}; empty for none, null when not known), which say why a run selected nothing.
 * {@code overallChanged} tells whether the overall status differs from the last known one for the
 * same selection: container drift, or a selection run for the first time, changes it with no stack's.
 */
public record RunOutcome(DriftReport report, Optional<Instant> started, Instant finished, List<StatusChange> changes,
    Optional<List<StatusChange>> history, String selection, boolean overallChanged) {

  public RunOutcome {
    changes = List.copyOf(changes);
    history = history.map(List::copyOf);
  }

  /** An outcome whose overall status is not known to have changed (a saved report, a view's test). */
  public RunOutcome(DriftReport report, Optional<Instant> started, Instant finished, List<StatusChange> changes,
      Optional<List<StatusChange>> history, String selection) {
    this(report, started, finished, changes, history, selection, false);
  }

  /** A run that just ended. */
  public static RunOutcome of(DriftReport report, Instant started, Instant finished, List<StatusChange> changes,
      Optional<List<StatusChange>> history) {
    return new RunOutcome(report, Optional.of(started), finished, changes, history, null);
  }

  /** A report read back from a file: its time is its {@code detectedAt}; the run's length is not known. */
  public static RunOutcome saved(DriftReport report, Optional<List<StatusChange>> history) {
    return new RunOutcome(report, Optional.empty(), detectedAt(report), List.of(), history, null);
  }

  /** The same run with another history (a watch that keeps the history itself, appending each run's changes). */
  public RunOutcome withHistory(List<StatusChange> all) {
    return new RunOutcome(report, started, finished, changes, Optional.of(all), selection, overallChanged);
  }

  public RunOutcome withSelection(String filters) {
    return new RunOutcome(report, started, finished, changes, history, filters, overallChanged);
  }

  public RunOutcome withOverallChanged(boolean changed) {
    return new RunOutcome(report, started, finished, changes, history, selection, changed);
  }

  /**
   * Whether the run has news: a stack's status changed (a first sighting counts) or the overall
   * status did; the run event's {@code changed} and {@code [[notify]] on = "change"}. A line that
   * tells only an apply is not news.
   */
  public boolean anyChange() {
    return overallChanged || changes.stream().anyMatch(c -> !c.onlyApplied());
  }

  /** The wall time of the run, when known; a step of the clock back during the run makes it zero, not negative. */
  public Optional<Duration> duration() {
    return started.map(s -> Duration.between(s, finished)).map(d -> d.isNegative() ? Duration.ZERO : d);
  }

  private static Instant detectedAt(DriftReport report) {
    return Times.orEpoch(report.detectedAt());
  }
}
