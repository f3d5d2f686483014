package io.stackdrift.cli;

import io.stackdrift.events.EventSink;
import io.stackdrift.events.StackEvent;
import io.stackdrift.view.ProgressLines;
import java.io.PrintWriter;

/** Reconcile's live progress on stderr: one line per finished apply. */
final class ReconcileProgress {
  private ReconcileProgress() {}

  /**
   * Prints one progress line on {@code err} per finished apply (as detect prints one per finished
   * plan) while passing the events on.
   */
  static EventSink withProgress(EventSink events, PrintWriter err, int total) {
    int[] done = {0};
    return new EventSink() {
      @Override
      public synchronized void emit(StackEvent e) {
        events.emit(e);
        long ms = Long.parseLong(e.attributes().getOrDefault("durationMs", "0"));
        String stack = e.attributes().getOrDefault("runtimeRoot", e.attributes().getOrDefault("stackId", ""));
        err.println(ProgressLines.applied(e.status(), stack, ms, ++done[0], total));
        err.flush();
      }

      @Override
      public void close() {
        events.close();
      }

      @Override
      public boolean failed() {
        return events.failed();
      }
    };
  }
}
