package io.stackdrift.serve;

import io.stackdrift.publish.RunOutput;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StatusChange;
import io.stackdrift.state.StatusHistory;
import io.stackdrift.view.ReportFormat;
import io.stackdrift.view.ViewStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The last run of a watch, kept for the HTTP endpoints: an output of every cycle, like a report file.
 * Each view is rendered at most once per run, on the first request for it, so neither a cycle nor
 * many clients pay for more, and a scrape never waits for the page.
 */
public final class ServedRun implements RunOutput {
  /** One run and its views, each rendered on the first request that needs it. */
  static final class Views {
    private final RunOutcome outcome;
    private final ViewStyle style;
    private final Map<ReportFormat, String> rendered = new ConcurrentHashMap<>();

    private Views(RunOutcome outcome, ViewStyle style) {
      this.outcome = outcome;
      this.style = style;
    }

    RunOutcome outcome() {
      return outcome;
    }

    String as(ReportFormat format) {
      return rendered.computeIfAbsent(format, f -> f.view(style).render(outcome));
    }
  }

  private final ViewStyle style;
  private volatile Views latest;
  /** The state directory's history as the first run read it, and every run's changes since; null before. */
  private List<StatusChange> history;

  public ServedRun(boolean strictV1) {
    this.style = new ViewStyle(false, 0, strictV1);
  }

  /**
   * The page draws the history: the first run reads it from the state directory, and later runs
   * only append their changes, so a watch does not read history.jsonl again every cycle.
   */
  @Override
  public synchronized boolean usesHistory() {
    return history == null;
  }

  @Override
  public synchronized boolean publish(RunOutcome run) {
    RunOutcome shown = run;
    if (run.history().isPresent()) {
      history = new ArrayList<>(run.history().get()); // read for this run (another output draws it too)
    } else if (history != null) {
      history.addAll(run.changes());
      if (history.size() > StatusHistory.MAX_CHANGES) {
        history.subList(0, history.size() - StatusHistory.MAX_CHANGES).clear(); // the newest, as read
      }
      shown = run.withHistory(history);
    }
    latest = new Views(shown, style);
    return true;
  }

  /**
   * The branch the latest run judged, as its report's source names it (contract §14): what a push
   * must be to for the receiver to start a cycle. Empty before the first run, outside git and on a
   * detached HEAD.
   */
  public Optional<String> judgedBranch() {
    Views now = latest;
    if (now == null || now.outcome().report().source() == null) {
      return Optional.empty();
    }
    return Optional.ofNullable(now.outcome().report().source().branch());
  }

  /** The views of the latest run, or null before the first run is published. */
  Views views() {
    return latest;
  }
}
