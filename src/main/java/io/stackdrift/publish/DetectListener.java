package io.stackdrift.publish;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.StackEntry;

/** Progress of a detect run, for live output. Called from worker threads; must be thread-safe. */
public interface DetectListener {
  /** A stack's plan process is about to start. */
  default void planStarted(Stack stack) {}

  /** A stack has its result; called in completion order. */
  default void stackCompleted(StackEntry entry, int done, int total) {}

  /**
   * {@code plans} wait for memory while others run ({@code inUse} of {@code budget} bytes expected
   * by those running); 0 when none waits any longer.
   */
  default void waitingForMemory(int plans, long inUse, long budget) {}

  /** Every plan has finished; the outputs come next. */
  default void finished() {}

  DetectListener NONE = new DetectListener() {};

  /** Both listeners, in this order. */
  static DetectListener both(DetectListener first, DetectListener second) {
    return new DetectListener() {
      @Override
      public void planStarted(Stack stack) {
        first.planStarted(stack);
        second.planStarted(stack);
      }

      @Override
      public void stackCompleted(StackEntry entry, int done, int total) {
        first.stackCompleted(entry, done, total);
        second.stackCompleted(entry, done, total);
      }

      @Override
      public void waitingForMemory(int plans, long inUse, long budget) {
        first.waitingForMemory(plans, inUse, budget);
        second.waitingForMemory(plans, inUse, budget);
      }

      @Override
      public void finished() {
        first.finished();
        second.finished();
      }
    };
  }
}
