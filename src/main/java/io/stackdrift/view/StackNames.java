package io.stackdrift.view;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import java.util.Collection;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How every view outside the JSON report names a stack (contract §7): by its path relative to the
 * workspace root, as {@code terramate list} prints it and {@code --stack} takes it, with the stack
 * block's {@code name} after it where that says more than the directory's own name
 * ({@code stacks/db (orders database)}); the id comes second ({@code [1b0e6f2c-…]}), where a view
 * has room for it. A UUID tells a reviewer nothing; the path is what they know. A stack whose path
 * is not known (an id no longer in the workspace) keeps its id. The text is returned as it is: each
 * view makes it safe its own way.
 */
public final class StackNames {
  /** What is known of one stack: its path and its name (null when not set). */
  public record Known(String path, String name) {}

  private final Map<String, Known> byLowerId;

  private StackNames(Map<String, Known> byLowerId) {
    this.byLowerId = byLowerId;
  }

  /** The stacks of a report, by their entries' {@code runtimeRoot} and {@code name}. */
  public static StackNames of(DriftReport report) {
    return ofEntries(report.stacks());
  }

  public static StackNames ofEntries(Collection<StackEntry> entries) {
    Map<String, Known> known = new HashMap<>();
    entries.forEach(e -> put(known, e.stackId(), e.runtimeRoot(), e.name()));
    return new StackNames(known);
  }

  /** The stacks of a workspace. */
  public static StackNames ofStacks(Collection<Stack> stacks) {
    Map<String, Known> known = new HashMap<>();
    stacks.forEach(s -> put(known, s.id(), s.runtimeRoot(), s.name()));
    return new StackNames(known);
  }

  /** Stacks given by id. */
  public static StackNames of(Map<String, Known> byId) {
    Map<String, Known> known = new HashMap<>();
    byId.forEach((id, k) -> put(known, id, k.path(), k.name()));
    return new StackNames(known);
  }

  private static void put(Map<String, Known> known, String id, String path, String name) {
    if (id != null && path != null && !path.isEmpty()) {
      known.putIfAbsent(id.toLowerCase(Locale.ROOT), new Known(path, name));
    }
  }

  /** The header of a column of stack names. */
  public static String header() {
    return "PATH";
  }

  /** A column of stack names in a {@link Table}: paths are shortened last. */
  public static Table.Column column() {
    return Table.Column.shortened(header(), Table.Fit.PATH, 12, 1);
  }

  /** {@code stacks/db}, or {@code stacks/db (orders database)}; the id when the path is not known. */
  public String label(String id) {
    Known k = known(id);
    if (k == null) {
      return id == null ? "" : id;
    }
    return label(k);
  }

  /** One entry's label, as {@link #label(String)} gives it, without a table of stacks. */
  public static String label(StackEntry e) {
    if (e.runtimeRoot() == null || e.runtimeRoot().isEmpty()) {
      return e.stackId() == null ? "" : e.stackId();
    }
    return label(new Known(e.runtimeRoot(), e.name()));
  }

  private static String label(Known k) {
    return telling(k) ? k.path() + " (" + k.name() + ")" : k.path();
  }

  /** The stack's path alone; the id when the path is not known. */
  public String path(String id) {
    Known k = known(id);
    return k != null ? k.path() : id == null ? "" : id;
  }

  /** Whether the stack is one of the workspace's (a stack that left it is known by its id only). */
  public boolean knows(String id) {
    return known(id) != null;
  }

  /** The id, when it says something the path does not: "" for a stack whose id is its path. */
  public String secondId(String id) {
    Known k = known(id);
    return id == null || k == null || id.equals(k.path()) ? "" : id;
  }

  /** The label and, when it adds something, the id: {@code stacks/db [1b0e6f2c-…]}. */
  public String labelWithId(String id) {
    String second = secondId(id);
    return second.isEmpty() ? label(id) : label(id) + " [" + second + "]";
  }

  private Known known(String id) {
    return id == null ? null : byLowerId.get(id.toLowerCase(Locale.ROOT));
  }

  /** A name the directory's own name does not already say ({@code terramate create} sets it so). */
  private static boolean telling(Known k) {
    if (k.name() == null || k.name().isBlank()) {
      return false;
    }
    String base = k.path().substring(k.path().lastIndexOf('/') + 1);
    return !k.name().equals(base);
  }
}
