package io.stackdrift.view;

import io.stackdrift.report.RunOutcome;
import java.io.IOException;
import java.io.Writer;

/**
 * One rendering of a finished run (a format of {@link ReportFormat}): the same for {@code detect},
 * {@code watch} and {@code report show}. A view holds no state between runs.
 */
@FunctionalInterface
public interface ReportView {
  String render(RunOutcome run);

  /**
   * The same rendering written to {@code out}, which stays open. The views of a report's full size
   * (JSON, HTML) write as they go, so 100,000 stacks are never one string in memory.
   */
  default void write(RunOutcome run, Writer out) throws IOException {
    out.write(render(run));
  }

  /** Whether the view draws the state directory's history, which is then read for it. */
  default boolean usesHistory() {
    return false;
  }
}
