package io.stackdrift.view;

import io.stackdrift.report.RunOutcome;

/**
 * One rendering of a finished run (a format of {@link ReportFormat}): the same for {@code detect},
 * {@code watch} and {@code report show}. A view holds no state between runs.
 */
@FunctionalInterface
public interface ReportView {
  String render(RunOutcome run);

  /** Whether the view draws the state directory's history, which is then read for it. */
  default boolean usesHistory() {
    return false;
  }
}
