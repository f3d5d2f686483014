package io.stackdrift.serve;

import io.stackdrift.engine.RunOutput;
import io.stackdrift.report.ReportFormat;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.ViewStyle;
import java.nio.charset.StandardCharsets;

/**
 * The last run of a watch, kept for the HTTP endpoints: an output of every cycle, like a report file.
 * Its views are rendered at most once per run, on the first request that needs them, so neither a
 * cycle nor many clients pay for more.
 */
public final class ServedRun implements RunOutput {
  /** The views of one run, as the endpoints send them. */
  record Views(RunOutcome outcome, byte[] metrics, byte[] json, byte[] page) {}

  private final ViewStyle style;
  private volatile RunOutcome latest;
  private Views rendered;

  public ServedRun(boolean strictV1) {
    this.style = new ViewStyle(false, 0, strictV1);
  }

  @Override
  public boolean usesHistory() {
    return true; // the page draws it
  }

  @Override
  public boolean publish(RunOutcome run) {
    latest = run;
    return true;
  }

  /** The views of the latest run, or null before the first run is published. */
  synchronized Views views() {
    RunOutcome run = latest;
    if (run == null) {
      return null;
    }
    if (rendered == null || rendered.outcome() != run) {
      rendered = new Views(run, bytes(ReportFormat.PROMETHEUS, run), bytes(ReportFormat.JSON, run),
          bytes(Endpoints.PAGE, run));
    }
    return rendered;
  }

  private byte[] bytes(ReportFormat format, RunOutcome run) {
    return format.view(style).render(run).getBytes(StandardCharsets.UTF_8);
  }
}
