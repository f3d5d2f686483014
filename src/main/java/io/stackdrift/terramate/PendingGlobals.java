package io.stackdrift.terramate;

import io.stackdrift.discovery.GlobalDefinition;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.StepBudget;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Terramate's wait, kept up to date instead of asked again: the definitions not yet evaluated, by
 * key path, and for each definition how many of the things it waits for are still pending. A
 * definition waits for every pending definition whose key path is a prefix of a global it
 * references, or that such a reference is a prefix of; and for a pending attribute defined at a
 * prefix of its own key path by its own directory or one above. Definitions are named by their
 * position in evaluation order. Each wait is registered once and released once, so the work is
 * linear in the size of the references and key paths.
 */
final class PendingGlobals {
  /** One key of the tree of pending key paths. */
  private static final class Key {
    final Map<String, Key> below = new HashMap<>();
    /** The definition at exactly this key path (-1: none). */
    int definition = -1;
    /** Definitions pending at this key path or below it. */
    int pendingHere;
    final List<Integer> waitingForDefinition = new ArrayList<>();
    final List<Integer> waitingForAllBelow = new ArrayList<>();
  }

  private final Key root = new Key();
  private final List<GlobalDefinition> order;
  private final int[] waitsFor;
  private final StepBudget budget;

  /** Every definition of {@code order} pending, none waiting yet. */
  PendingGlobals(List<GlobalDefinition> order, StepBudget budget) throws HclEvalException {
    this.order = order;
    this.waitsFor = new int[order.size()];
    this.budget = budget;
    for (int i = 0; i < order.size(); i++) {
      List<String> path = order.get(i).path();
      budget.spend(path.size());
      Key key = root;
      key.pendingHere++;
      for (String name : path) {
        key = key.below.computeIfAbsent(name, n -> new Key());
        key.pendingHere++;
      }
      key.definition = i;
    }
  }

  /** Registers what the definition at {@code position} waits for, as long as it is pending. */
  void register(int position) throws HclEvalException {
    GlobalDefinition g = order.get(position);
    if (g.definition().expression() != null) {
      for (List<String> traversal : g.definition().expression().variables()) {
        if (traversal.get(0).equals("global") && traversal.size() > 1) {
          waitForReference(position, traversal.subList(1, traversal.size()));
        }
      }
    }
    waitForParents(position, g);
  }

  /** A pending definition at a prefix of {@code keys}, or at {@code keys} or below it. */
  private void waitForReference(int position, List<String> keys) throws HclEvalException {
    budget.spend(keys.size());
    Key key = root;
    for (int depth = 1; depth <= keys.size(); depth++) {
      key = key.below.get(keys.get(depth - 1));
      if (key == null) {
        return;
      }
      if (depth == keys.size()) {
        key.waitingForAllBelow.add(position);
        waitsFor[position]++;
      } else if (key.definition >= 0) {
        key.waitingForDefinition.add(position);
        waitsFor[position]++;
      }
    }
  }

  /** A pending attribute at a prefix of its own key path, from its own directory or one above. */
  private void waitForParents(int position, GlobalDefinition g) throws HclEvalException {
    budget.spend(g.path().size());
    Key key = root;
    for (int depth = 1; depth < g.path().size(); depth++) {
      key = key.below.get(g.path().get(depth - 1));
      GlobalDefinition parent = key.definition < 0 ? null : order.get(key.definition);
      if (parent != null && parent.attribute() && g.configDir().startsWith(parent.configDir())) {
        key.waitingForDefinition.add(position);
        waitsFor[position]++;
      }
    }
  }

  boolean waits(int position) {
    return waitsFor[position] > 0;
  }

  /** The definition is no longer pending; returns the positions that no longer wait for anything. */
  List<Integer> remove(int position) throws HclEvalException {
    List<String> path = order.get(position).path();
    budget.spend(path.size());
    List<Integer> released = new ArrayList<>();
    Key key = root;
    key.pendingHere--;
    for (String name : path) {
      key = key.below.get(name);
      if (--key.pendingHere == 0) {
        release(key.waitingForAllBelow, released);
      }
    }
    release(key.waitingForDefinition, released);
    return released;
  }

  private void release(List<Integer> waiting, List<Integer> released) throws HclEvalException {
    budget.spend(waiting.size());
    for (int position : waiting) {
      if (--waitsFor[position] == 0) {
        released.add(position);
      }
    }
    waiting.clear();
  }
}
