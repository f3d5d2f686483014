package io.stackdrift.schedule;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Runs work over a dependency graph (contract §2: reconcile's applies): an item starts once every
 * item it waits for has succeeded, at most {@code parallel} at once; among the ready items the one
 * first in start order goes first (longest first, §3). An item that does not succeed skips, at
 * once, every pending item that waits for it; independent items go on. Once cancelled nothing new
 * starts, and what has not started is skipped.
 *
 * @param <T> an item to run (a stack)
 * @param <R> its result
 */
public final class DependencyScheduler<T, R> {
  /** The work to run, and the results of items that never ran. */
  public interface Work<T, R> {
    /** Runs one item, on a worker thread. */
    R run(T item);

    boolean succeeded(R result);

    R skipped(T item, String reason);

    /** The result of an item whose run threw. */
    R crashed(T item, Throwable cause);

    /** Called on the scheduling thread as each item ends, ran or skipped, in the order they end. */
    void ended(T item, R result);
  }

  private final Function<T, String> id;
  private final Map<String, Set<String>> waitsFor;

  /** {@code waitsFor}: for each item's id, the ids of the items it waits for (see {@link #restrict}). */
  public DependencyScheduler(Function<T, String> id, Map<String, Set<String>> waitsFor) {
    this.id = id;
    this.waitsFor = waitsFor;
  }

  /**
   * For each of {@code ids}, the ones among them it runs after, directly or through nodes that are not
   * in {@code ids} ({@code runsAfter}: each node's direct predecessors).
   */
  public static Map<String, Set<String>> restrict(Map<String, Set<String>> runsAfter, Collection<String> ids) {
    Map<String, Set<String>> out = new HashMap<>();
    for (String start : ids) {
      Set<String> found = new HashSet<>();
      Deque<String> todo = new ArrayDeque<>(runsAfter.getOrDefault(start, Set.of()));
      Set<String> seen = new HashSet<>();
      while (!todo.isEmpty()) {
        String next = todo.pop();
        if (!seen.add(next)) {
          continue;
        }
        if (ids.contains(next)) {
          found.add(next);
        }
        todo.addAll(runsAfter.getOrDefault(next, Set.of()));
      }
      out.put(start, found);
    }
    return out;
  }

  /** Runs every item of {@code startOrder}; each gets exactly one result, returned by id. */
  public Map<String, R> run(List<T> startOrder, int parallel, String threadName, BooleanSupplier cancelled,
      Work<T, R> work) {
    Map<String, R> results = new LinkedHashMap<>();
    Deque<T> pending = new ArrayDeque<>(startOrder);
    Map<Future<R>, T> running = new HashMap<>();
    try (DaemonPool pool = DaemonPool.of(threadName, parallel)) {
      CompletionService<R> done = new ExecutorCompletionService<>(pool.executor());
      while (!pending.isEmpty() || !running.isEmpty()) {
        if (!cancelled.getAsBoolean()) {
          startReady(pending, running, parallel, results, work, done);
        }
        if (running.isEmpty()) {
          break; // nothing can start: cancelled, or waiting on an item that did not succeed
        }
        T item = take(done, running, results, work);
        if (!work.succeeded(results.get(id.apply(item)))) {
          skipWaitingFor(id.apply(item), pending, results, work);
        }
      }
    }
    for (T item : pending) {
      end(item, work.skipped(item, cancelled.getAsBoolean() ? "cancelled" : "an earlier stack did not succeed"),
          results, work);
    }
    return results;
  }

  private void startReady(Deque<T> pending, Map<Future<R>, T> running, int parallel, Map<String, R> results,
      Work<T, R> work, CompletionService<R> done) {
    for (T item : List.copyOf(pending)) {
      if (running.size() >= parallel) {
        return;
      }
      if (ready(item, results, work)) {
        pending.remove(item);
        running.put(done.submit(() -> work.run(item)), item);
      }
    }
  }

  private boolean ready(T item, Map<String, R> results, Work<T, R> work) {
    for (String before : waitsFor.getOrDefault(id.apply(item), Set.of())) {
      R result = results.get(before);
      if (result == null || !work.succeeded(result)) {
        return false;
      }
    }
    return true;
  }

  /** Waits for the next item to end and records its result; returns the item. */
  private T take(CompletionService<R> done, Map<Future<R>, T> running, Map<String, R> results, Work<T, R> work) {
    Future<R> next;
    try {
      next = DaemonPool.throughInterrupts(done::take); // running work ends through the Cancellation
    } catch (ExecutionException e) {
      throw new IllegalStateException(e); // take() itself never fails with a task's exception
    }
    T item = running.remove(next);
    R result;
    try {
      result = DaemonPool.await(next);
    } catch (ExecutionException e) {
      result = work.crashed(item, e.getCause());
    }
    end(item, result, results, work);
    return item;
  }

  private void skipWaitingFor(String failedId, Deque<T> pending, Map<String, R> results, Work<T, R> work) {
    for (T item : List.copyOf(pending)) {
      if (waitsFor.getOrDefault(id.apply(item), Set.of()).contains(failedId)) {
        pending.remove(item);
        end(item, work.skipped(item, failedId + " failed"), results, work);
      }
    }
  }

  private void end(T item, R result, Map<String, R> results, Work<T, R> work) {
    results.put(id.apply(item), result);
    work.ended(item, result);
  }
}
