package io.stackdrift.serve;

import io.stackdrift.publish.RunOutput;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.view.ReportFormat;
import io.stackdrift.view.ViewStyle;
import java.util.Map;
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

  public ServedRun(boolean strictV1) {
    this.style = new ViewStyle(false, 0, strictV1);
  }

  @Override
  public boolean usesHistory() {
    return true; // the page draws it
  }

  @Override
  public boolean publish(RunOutcome run) {
    latest = new Views(run, style);
    return true;
  }

  /** The views of the latest run, or null before the first run is published. */
  Views views() {
    return latest;
  }
}
