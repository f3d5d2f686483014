package io.stackdrift.order;

import io.stackdrift.config.Diagnostic;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackPaths;
import io.stackdrift.discovery.TagFilter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The stacks of a workspace with their {@code after}, {@code before}, {@code wants} and
 * {@code wanted_by} entries resolved once (contract §2): a path selects the stack at that directory
 * and every stack below it; a {@code tag:} filter selects each matching stack and every stack below
 * it. A stack selected by one of its own after/before entries is a cycle.
 */
public final class StackGraph {
  private final List<Stack> byPath;
  private final String[] paths;
  private final Map<String, Stack> byId = new HashMap<>();
  private final Map<String, List<Stack>> byTagFilter = new HashMap<>();
  /** The stacks by each of their tags, made on the first tag filter that needs it. */
  private Map<String, List<Stack>> byTag;
  private final Map<Stack, List<Stack>> after = new IdentityHashMap<>();
  private final Map<Stack, List<Stack>> before = new IdentityHashMap<>();
  private final Map<Stack, List<Stack>> wants = new IdentityHashMap<>();
  private final Map<Stack, List<Stack>> wantedBy = new IdentityHashMap<>();
  private final Map<Stack, List<Stack>> wantedFrom = new IdentityHashMap<>();
  private final List<Diagnostic> problems = new ArrayList<>();

  private StackGraph(List<Stack> stacks) {
    List<Stack> sorted = new ArrayList<>(stacks);
    sorted.sort(StackPaths.PATH_ORDER);
    this.byPath = List.copyOf(sorted);
    this.paths = sorted.stream().map(Stack::workspacePath).toArray(String[]::new);
    stacks.forEach(s -> byId.putIfAbsent(s.id().toLowerCase(Locale.ROOT), s));
  }

  /** Resolves every entry of every stack; {@link #problems()} lists the stacks that select themselves. */
  public static StackGraph of(List<Stack> stacks) {
    StackGraph graph = new StackGraph(stacks);
    for (Stack s : graph.byPath) {
      graph.after.put(s, graph.resolveEntries(s, "after", s.after(), true));
      graph.before.put(s, graph.resolveEntries(s, "before", s.before(), true));
      graph.wants.put(s, graph.resolveEntries(s, "wants", s.wants(), false));
      graph.wantedBy.put(s, graph.resolveEntries(s, "wanted_by", s.wantedBy(), false));
      graph.wantedBy.get(s).forEach(t -> graph.wantedFrom.computeIfAbsent(t, k -> new ArrayList<>()).add(s));
    }
    return graph;
  }

  /** Every stack, in byte order of its workspace path. */
  public List<Stack> stacks() {
    return byPath;
  }

  /** The stack with this id, ignoring case; null when none. */
  public Stack stack(String id) {
    return byId.get(id.toLowerCase(Locale.ROOT));
  }

  /** The stack whose workspace path ({@code /a/b}) is {@code path}; null when none. */
  public Stack atPath(String path) {
    int i = Arrays.binarySearch(paths, path, StackPaths.BYTE_ORDER);
    return i >= 0 ? byPath.get(i) : null;
  }

  public List<Stack> after(Stack s) {
    return after.getOrDefault(s, List.of());
  }

  public List<Stack> before(Stack s) {
    return before.getOrDefault(s, List.of());
  }

  public List<Stack> wants(Stack s) {
    return wants.getOrDefault(s, List.of());
  }

  public List<Stack> wantedBy(Stack s) {
    return wantedBy.getOrDefault(s, List.of());
  }

  /** The stacks whose {@code wanted_by} selects {@code s}. */
  public List<Stack> wantedFrom(Stack s) {
    return wantedFrom.getOrDefault(s, List.of());
  }

  /**
   * A stack by id (ignoring case), else by directory (contract §1b): relative to the workspace root,
   * or absolute, as a filesystem path inside {@code root} or as a workspace path ({@code /stacks/a}).
   * Null when nothing matches.
   *
   * @throws IllegalArgumentException when {@code ref} is one stack's id and another stack's path
   */
  public Stack find(Path root, String ref) {
    Stack byIdMatch = stack(ref);
    Stack byPathMatch = atPath(workspacePath(root, ref));
    if (byIdMatch != null && byPathMatch != null && byIdMatch != byPathMatch) {
      throw new IllegalArgumentException("'" + ref + "' is the id of " + byIdMatch.runtimeRoot()
          + " and the path of " + byPathMatch.id() + "; name one of them by the other's id or path");
    }
    return byIdMatch != null ? byIdMatch : byPathMatch;
  }

  private static String workspacePath(Path root, String ref) {
    if (ref.startsWith("/")) {
      Path given = real(Path.of(ref).normalize());
      if (given.startsWith(root)) {
        return StackPaths.absolute("/", root.relativize(given).toString().replace('\\', '/'));
      }
    }
    return StackPaths.absolute("/", ref);
  }

  /** The root is a real path (links resolved), so a filesystem path reaching it through a link is made real too. */
  private static Path real(Path path) {
    try {
      return path.toRealPath();
    } catch (IOException | SecurityException e) {
      return path; // a workspace path such as /stacks/a, not a directory on this machine
    }
  }

  /**
   * A warning for each {@code wants} cycle found (a stack that, through wants / wanted_by, brings
   * itself in): harmless for the selection, but rarely meant (contract §1b). Depth-first, each
   * stack visited once.
   */
  public List<Diagnostic> wantsCycles() {
    List<Diagnostic> warnings = new ArrayList<>();
    Set<Stack> done = identitySet();
    for (Stack root : byPath) {
      if (done.contains(root) || wanting(root).isEmpty()) {
        continue;
      }
      List<Stack> path = new ArrayList<>(List.of(root));
      Map<Stack, Integer> onPath = new IdentityHashMap<>(Map.of(root, 0));
      Deque<Iterator<Stack>> next = new ArrayDeque<>(List.of(wanting(root).iterator()));
      while (!next.isEmpty()) {
        if (!next.peek().hasNext()) {
          next.pop();
          Stack finished = path.remove(path.size() - 1);
          onPath.remove(finished);
          done.add(finished);
          continue;
        }
        Stack w = next.peek().next();
        Integer at = onPath.get(w);
        if (at != null) {
          List<Stack> cycle = new ArrayList<>(path.subList(at, path.size()));
          cycle.add(w);
          warnings.add(Diagnostic.warning(w.file(), 0, 0, "wants cycle: " + String.join(" -> ",
              cycle.stream().map(c -> c.id() + " (" + c.runtimeRoot() + ")").toList())));
        } else if (!done.contains(w)) {
          onPath.put(w, path.size());
          path.add(w);
          next.push(wanting(w).iterator());
        }
      }
    }
    return warnings;
  }

  /** The stacks {@code s} brings in: its wants, and the stacks whose wanted_by selects it. */
  private List<Stack> wanting(Stack s) {
    List<Stack> out = new ArrayList<>(wants(s));
    out.addAll(wantedFrom(s));
    return out;
  }

  public List<Diagnostic> problems() {
    return List.copyOf(problems);
  }

  /** The stacks at {@code path} and below it, in path order. */
  public List<Stack> atOrBelow(String path) {
    List<Stack> out = new ArrayList<>();
    if (path.equals("/")) {
      return byPath;
    }
    Stack exact = atPath(path);
    if (exact != null) {
      out.add(exact);
    }
    String prefix = path + "/";
    int i = Arrays.binarySearch(paths, prefix, StackPaths.BYTE_ORDER);
    for (int j = i >= 0 ? i : -i - 1; j < paths.length && paths[j].startsWith(prefix); j++) {
      out.add(byPath.get(j));
    }
    return out;
  }

  private List<Stack> resolveEntries(Stack from, String attribute, List<String> entries, boolean ordering) {
    if (entries.isEmpty()) {
      return List.of();
    }
    Set<Stack> found = identitySet();
    for (String entry : entries) {
      List<Stack> selected = resolve(from, entry);
      if (selected.stream().anyMatch(s -> s == from)) {
        if (ordering) {
          problems.add(Diagnostic.at(from.file(), "run order cycle: stack " + from.id() + " (" + from.runtimeRoot()
              + ") selects itself through its " + attribute + " entry '" + entry + "' (a path or tag selects "
              + "the stacks below it too); remove the entry"));
        }
        // A stack wanting itself stays listed: wantsCycles warns of it, as Terramate does.
        if (ordering) {
          selected = selected.stream().filter(s -> s != from).toList();
        }
      }
      found.addAll(selected);
    }
    List<Stack> out = new ArrayList<>(found);
    out.sort(StackPaths.PATH_ORDER);
    return List.copyOf(out);
  }

  /** The stacks one entry selects: a path and the stacks below it, or tag matches and the stacks below them. */
  List<Stack> resolve(Stack from, String entry) {
    if (!entry.startsWith("tag:")) {
      return atOrBelow(StackPaths.absolute(from.workspacePath(), entry));
    }
    return byTagFilter.computeIfAbsent(entry.substring(4), this::taggedAndBelow);
  }

  private List<Stack> taggedAndBelow(String filterText) {
    TagFilter filter;
    try {
      filter = TagFilter.parse(filterText);
    } catch (IllegalArgumentException e) {
      return List.of(); // reported with its file, line and column when the stack was read
    }
    Set<Stack> found = identitySet();
    for (Stack s : candidates(filter)) {
      if (filter.matches(s.tags()) && !found.contains(s)) {
        found.addAll(atOrBelow(s.workspacePath()));
      }
    }
    List<Stack> out = new ArrayList<>(found);
    out.sort(StackPaths.PATH_ORDER);
    return Collections.unmodifiableList(out);
  }

  /**
   * The stacks a filter can match: those with one of the tags each match must have, found in an
   * index of the stacks by tag, so resolving one filter per group of stacks stays linear in the
   * workspace rather than scanning every stack for every filter.
   */
  private Collection<Stack> candidates(TagFilter filter) {
    Optional<Set<String>> tags = filter.anyOfTags();
    if (tags.isEmpty()) {
      return byPath;
    }
    if (byTag == null) {
      byTag = new HashMap<>();
      for (Stack s : byPath) {
        for (String tag : s.tags()) {
          byTag.computeIfAbsent(tag, t -> new ArrayList<>()).add(s);
        }
      }
    }
    Set<Stack> out = identitySet();
    for (String tag : tags.get()) {
      out.addAll(byTag.getOrDefault(tag, List.of()));
    }
    return out;
  }

  /** Stacks are records: sets of them compare by identity, not by hashing every field. */
  public static Set<Stack> identitySet() {
    return Collections.newSetFromMap(new IdentityHashMap<>());
  }

  public static Set<Stack> identitySet(Collection<Stack> stacks) {
    Set<Stack> set = identitySet();
    set.addAll(stacks);
    return set;
  }
}
