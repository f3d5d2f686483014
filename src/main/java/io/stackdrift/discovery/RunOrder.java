package io.stackdrift.discovery;

import io.stackdrift.config.Problem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeSet;

/**
 * The run order of stacks (contract §2): parents before children, {@code after} and {@code before}
 * respected, ties broken by runtimeRoot then id (Kahn's algorithm).
 */
public final class RunOrder {
  /** Stacks in run order, plus the edges each stack waits on, problems (cycles) and warnings. */
  public record Result(List<Stack> ordered, Map<String, Set<String>> runsAfter, List<Problem> problems,
      List<String> warnings) {}

  private static final Comparator<Stack> TIE_BREAK =
      Comparator.comparing(Stack::runtimeRoot).thenComparing(Stack::id);

  private final List<Stack> stacks;
  private final Map<String, Stack> byPath = new HashMap<>();
  private final Map<Stack, Set<Stack>> successors = new HashMap<>();
  private final Map<Stack, Set<Stack>> predecessors = new HashMap<>();
  private final StackRefs refs;
  private final List<Problem> cycles = new ArrayList<>();

  private RunOrder(List<Stack> stacks) {
    this.stacks = stacks;
    this.refs = new StackRefs(stacks);
    for (Stack s : stacks) {
      byPath.put(s.workspacePath(), s);
      successors.put(s, new LinkedHashSet<>());
      predecessors.put(s, new LinkedHashSet<>());
    }
  }

  public static Result of(List<Stack> stacks) {
    RunOrder order = new RunOrder(stacks);
    order.addEdges();
    List<Stack> ordered = order.kahn();
    Map<String, Set<String>> runsAfter = new HashMap<>();
    order.predecessors.forEach((s, preds) -> {
      Set<String> ids = new TreeSet<>();
      preds.forEach(p -> ids.add(p.id()));
      runsAfter.put(s.id(), Set.copyOf(ids));
    });
    List<Problem> problems = new ArrayList<>(order.refs.problems());
    problems.addAll(order.cycles);
    return new Result(ordered, Map.copyOf(runsAfter), List.copyOf(problems), order.refs.warnings());
  }

  private void addEdges() {
    for (Stack stack : stacks) {
      Stack parent = nearestParent(stack);
      if (parent != null) {
        edge(parent, stack);
      }
      for (String ref : stack.after()) {
        refs.resolve(stack, "after", ref).forEach(other -> edge(other, stack));
      }
      for (String ref : stack.before()) {
        refs.resolve(stack, "before", ref).forEach(other -> edge(stack, other));
      }
    }
  }

  private Stack nearestParent(Stack stack) {
    String path = stack.workspacePath();
    while (!path.equals("/")) {
      int slash = path.lastIndexOf('/');
      path = slash == 0 ? "/" : path.substring(0, slash);
      Stack parent = byPath.get(path);
      if (parent != null) {
        return parent;
      }
    }
    return null;
  }

  private void edge(Stack from, Stack to) {
    if (from != to) {
      successors.get(from).add(to);
      predecessors.get(to).add(from);
    }
  }

  private List<Stack> kahn() {
    Map<Stack, Integer> waiting = new HashMap<>();
    PriorityQueue<Stack> ready = new PriorityQueue<>(TIE_BREAK);
    for (Stack s : stacks) {
      waiting.put(s, predecessors.get(s).size());
      if (predecessors.get(s).isEmpty()) {
        ready.add(s);
      }
    }
    List<Stack> ordered = new ArrayList<>(stacks.size());
    while (!ready.isEmpty()) {
      Stack next = ready.poll();
      ordered.add(next);
      for (Stack succ : successors.get(next)) {
        if (waiting.merge(succ, -1, Integer::sum) == 0) {
          ready.add(succ);
        }
      }
    }
    if (ordered.size() < stacks.size()) {
      Set<Stack> blocked = new HashSet<>(stacks);
      ordered.forEach(blocked::remove);
      reportCycles(blocked);
    }
    return List.copyOf(ordered);
  }

  /** Walks from each blocked stack until a stack repeats; the repeated part is a cycle. */
  private void reportCycles(Set<Stack> blocked) {
    Set<Stack> explained = new HashSet<>();
    List<Stack> starts = new ArrayList<>(blocked);
    starts.sort(TIE_BREAK);
    for (Stack start : starts) {
      if (explained.contains(start)) {
        continue;
      }
      List<Stack> walk = new ArrayList<>();
      Map<Stack, Integer> position = new HashMap<>();
      Stack current = start;
      while (!position.containsKey(current) && !explained.contains(current)) {
        position.put(current, walk.size());
        walk.add(current);
        current = predecessors.get(current).stream().filter(blocked::contains).min(TIE_BREAK).orElseThrow();
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
      cycles.add(Problem.at(cycle.get(0).file(), "run order cycle: " + names
          + "; remove one of the after/before links"));
    }
  }
}
