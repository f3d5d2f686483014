package io.stackdrift.workspace;

import io.stackdrift.discovery.Stack;
import io.stackdrift.git.History;
import io.stackdrift.process.Cancellation;
import io.stackdrift.report.StackEntry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Each stack's {@code changedAt} (contract §14): the newest commit that changed a file its plan
 * reads (its directory, not a sub-stack's, and the local modules it calls), found in one {@code git
 * log} for all the stacks together, left as soon as every stack has one. A changed file is matched
 * by walking up its directories once (its nearest stack, the modules it is in), never against every
 * stack.
 */
public final class StackHistory {
  private StackHistory() {}

  /**
   * What one {@code git log} of a revision tells: each stack's newest change by id (a stack no commit
   * changed has none) and the revision's own commit time (null when the log was not read).
   */
  public record Found(Map<String, StackEntry.ChangedAt> changedAt, String committedAt) {}

  /** The newest change of each of {@code stacks} by id at {@code HEAD}; a stack no commit changed has none. */
  public static Map<String, StackEntry.ChangedAt> changedAt(Workspace ws, List<Stack> stacks,
      Map<String, String> env, Cancellation cancel, Consumer<String> warn) {
    return read(ws, stacks, "HEAD", env, cancel, warn).changedAt();
  }

  /** The same at {@code revision} (the one the run judged), with that revision's commit time. */
  public static Found read(Workspace ws, List<Stack> stacks, String revision, Map<String, String> env,
      Cancellation cancel, Consumer<String> warn) {
    Map<String, Stack> byDir = new HashMap<>();
    ws.stacks().forEach(s -> byDir.put(dirKey(s.runtimeRoot()), s));
    Map<String, List<String>> callersByModule = new HashMap<>();
    for (Stack stack : stacks) {
      for (String module : ChangedStacks.moduleDirs(ws, stack)) {
        callersByModule.computeIfAbsent(module, m -> new ArrayList<>()).add(stack.id());
      }
    }
    Map<String, Boolean> wanted = new HashMap<>();
    stacks.forEach(s -> wanted.put(s.id(), Boolean.TRUE));
    Map<String, StackEntry.ChangedAt> found = new HashMap<>();
    String[] committedAt = {null};
    String failed = History.read(ws.root(), env, revision, cancel, commit -> {
      if (committedAt[0] == null) {
        committedAt[0] = commit.committedAt(); // the first commit is the revision itself
      }
      StackEntry.ChangedAt at = new StackEntry.ChangedAt(commit.shortRevision(), commit.committedAt());
      for (String file : commit.files()) {
        boolean ownerFound = false;
        for (String dir = parent(file); ; dir = parent(dir)) {
          Stack owner = ownerFound ? null : byDir.get(dir);
          if (owner != null) {
            ownerFound = true; // the nearest stack only: a sub-stack's file is not its parent's
            if (wanted.containsKey(owner.id())) {
              found.putIfAbsent(owner.id(), at);
            }
          }
          for (String caller : callersByModule.getOrDefault(dir, List.of())) {
            found.putIfAbsent(caller, at);
          }
          if (dir.isEmpty()) {
            break;
          }
        }
      }
      return found.size() < stacks.size();
    });
    if (failed != null) {
      warn.accept("no changedAt in the report: git log: " + failed);
    }
    return new Found(found, committedAt[0]);
  }

  private static String dirKey(String runtimeRoot) {
    return runtimeRoot.equals(".") ? "" : runtimeRoot;
  }

  private static String parent(String path) {
    int slash = path.lastIndexOf('/');
    return slash < 0 ? "" : path.substring(0, slash);
  }
}
