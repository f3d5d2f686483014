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

  /** The filters in force as the user wrote them, empty when every stack is selected. */
  String describe(Workspace ws) {
    return selection(true).describe(ws);
  }

  /** The selection the flags describe, for a caller that applies it to more than one workspace. */
  Selection selection(boolean withWanted) {
    return new Selection(List.copyOf(tags), List.copyOf(noTags), List.copyOf(stacks), withWanted);
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
