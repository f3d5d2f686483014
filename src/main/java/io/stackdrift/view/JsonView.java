package io.stackdrift.view;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.RunOutcome;
import java.io.IOException;
import java.io.Writer;

/** The stackkit.drift-report/v1 JSON report, with stackdrift's extensions unless {@code strict}. */
final class JsonView implements ReportView {
  private final boolean strict;

  JsonView(boolean strict) {
    this.strict = strict;
  }

  @Override
  public String render(RunOutcome run) {
    return Json.pretty(report(run)) + "\n";
  }

  @Override
  public void write(RunOutcome run, Writer out) throws IOException {
    Json.writePretty(report(run), out);
  }

  private DriftReport report(RunOutcome run) {
    return strict ? run.report().strict() : run.report();
  }
}
