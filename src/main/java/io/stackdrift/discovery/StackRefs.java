package io.stackdrift.discovery;

import io.stackdrift.config.Problem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Resolves the stack references of {@code after}, {@code before}, {@code wants} and
 * {@code wanted_by} (contract §2): workspace-absolute paths ({@code /stacks/a}), paths relative to
 * the stack ({@code ../a}), a directory meaning every stack below it, or tag filters
 * ({@code tag:role/core}). A reference that matches nothing is a warning; a bad filter a problem.
 */
public final class StackRefs {
  private final List<Stack> stacks;
  private final Map<String, Stack> byPath = new HashMap<>();
  private final Map<String, List<Stack>> byTagFilter = new HashMap<>();
  private final List<Problem> problems = new ArrayList<>();
  private final List<String> warnings = new ArrayList<>();

  public StackRefs(List<Stack> stacks) {
    this.stacks = stacks;
    stacks.forEach(s -> byPath.put(s.workspacePath(), s));
  }

  /** The stacks {@code ref} names, never {@code from} itself. */
  public Set<Stack> resolve(Stack from, String attribute, String ref) {
    Set<Stack> found = new LinkedHashSet<>();
    if (ref.startsWith("tag:")) {
      List<Stack> tagged = tagged(from, attribute, ref.substring(4));
      if (tagged == null) {
        return found;
      }
      found.addAll(tagged);
    } else {
      String path = normalize(ref.startsWith("/") ? ref : from.workspacePath() + "/" + ref);
      Stack exact = byPath.get(path);
      if (exact != null) {
        found.add(exact);
      } else {
        String prefix = path.equals("/") ? "/" : path + "/";
        stacks.stream().filter(s -> s.workspacePath().startsWith(prefix)).forEach(found::add);
      }
    }
    found.remove(from);
    if (found.isEmpty()) {
      warnings.add("stack " + from.id() + " (" + from.runtimeRoot() + "): " + attribute + " entry '" + ref
          + "' matches no stack");
    }
    return found;
  }

  public List<Problem> problems() {
    return List.copyOf(problems);
  }

  public List<String> warnings() {
    return List.copyOf(warnings);
  }

  /** Stacks matching a tag filter; computed once per filter text, as many stacks share one. */
  private List<Stack> tagged(Stack from, String attribute, String filterText) {
    List<Stack> cached = byTagFilter.get(filterText);
    if (cached != null) {
      return cached;
    }
    TagFilter filter;
    try {
      filter = TagFilter.parse(filterText);
    } catch (IllegalArgumentException e) {
      problems.add(Problem.at(from.file(), "stack." + attribute + ": " + e.getMessage()));
      return null;
    }
    List<Stack> matched = stacks.stream().filter(s -> filter.matches(s.tags())).toList();
    byTagFilter.put(filterText, matched);
    return matched;
  }

  static String normalize(String path) {
    List<String> parts = new ArrayList<>();
    for (String part : path.split("/")) {
      if (part.isEmpty() || part.equals(".")) {
        continue;
      }
      if (part.equals("..")) {
        if (!parts.isEmpty()) {
          parts.remove(parts.size() - 1);
        }
      } else {
        parts.add(part);
      }
    }
    return "/" + String.join("/", parts);
  }
}
