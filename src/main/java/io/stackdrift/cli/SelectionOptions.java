package io.stackdrift.cli;

import io.stackdrift.engine.Selection;
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
}
