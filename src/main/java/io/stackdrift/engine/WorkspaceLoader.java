package io.stackdrift.engine;

import io.stackdrift.config.Config;
import io.stackdrift.config.ConfigLoader;
import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Problem;
import io.stackdrift.discovery.RunOrder;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackRefs;
import io.stackdrift.discovery.StackDefaults;
import io.stackdrift.discovery.StackScanner;
import io.stackdrift.discovery.TagFilter;
import io.stackdrift.discovery.WorkspaceRoot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Finds the workspace root, reads its configuration and stacks, and orders them. */
public final class WorkspaceLoader {
  private WorkspaceLoader() {}

  /** Loads the workspace around {@code start}; every configuration error is reported at once. */
  public static Workspace load(Path start) throws ConfigurationException {
    if (!Files.isDirectory(start)) {
      String what = Files.exists(start) ? start + " is not a directory" : "directory " + start + " does not exist";
      throw new ConfigurationException(List.of(Problem.at(null, what)));
    }
    Path root = WorkspaceRoot.find(start);
    Path configFile = root.resolve(WorkspaceRoot.CONFIG_FILE);
    List<Problem> problems = new ArrayList<>();
    Config config = Config.defaults();
    try {
      config = ConfigLoader.load(configFile);
    } catch (ConfigurationException e) {
      problems.addAll(e.problems());
    }
    checkDefaultTags(config, configFile, problems);

    StackScanner.Result scan = StackScanner.scan(root,
        new StackDefaults(config.identity().site(), config.identity().node()));
    problems.addAll(scan.problems());
    RunOrder.Result order = RunOrder.of(scan.stacks());
    problems.addAll(order.problems());
    problems.addAll(ComposeProjects.validate(config, root, scan.stacks()));
    StackRefs wanted = checkWants(scan.stacks());
    problems.addAll(wanted.problems());
    if (!problems.isEmpty()) {
      throw new ConfigurationException(problems);
    }
    List<String> warnings = new ArrayList<>(scan.warnings());
    warnings.addAll(order.warnings());
    warnings.addAll(wanted.warnings());
    return new Workspace(root, config, order.ordered(), order.runsAfter(), List.copyOf(warnings));
  }

  /** Resolves every wants / wanted_by entry once, for its warnings and problems. */
  private static StackRefs checkWants(List<Stack> stacks) {
    if (stacks.stream().allMatch(s -> s.wants().isEmpty() && s.wantedBy().isEmpty())) {
      return new StackRefs(List.of()); // nothing to resolve: no index of every stack on start-up
    }
    StackRefs refs = new StackRefs(stacks);
    for (Stack s : stacks) {
      s.wants().forEach(ref -> refs.resolve(s, "wants", ref));
      s.wantedBy().forEach(ref -> refs.resolve(s, "wanted_by", ref));
    }
    return refs;
  }

  private static void checkDefaultTags(Config config, Path configFile, List<Problem> problems) {
    String tags = config.detect().tags();
    if (tags.isBlank()) {
      return;
    }
    try {
      TagFilter.parse(tags);
    } catch (IllegalArgumentException e) {
      problems.add(new Problem(configFile, ConfigLoader.lineOf(configFile, "detect", "tags"), 0,
          "detect.tags: " + e.getMessage()));
    }
  }
}
