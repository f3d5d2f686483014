package io.stackdrift.report;

import io.stackdrift.discovery.Stack;
import java.util.List;

/**
 * A stack reconcile re-applies: its report entry, the addresses to force with {@code -replace} (for
 * a stack that is a target only because its containers drifted), or why it cannot be done.
 */
public record ReconcileTarget(Stack stack, StackEntry entry, List<String> replace, String refusal) {
  public boolean containersOnly() {
    return entry.status() != StackStatus.DRIFTED;
  }
}
