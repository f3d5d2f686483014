package io.stackdrift.terramate;

import io.stackdrift.discovery.Definition;
import io.stackdrift.discovery.DirectoryConfig;
import io.stackdrift.discovery.GlobalDefinition;
import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.stdlib.FunctionLibrary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The reference for {@link Globals}: Terramate v0.17.2's loop as written (globals/globals.go), round
 * after round over every pending definition, each asking again whether it waits and reading a fresh
 * copy of every global. Slow (quadratic and worse) and plainly right: what the scheduler must equal.
 */
final class RoundsReference {
  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);

  /** The globals that evaluated (nested maps, as HCL values), and why each of the others did not. */
  record Result(Map<String, Object> values, Map<String, String> errors) {
    static final Result NONE = new Result(Map.of(), Map.of());

    /** The error of a top-level global, or of a key path under it; null when it has none. */
    String errorOf(String name) {
      return errors.entrySet().stream().filter(e -> e.getKey().equals(name) || e.getKey().startsWith(name + "."))
          .map(Map.Entry::getValue).findFirst().orElse(null);
    }
  }

  /** Where a value was defined: the configuration's directory, and the directory of the file. */
  private record Info(String configDir, Path definedIn) {}

  private record Leaf(Object value, Info info) {}

  private static final class Node {
    final Map<String, Object> keys = new TreeMap<>();
    final Info info;

    Node(Info info) {
      this.info = info;
    }
  }

  private final Node globals = new Node(null);
  private final Path root;
  private final HclContext outer;
  private Map<String, Object> snapshot;

  private RoundsReference(Path root, HclContext outer) {
    this.root = root;
    this.outer = outer;
  }

  /**
   * @param configs the directories' configurations, root first, the stack's directory last
   * @param outer the other variables ({@code terramate}) and the functions' base directory
   */
  static Result evaluate(Path root, List<DirectoryConfig> configs, HclContext outer) {
    return new RoundsReference(root, outer).run(configs, null);
  }

  /** Only the globals named in {@code needed} and those they reference, transitively. */
  static Result evaluate(Path root, List<DirectoryConfig> configs, HclContext outer, Set<String> needed) {
    return new RoundsReference(root, outer).run(configs, closure(configs, needed));
  }

  /** The top-level names {@code needed} reaches through references; null when that is every global. */
  static Set<String> closure(List<DirectoryConfig> configs, Set<String> needed) {
    Set<String> names = new HashSet<>(needed);
    List<String> queue = new ArrayList<>(needed);
    while (!queue.isEmpty()) {
      String name = queue.remove(queue.size() - 1);
      for (DirectoryConfig config : configs) {
        for (GlobalDefinition g : config.globals().values()) {
          if (!g.path().get(0).equals(name) || g.definition().expression() == null) {
            continue;
          }
          for (List<String> traversal : g.definition().expression().variables()) {
            if (!traversal.get(0).equals("global")) {
              continue;
            }
            if (traversal.size() == 1) {
              return null; // the whole object (tm_keys(global), global[key]): every global
            }
            if (names.add(traversal.get(1))) {
              queue.add(traversal.get(1));
            }
          }
        }
      }
    }
    return names;
  }

  private Result run(List<DirectoryConfig> configs, Set<String> only) {
    Map<List<String>, GlobalDefinition> pending = new HashMap<>();
    List<List<GlobalDefinition>> byDirectory = new ArrayList<>();
    for (DirectoryConfig config : configs) {
      Map<List<String>, GlobalDefinition> globals = config.globals();
      if (only != null) {
        globals = new HashMap<>(globals);
        globals.keySet().removeIf(path -> !only.contains(path.get(0)));
      }
      if (globals.isEmpty()) {
        continue;
      }
      pending.putAll(globals);
      List<GlobalDefinition> sorted = new ArrayList<>(globals.values());
      sorted.sort(Comparator.comparingInt((GlobalDefinition g) -> g.path().size()).thenComparing(GlobalDefinition::name));
      byDirectory.add(sorted);
    }
    Map<List<String>, String> errors = new HashMap<>();
    boolean progress = true;
    while (!pending.isEmpty() && progress) {
      progress = false;
      for (List<GlobalDefinition> directory : byDirectory) {
        for (GlobalDefinition g : directory) {
          if (pending.get(g.path()) != g) {
            continue;
          }
          if (g.definition().isUnset()) {
            delete(g.path());
            pending.remove(g.path());
            errors.remove(g.path());
            progress = true;
            continue;
          }
          if (waits(g, pending)) {
            continue;
          }
          String error = evaluateOne(g);
          if (error != null) {
            errors.put(g.path(), error);
            continue;
          }
          pending.remove(g.path());
          errors.remove(g.path());
          progress = true;
        }
      }
    }
    Map<String, String> failed = new TreeMap<>();
    pending.forEach((path, g) -> failed.put(g.name(), errors.getOrDefault(path,
        g.definition().at(root) + ": undefined global." + path.get(0) + " (a cycle, or a reference to no global)")));
    return new Result(values(), Map.copyOf(failed));
  }

  /** Terramate's wait: for a pending global it references, or a pending parent of its own key path from above. */
  private boolean waits(GlobalDefinition g, Map<List<String>, GlobalDefinition> pending) {
    if (g.definition().expression() != null) {
      for (List<String> traversal : g.definition().expression().variables()) {
        if (!traversal.get(0).equals("global") || traversal.size() == 1) {
          continue;
        }
        List<String> keys = traversal.subList(1, traversal.size());
        for (List<String> other : pending.keySet()) {
          if (samePrefix(other, keys)) {
            return true;
          }
        }
      }
    }
    for (int size = g.path().size(); size >= 1 && g.path().size() > 1; size--) {
      GlobalDefinition parent = pending.get(g.path().subList(0, size));
      if (parent != null && parent.attribute() && !parent.path().equals(g.path())
          && g.configDir().startsWith(parent.configDir())) {
        return true;
      }
    }
    return false;
  }

  private static boolean samePrefix(List<String> a, List<String> b) {
    for (int i = Math.min(a.size(), b.size()) - 1; i >= 0; i--) {
      if (!a.get(i).equals(b.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** Evaluates and sets one global; returns why it failed, or null. */
  private String evaluateOne(GlobalDefinition g) {
    Definition d = g.definition();
    Path definedIn = d.file().getParent();
    Object old = get(g.path());
    if (old != null && g.attribute() && infoOf(old) != null && definedIn.equals(infoOf(old).definedIn())) {
      return d.at(root) + ": global." + g.name() + " attribute redefined";
    }
    if (d.expression() == null) {
      return d.at(root) + ": global." + g.name() + ": " + d.unreadable();
    }
    Object value;
    try {
      value = EVALUATOR.evaluate(d.expression(), new Scope());
    } catch (HclEvalException e) {
      return root.relativize(d.file()) + ":" + e.line() + ":" + e.column() + ": global." + g.name() + ": " + e.getMessage();
    }
    if (old instanceof Node && !g.attribute()) {
      return null; // the object a labelled block makes exists already
    }
    Info info = new Info(g.configDir(), definedIn);
    String failure = set(g.path(), g.attribute() ? node(value, info) : new Node(info), info);
    snapshot = null;
    return failure == null ? null : d.at(root) + ": global." + g.name() + ": " + failure;
  }

  /** An object becomes keys a labelled block may extend, as Terramate's eval.NewValue makes it. */
  private static Object node(Object value, Info info) {
    if (!(value instanceof Map<?, ?> map)) {
      return new Leaf(value, info);
    }
    Node node = new Node(info);
    map.forEach((k, v) -> node.keys.put((String) k, node(v, info)));
    return node;
  }

  private Object get(List<String> path) {
    Node node = globals;
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

  private String set(List<String> path, Object value, Info info) {
    Node node = globals;
    for (int i = 0; i < path.size() - 1; i++) {
      Object next = node.keys.computeIfAbsent(path.get(i), k -> new Node(info));
      if (!(next instanceof Node n)) {
        return "cannot extend global." + String.join(".", path.subList(0, i + 1)) + ": it is not an object";
      }
      node = n;
    }
    node.keys.put(path.get(path.size() - 1), value);
    return null;
  }

  private void delete(List<String> path) {
    Node node = globals;
    for (String key : path.subList(0, path.size() - 1)) {
      if (!(node.keys.get(key) instanceof Node n)) {
        return;
      }
      node = n;
    }
    node.keys.remove(path.get(path.size() - 1));
    snapshot = null;
  }

  private static Info infoOf(Object value) {
    return value instanceof Node n ? n.info : ((Leaf) value).info();
  }

  private Map<String, Object> values() {
    if (snapshot == null) {
      snapshot = plain(globals);
    }
    return snapshot;
  }

  private static Map<String, Object> plain(Node node) {
    Map<String, Object> out = new LinkedHashMap<>();
    node.keys.forEach((k, v) -> out.put(k, v instanceof Node n ? plain(n) : ((Leaf) v).value()));
    return java.util.Collections.unmodifiableMap(out);
  }

  /** The globals so far as {@code global}; everything else as the caller's context has it. */
  private final class Scope implements HclContext {
    @Override
    public Object variable(String name) throws HclEvalException {
      return name.equals("global") ? values() : outer.variable(name);
    }

    @Override
    public String baseDirectory() {
      return outer.baseDirectory();
    }

    @Override
    public String readFile(String path) throws HclEvalException {
      return outer.readFile(path);
    }
  }
}
