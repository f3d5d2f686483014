package io.stackdrift.terramate;

import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclLazyObject;
import io.stackdrift.eval.StepBudget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * The globals of one stack as they are being evaluated: a tree of objects (which labelled blocks may
 * extend) and leaves, each value with where it was defined, as Terramate's {@code eval.Object}
 * holds them. Every change is told to a listener with its key path; an evaluation reads the tree
 * through a lazy view that costs only what it reads and records every key path it read, so that an
 * evaluation that failed is tried again only when something it read has changed.
 */
final class GlobalValues {
  /** Where a value was defined: the configuration's directory, and the directory of the file. */
  record Info(String configDir, Path definedIn) {}

  private record Leaf(Object value, Info info) {}

  private static final class Node {
    final Map<String, Object> keys = new TreeMap<>();
    final Info info;

    Node(Info info) {
      this.info = info;
    }
  }

  private final Node root = new Node(null);
  private final StepBudget budget;
  private final Changes changed;

  /** Told the key path of every value set or deleted. */
  @FunctionalInterface
  interface Changes {
    void changed(List<String> path) throws HclEvalException;
  }

  GlobalValues(StepBudget budget, Changes changed) {
    this.budget = budget;
    this.changed = changed;
  }

  /** The value at {@code path}, or null: a leaf's or an object's, to pass to {@link #infoOf} and {@link #isObject}. */
  Object get(List<String> path) {
    Node node = root;
    for (int i = 0; i < path.size(); i++) {
      Object next = node.keys.get(path.get(i));
      if (next == null || i == path.size() - 1) {
        return next;
      }
      if (!(next instanceof Node n)) {
        return null;
      }
      node = n;
    }
    return null;
  }

  static Info infoOf(Object value) {
    return value instanceof Node n ? n.info : ((Leaf) value).info();
  }

  static boolean isObject(Object value) {
    return value instanceof Node;
  }

  /** Sets an evaluated value (an object becomes keys others may extend); returns why it cannot, or null. */
  String set(List<String> path, Object value, Info info) throws HclEvalException {
    return put(path, tree(value, info), info);
  }

  /** Makes the object a labelled block names exist, replacing what is there. */
  String setObject(List<String> path, Info info) throws HclEvalException {
    return put(path, new Node(info), info);
  }

  private String put(List<String> path, Object value, Info info) throws HclEvalException {
    budget.spend(path.size());
    Node node = root;
    for (int i = 0; i < path.size() - 1; i++) {
      Object next = node.keys.computeIfAbsent(path.get(i), k -> new Node(info));
      if (!(next instanceof Node n)) {
        return "cannot extend global." + String.join(".", path.subList(0, i + 1)) + ": it is not an object";
      }
      node = n;
    }
    node.keys.put(path.get(path.size() - 1), value);
    changed.changed(path);
    return null;
  }

  /** Removes the value at {@code path}, if there is one (Terramate's {@code unset}). */
  void delete(List<String> path) throws HclEvalException {
    budget.spend(path.size());
    Node node = root;
    for (String key : path.subList(0, path.size() - 1)) {
      if (!(node.keys.get(key) instanceof Node n)) {
        return;
      }
      node = n;
    }
    if (node.keys.remove(path.get(path.size() - 1)) != null) {
      changed.changed(path);
    }
  }

  /** An object becomes keys a labelled block may extend, as Terramate's eval.NewValue makes it. */
  private Object tree(Object value, Info info) throws HclEvalException {
    budget.spend(1);
    if (!(value instanceof Map<?, ?> map)) {
      return new Leaf(value, info);
    }
    Node node = new Node(info);
    for (Map.Entry<?, ?> e : map.entrySet()) {
      node.keys.put((String) e.getKey(), tree(e.getValue(), info));
    }
    return node;
  }

  /** Every value, as plain nested maps (HCL values). */
  Map<String, Object> plain() throws HclEvalException {
    return plain(root);
  }

  private Map<String, Object> plain(Node node) throws HclEvalException {
    budget.spend(node.keys.size());
    Map<String, Object> out = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : node.keys.entrySet()) {
      out.put(e.getKey(), e.getValue() instanceof Node n ? plain(n) : ((Leaf) e.getValue()).value());
    }
    return Collections.unmodifiableMap(out);
  }

  /**
   * {@code global} for one evaluation: the tree as it is now, read lazily; {@code reads} gets the key
   * path of every attribute asked for (present or not) and of every object whose names were listed.
   * Only for the evaluation it is made for: the tree changes after it.
   */
  HclLazyObject view(Consumer<List<String>> reads) {
    return new View(root, List.of(), reads);
  }

  private final class View implements HclLazyObject {
    private final Node node;
    private final List<String> path;
    private final Consumer<List<String>> reads;

    View(Node node, List<String> path, Consumer<List<String>> reads) {
      this.node = node;
      this.path = path;
      this.reads = reads;
    }

    @Override
    public Object attribute(String name) throws HclEvalException {
      budget.spend(1);
      List<String> at = append(path, name);
      reads.accept(at);
      Object value = node.keys.get(name);
      if (value instanceof Node n) {
        return new View(n, at, reads);
      }
      return value == null ? null : ((Leaf) value).value();
    }

    @Override
    public SortedSet<String> names() {
      reads.accept(path);
      return Collections.unmodifiableSortedSet(new TreeSet<>(node.keys.keySet()));
    }
  }

  private static List<String> append(List<String> path, String name) {
    List<String> at = new ArrayList<>(path.size() + 1);
    at.addAll(path);
    at.add(name);
    return Collections.unmodifiableList(at);
  }
}
