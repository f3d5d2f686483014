package io.stackdrift.engine;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.StackEntry;

/** Progress of a detect run, for live output. Called from worker threads; must be thread-safe. */
public interface DetectListener {
  /** A stack's plan process is about to start. */
  default void planStarted(Stack stack) {}

  /** A stack has its result; called in completion order. */
  default void stackCompleted(StackEntry entry, int done, int total) {}

  DetectListener NONE = new DetectListener() {};
}
