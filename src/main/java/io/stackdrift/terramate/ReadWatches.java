package io.stackdrift.terramate;

import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.StepBudget;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The definitions whose evaluation failed, each watching the key paths its result depended on (what
 * it read, and its own key path: a value there, or a leaf above it, changes how it is set). Terramate
 * evaluates a failed definition again in every round; the result can only differ once one of those
 * paths has changed, so a change wakes exactly the definitions watching a path it overlaps (a prefix
 * of it, or below it), and the others are left alone. Each watch is woken at most once.
 */
final class ReadWatches {
  /** One key of the tree of watched key paths. */
  private static final class Key {
    final Map<String, Key> below = new HashMap<>();
    final List<Watch> watching = new ArrayList<>();
  }

  /** A definition's watch as of one attempt: woken only while that attempt is its last. */
  private record Watch(int position, int attempt) {}

  private final Key root = new Key();
  private final StepBudget budget;

  ReadWatches(StepBudget budget) {
    this.budget = budget;
  }

  /** The definition at {@code position}, as evaluated by its {@code attempt}, watches {@code paths}. */
  void watch(int position, int attempt, Collection<List<String>> paths) throws HclEvalException {
    Watch watch = new Watch(position, attempt);
    for (List<String> path : paths) {
      budget.spend(path.size() + 1);
      Key key = root;
      for (String name : path) {
        key = key.below.computeIfAbsent(name, n -> new Key());
      }
      key.watching.add(watch);
    }
  }

  /**
   * The value at {@code path} changed: wakes, through {@code wake} given position and attempt, every
   * watch on a prefix of it or on a path below it; those watches are gone after.
   */
  void changed(List<String> path, AttemptConsumer wake) throws HclEvalException {
    budget.spend(path.size() + 1);
    Key key = root;
    wakeAll(key.watching, wake);
    for (String name : path) {
      key = key.below.get(name);
      if (key == null) {
        return;
      }
      wakeAll(key.watching, wake);
    }
    Deque<Key> below = new ArrayDeque<>(key.below.values());
    key.below.clear();
    while (!below.isEmpty()) {
      Key next = below.pop();
      wakeAll(next.watching, wake);
      below.addAll(next.below.values());
    }
  }

  private void wakeAll(List<Watch> watching, AttemptConsumer wake) throws HclEvalException {
    budget.spend(watching.size());
    for (Watch w : watching) {
      wake.accept(w.position(), w.attempt());
    }
    watching.clear();
  }

  /** Told each woken watch. */
  @FunctionalInterface
  interface AttemptConsumer {
    void accept(int position, int attempt);
  }
}
