package io.stackdrift.status;

import io.stackdrift.discovery.Stack;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/** Stacks whose OpenTofu root is not (yet) on this host (contract §3, pending_root). */
public final class PendingRoots {
  static final String NO_ROOT = "runtime root has no OpenTofu configuration";
  static final String REMOTE_OWNED =
      "the module's owner runs as a remote operations process; no host holds its OpenTofu root";

  private PendingRoots() {}

  static final int NAMED_CORES = 10;

  public static String detail(Stack stack, Set<String> remoteOwnedModules) {
    return remoteOwnedModules.contains(stack.moduleRef()) ? REMOTE_OWNED : NO_ROOT;
  }

  /**
   * The detail of a stack that is not planned because core roots are missing: a remote-owned module
   * keeps its own detail, so the report alone still tells that it needs no local root.
   */
  public static String blockedDetail(Stack stack, Set<String> remoteOwnedModules, String missingCoreDetail) {
    return remoteOwnedModules.contains(stack.moduleRef()) ? REMOTE_OWNED : missingCoreDetail;
  }

  /**
   * Core stacks without a local root that block every plan (remote-owned ones do not); {@code noRoot}
   * says whether a stack's root is missing (discovery reads that).
   */
  public static List<Stack> missingCore(List<Stack> all, Set<String> remoteOwnedModules, Predicate<Stack> noRoot) {
    return all.stream()
        .filter(s -> s.role().equals("core") && !remoteOwnedModules.contains(s.moduleRef()) && noRoot.test(s))
        .toList();
  }

  /**
   * Why nothing is planned, made once per run and shared by every blocked stack: it names at most
   * {@value #NAMED_CORES} of the missing core stacks, so a workspace of thousands of them does not
   * give each of its stacks a detail as long as the list.
   */
  public static String missingCoreDetail(List<Stack> missing) {
    StringBuilder ids = new StringBuilder();
    for (Stack s : missing.subList(0, Math.min(missing.size(), NAMED_CORES))) {
      ids.append(ids.length() == 0 ? "" : ", ").append(s.id()).append(" (").append(s.runtimeRoot()).append(')');
    }
    if (missing.size() > NAMED_CORES) {
      ids.append(" and ").append(missing.size() - NAMED_CORES).append(" more");
    }
    return "core stack" + (missing.size() == 1 ? " " : "s ") + ids + " ha" + (missing.size() == 1 ? "s" : "ve")
        + " no OpenTofu configuration; no stack is planned until the core root exists";
  }
}
