package io.stackdrift.discovery;

import java.util.Collection;
import java.util.List;

/**
 * Whether a workspace is the stackkit host layout (contract §1a: stacks under
 * {@code .stackkit/runtime/}) or a plain Terramate repository, where the stackkit vocabulary (role,
 * module, site, node) means nothing: its tags are free-form and its tables show Terramate's columns
 * (contract §7, amended). Decided by where the stacks are, so that the scanner, the views and a
 * saved report all agree.
 */
public final class StackkitLayout {
  private static final String RUNTIME = ".stackkit/runtime/";
  /** The table columns only the stackkit layout has. */
  public static final List<String> COLUMNS = List.of("MODULE", "ROLE");

  private StackkitLayout() {}

  /** A stack directory (relative to the workspace root, '/' separators) of the stackkit layout. */
  public static boolean holds(String runtimeRoot) {
    return runtimeRoot != null && runtimeRoot.startsWith(RUNTIME);
  }

  /** A workspace with at least one stack of the stackkit layout. */
  public static boolean of(Collection<String> runtimeRoots) {
    return runtimeRoots.stream().anyMatch(StackkitLayout::holds);
  }
}
