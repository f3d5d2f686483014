package io.stackdrift.order;

import io.stackdrift.config.Diagnostic;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackPaths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Terramate's run order as of v0.17.2 (contract §2, {@code terramate list --run-order},
 * {@code run/order.go} and {@code run/dag/dag.go} {@code calcTopologicalOrder}): the nodes are the
 * selected stacks plus every stack their after/before entries reach; edges are those entries and the
 * parent rule; the order is Kahn's algorithm with a FIFO queue, the first nodes and each batch of
 * freed nodes in byte order of the workspace path. Checked against Terramate's own cases at v0.17.2
 * (src/test/resources/terramate/run-order-cases.txt).
 */
public final class RunOrder {
  /** The selected stacks in run order, the stacks each node runs after (directly), and cycles. */
  public record Result(List<Stack> ordered, Map<String, Set<String>> runsAfter, List<Diagnostic> problems) {}

  private final StackGraph graph;
  private final Set<Stack> selected;
  private final Set<Stack> nodes = StackGraph.identitySet();
  private final Map<Stack, Set<Stack>> successors = new IdentityHashMap<>();
  private final Map<Stack, Set<Stack>> predecessors = new IdentityHashMap<>();
  private final Map<Stack, List<Stack>> parentEdges = new IdentityHashMap<>();
  private final List<Diagnostic> cycles = new ArrayList<>();

  private RunOrder(StackGraph graph, Set<Stack> selected) {
    this.graph = graph;
    this.selected = StackGraph.identitySet();
    this.selected.addAll(selected);
  }

  /** The run order of {@code selected} (stacks of {@code graph}). */
  public static Result of(StackGraph graph, Set<Stack> selected) {
    RunOrder order = new RunOrder(graph, selected);
    order.collectParentEdges();
    order.collectNodes();
    order.addEdges();
    List<Stack> kahn = order.kahn();
    Set<Stack> blocked = StackGraph.identitySet(order.nodes);
    kahn.forEach(blocked::remove);
    if (!blocked.isEmpty()) {
      order.reportCycles(blocked);
    }
    List<Stack> ordered = kahn.stream().filter(order.selected::contains).toList();
    Map<String, Set<String>> runsAfter = new HashMap<>();
    order.predecessors.forEach((s, preds) -> {
      Set<String> ids = new TreeSet<>();
      preds.forEach(p -> ids.add(p.id()));
      runsAfter.put(s.id(), Set.copyOf(ids));
    });
    return new Result(ordered, Map.copyOf(runsAfter), List.copyOf(order.cycles));
  }

  /**
   * Terramate's parent rule ({@code run/order.go}): each selected stack gets a {@code before} entry
   * for the directory of each selected stack below it, and a path entry selects the stack there and
   * every stack below it. So a selected parent runs before every stack at or below a selected
   * descendant, selected or not (an unselected one is pulled into the graph like an after/before
   * target). The parent check compares {@code dir + "/"} as a prefix, so the root stack ({@code /})
   * is nobody's parent. Walked upwards from each stack: linear in stacks times depth.
   */
  private void collectParentEdges() {
    for (Stack stack : graph.stacks()) {
      boolean belowSelected = selected.contains(stack);
      String path = stack.workspacePath();
      for (int slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/')) {
        path = path.substring(0, slash);
        Stack parent = graph.atPath(path);
        if (parent == null || !selected.contains(parent)) {
          continue;
        }
        if (belowSelected) {
          parentEdges.computeIfAbsent(parent, k -> new ArrayList<>()).add(stack);
        }
        belowSelected = true;
      }
    }
  }

  /** The selected stacks, the stacks the parent rule reaches and, transitively, every stack an after/before entry of a node reaches. */
  private void collectNodes() {
    Deque<Stack> todo = new ArrayDeque<>(selected);
    parentEdges.values().forEach(todo::addAll);
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
    }
    parentEdges.forEach((parent, below) -> below.forEach(child -> edge(parent, child)));
  }

  private void edge(Stack from, Stack to) {
    if (from != to) {
      successors.get(from).add(to);
      predecessors.get(to).add(from);
    }
  }

  /**
   * Kahn's algorithm as {@code calcTopologicalOrder} runs it: a FIFO queue that starts with the nodes
   * without predecessors in path order; each node taken frees some successors, appended in path order
   * among themselves. Nodes on or behind a cycle are never freed.
   */
  private List<Stack> kahn() {
    Map<Stack, Integer> waiting = new IdentityHashMap<>();
    List<Stack> queue = new ArrayList<>(nodes.size());
    for (Stack s : nodes) {
      int count = predecessors.get(s).size();
      waiting.put(s, count);
      if (count == 0) {
        queue.add(s);
      }
    }
    queue.sort(StackPaths.PATH_ORDER);
    List<Stack> freed = new ArrayList<>();
    for (int next = 0; next < queue.size(); next++) {
      freed.clear();
      for (Stack succ : successors.get(queue.get(next))) {
        if (waiting.merge(succ, -1, Integer::sum) == 0) {
          freed.add(succ);
        }
      }
      freed.sort(StackPaths.PATH_ORDER);
      queue.addAll(freed);
    }
    return queue;
  }

  /** Walks from each blocked stack until a stack repeats; the repeated part is a cycle. */
  private void reportCycles(Set<Stack> blocked) {
    Set<Stack> explained = StackGraph.identitySet();
    List<Stack> starts = new ArrayList<>(blocked);
    starts.sort(StackPaths.PATH_ORDER);
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
        current = predecessors.get(current).stream().filter(blocked::contains).min(StackPaths.PATH_ORDER)
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
