package io.stackdrift.cli;

import io.stackdrift.discovery.Stack;
import io.stackdrift.workspace.Selection;
import io.stackdrift.workspace.Workspace;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Stack selection flags shared by the commands (contract §1b). */
final class SelectionOptions {
  @Option(names = "--tags", paramLabel = "FILTER",
      description = "Only stacks matching the Terramate tag filter: ',' is OR, ':' is AND "
          + "(e.g. 'stackkit:role/core,role/workload'); repeatable, the filters are OR-ed. "
          + "Default: detect.tags from stackdrift.toml.")
  List<String> tags = new ArrayList<>();

  @Option(names = "--no-tags", paramLabel = "TAG[,TAG...]",
      description = "Leave out stacks carrying any of these tags (repeatable).")
  List<String> noTags = new ArrayList<>();

  @Option(names = "--stack", paramLabel = "ID|PATH",
      description = "Only this stack, by id or by directory relative to the workspace root, or a workspace "
          + "path such as /stacks/a (repeatable); replaces --tags and -C's selection.")
  List<String> stacks = new ArrayList<>();

  @Option(names = "--changed",
      description = "Only stacks changed between the base (--git-change-base) and HEAD, as terramate's --changed: "
          + "a file in the stack's directory (not a sub-stack's), a file of a local module it calls, a file its "
          + "watch list names; untracked and modified files count.")
  boolean changed;

  @Option(names = {"--git-change-base", "-B"}, paramLabel = "REF",
      description = "The base of --changed (default as terramate chooses it: HEAD^ on main at origin/main, "
          + "else the merge base of HEAD and origin/main).")
  String changeBase;

  /** The filters in force as the user wrote them, empty when every stack is selected. */
  String describe(Workspace ws) {
    return selection(true).describe(ws);
  }

  /** The selection the flags describe, for a caller that applies it to more than one workspace. */
  Selection selection(boolean withWanted) {
    if (changeBase != null && !changed) {
      throw ExitException.usage("--git-change-base " + changeBase + ": only with --changed");
    }
    return new Selection(List.copyOf(tags), List.copyOf(noTags), List.copyOf(stacks), withWanted,
        changed ? new Selection.ChangeFilter(changeBase, System.getenv()) : null);
  }

  /** The selected stacks of a loaded workspace, in run order; a bad flag value is a usage error. */
  List<Stack> apply(Workspace ws, boolean withWanted) {
    try {
      return selection(withWanted).apply(ws);
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
  }
}
