package io.stackdrift.schedule;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.ToLongFunction;

/**
 * Work in start order, each item taken only when its expected memory fits beside what the running
 * items expect (docs/detect.md, "Limits"): the first item in start order that fits is taken, so longest
 * first holds among the items that fit; when nothing runs, the first item is taken whatever it
 * expects, so a run always makes progress. The workers that take from it bound how many run at
 * once; the budget bounds how much they may hold together.
 */
public final class BudgetQueue<T> {
  /** Told how many items wait for memory while others run, each time that number changes. */
  public interface WaitListener {
    void waiting(int items, long inUse, long budget);
  }

  private static final long RECHECK_MILLIS = 100;

  private final List<T> waiting;
  private final ToLongFunction<T> expected;
  private final long budget;
  private final BooleanSupplier cancelled;
  private final WaitListener listener;
  private long inUse;
  private int running;
  private int toldWaiting;

  public BudgetQueue(List<T> startOrder, ToLongFunction<T> expected, long budget, BooleanSupplier cancelled,
      WaitListener listener) {
    this.waiting = new ArrayList<>(startOrder);
    this.expected = expected;
    this.budget = budget;
    this.cancelled = cancelled;
    this.listener = listener;
  }

  /**
   * The next item to run, waiting while none fits; null when none is left. After cancellation
   * items are handed out at once: they end without running.
   */
  public synchronized T take() {
    while (!waiting.isEmpty()) {
      T next = fitting();
      if (next != null) {
        inUse += expected.applyAsLong(next);
        running++;
        tell(0);
        return next;
      }
      tell(waiting.size());
      try {
        wait(RECHECK_MILLIS);
      } catch (InterruptedException e) {
        // keep waiting: cancellation reaches the queue through the run's Cancellation
      }
    }
    return null;
  }

  /** An item taken with {@link #take} ended: its memory is free for the next. */
  public synchronized void done(T item) {
    inUse -= expected.applyAsLong(item);
    running--;
    notifyAll();
  }

  private T fitting() {
    Iterator<T> it = waiting.iterator();
    boolean first = true;
    while (it.hasNext()) {
      T item = it.next();
      long need = expected.applyAsLong(item);
      if (running == 0 && first || cancelled.getAsBoolean() || need <= budget - inUse) {
        it.remove();
        return item;
      }
      first = false;
    }
    return null;
  }

  private void tell(int items) {
    if (items != toldWaiting) {
      toldWaiting = items;
      listener.waiting(items, inUse, budget);
    }
  }
}
