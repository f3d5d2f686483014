package io.stackdrift.cli;

import io.stackdrift.discovery.Stack;
import io.stackdrift.engine.Selection;
import io.stackdrift.engine.Workspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Stack selection flags shared by the commands (contract §1b). */
final class SelectionOptions {
  @Option(names = "--tags", paramLabel = "FILTER",
      description = "Only stacks matching the Terramate tag filter: ',' is OR, ':' is AND, '~' negates "
          + "(e.g. 'stackkit:role/core,role/workload'). Default: detect.tags from stackdrift.toml.")
  String tags;

  @Option(names = "--no-tags", paramLabel = "FILTER",
      description = "Leave out stacks matching this tag filter.")
  String noTags;

  @Option(names = "--stack", paramLabel = "ID|PATH",
      description = "Only this stack, by id or directory (repeatable).")
  List<String> stacks = new ArrayList<>();

  Selection selection() {
    return new Selection(tags, noTags, List.copyOf(stacks));
  }

  /** The selected stacks of a loaded workspace, in run order; a bad flag value is a usage error. */
  List<Stack> apply(Workspace ws) {
    try {
      return selection().apply(ws, Path.of("").toAbsolutePath());
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
  }
}
