package io.stackdrift.discovery;

import io.stackdrift.config.Diagnostic;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Terramate's run order (contract §2, {@code terramate list --run-order}): the nodes are the
 * selected stacks plus every stack their after/before entries reach; edges are those entries and
 * "runs after" from a selected stack to each selected ancestor; the order is Terramate's depth-first
 * walk ({@code run/dag} {@code Order}), ties in byte order of the workspace path. Checked against
 * Terramate's own cases (src/test/resources/terramate/run-order-cases.txt).
 */
public final class RunOrder {
  /** The selected stacks in run order, the stacks each node runs after (directly), and cycles. */
  public record Result(List<Stack> ordered, Map<String, Set<String>> runsAfter, List<Diagnostic> problems) {}

  private final StackGraph graph;
  private final Set<Stack> selected;
  private final Set<Stack> nodes = StackGraph.identitySet();
  private final Map<Stack, Set<Stack>> successors = new IdentityHashMap<>();
  private final Map<Stack, Set<Stack>> predecessors = new IdentityHashMap<>();
  private final List<Diagnostic> cycles = new ArrayList<>();

  private RunOrder(StackGraph graph, Set<Stack> selected) {
    this.graph = graph;
    this.selected = StackGraph.identitySet();
    this.selected.addAll(selected);
  }

  /** The run order of {@code selected} (stacks of {@code graph}). */
  public static Result of(StackGraph graph, Set<Stack> selected) {
    RunOrder order = new RunOrder(graph, selected);
    order.collectNodes();
    order.addEdges();
    Set<Stack> blocked = order.checkCycles();
    List<Stack> ordered = order.depthFirst().stream()
        .filter(s -> order.selected.contains(s) && !blocked.contains(s)).toList();
    Map<String, Set<String>> runsAfter = new HashMap<>();
    order.predecessors.forEach((s, preds) -> {
      Set<String> ids = new TreeSet<>();
      preds.forEach(p -> ids.add(p.id()));
      runsAfter.put(s.id(), Set.copyOf(ids));
    });
    return new Result(ordered, Map.copyOf(runsAfter), List.copyOf(order.cycles));
  }

  /** The selected stacks and, transitively, every stack an after/before entry of a node reaches. */
  private void collectNodes() {
    Deque<Stack> todo = new ArrayDeque<>(selected);
    while (!todo.isEmpty()) {
      Stack s = todo.pop();
      if (nodes.add(s)) {
        todo.addAll(graph.after(s));
        todo.addAll(graph.before(s));
      }
    }
    for (Stack s : nodes) {
      successors.put(s, StackGraph.identitySet());
      predecessors.put(s, StackGraph.identitySet());
    }
  }

  private void addEdges() {
    for (Stack s : nodes) {
      graph.after(s).forEach(other -> edge(other, s));
      graph.before(s).forEach(other -> edge(s, other));
      if (selected.contains(s)) {
        selectedAncestors(s).forEach(parent -> edge(parent, s));
      }
    }
  }

  private List<Stack> selectedAncestors(Stack stack) {
    List<Stack> out = new ArrayList<>();
    String path = stack.workspacePath();
    while (!path.equals("/")) {
      int slash = path.lastIndexOf('/');
      path = slash == 0 ? "/" : path.substring(0, slash);
      Stack parent = graph.atPath(path);
      if (parent != null && selected.contains(parent)) {
        out.add(parent);
      }
    }
    return out;
  }

  private void edge(Stack from, Stack to) {
    if (from != to) {
      successors.get(from).add(to);
      predecessors.get(to).add(from);
    }
  }

  /**
   * Terramate's {@code dag.Order}: the nodes in path order, each preceded by what it runs after,
   * visited depth-first in path order, and listed once. Iterative, so a long chain of after entries
   * cannot exhaust the thread's stack.
   */
  private List<Stack> depthFirst() {
    List<Stack> roots = new ArrayList<>(nodes);
    roots.sort(StackGraph.PATH_ORDER);
    Set<Stack> entered = StackGraph.identitySet();
    List<Stack> ordered = new ArrayList<>(nodes.size());
    for (Stack root : roots) {
      if (!entered.add(root)) {
        continue;
      }
      Deque<Stack> path = new ArrayDeque<>(List.of(root));
      Deque<Iterator<Stack>> pending = new ArrayDeque<>(List.of(sortedPredecessors(root)));
      while (!path.isEmpty()) {
        Iterator<Stack> next = pending.peek();
        if (!next.hasNext()) {
          pending.pop();
          ordered.add(path.pop());
        } else {
          Stack predecessor = next.next();
          if (entered.add(predecessor)) { // a stack entered but not listed yet is on a cycle, reported apart
            path.push(predecessor);
            pending.push(sortedPredecessors(predecessor));
          }
        }
      }
    }
    return ordered;
  }

  private Iterator<Stack> sortedPredecessors(Stack s) {
    List<Stack> list = new ArrayList<>(predecessors.get(s));
    list.sort(StackGraph.PATH_ORDER);
    return list.iterator();
  }

  /** The nodes that wait, directly or not, on a cycle (what Kahn's algorithm cannot free), each cycle reported. */
  private Set<Stack> checkCycles() {
    Map<Stack, Integer> waiting = new IdentityHashMap<>();
    Deque<Stack> free = new ArrayDeque<>();
    for (Stack s : nodes) {
      waiting.put(s, predecessors.get(s).size());
      if (predecessors.get(s).isEmpty()) {
        free.add(s);
      }
    }
    Set<Stack> blocked = StackGraph.identitySet(nodes);
    while (!free.isEmpty()) {
      Stack next = free.poll();
      blocked.remove(next);
      for (Stack succ : successors.get(next)) {
        if (waiting.merge(succ, -1, Integer::sum) == 0) {
          free.add(succ);
        }
      }
    }
    if (!blocked.isEmpty()) {
      reportCycles(blocked);
    }
    return blocked;
  }

  /** Walks from each blocked stack until a stack repeats; the repeated part is a cycle. */
  private void reportCycles(Set<Stack> blocked) {
    Set<Stack> explained = StackGraph.identitySet();
    List<Stack> starts = new ArrayList<>(blocked);
    starts.sort(StackGraph.PATH_ORDER);
    for (Stack start : starts) {
      if (explained.contains(start)) {
        continue;
      }
      List<Stack> walk = new ArrayList<>();
      Map<Stack, Integer> position = new IdentityHashMap<>();
      Stack current = start;
      while (!position.containsKey(current) && !explained.contains(current)) {
        position.put(current, walk.size());
        walk.add(current);
        current = predecessors.get(current).stream().filter(blocked::contains).min(StackGraph.PATH_ORDER)
            .orElseThrow();
      }
      explained.addAll(walk);
      Integer from = position.get(current);
      if (from == null) {
        continue; // reached a cycle already reported
      }
      List<Stack> cycle = new ArrayList<>(walk.subList(from, walk.size()));
      Collections.reverse(cycle);
      cycle.add(cycle.get(0));
      StringBuilder names = new StringBuilder();
      for (Stack s : cycle) {
        names.append(names.length() == 0 ? "" : " -> ").append(s.id()).append(" (").append(s.runtimeRoot()).append(')');
      }
      cycles.add(Diagnostic.at(cycle.get(0).file(), "run order cycle: " + names
          + "; remove one of the after/before links"));
    }
  }
}
