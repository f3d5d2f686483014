package io.stackdrift.workspace;

import io.stackdrift.config.Config;
import io.stackdrift.config.ConfigLoader;
import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.order.RunOrder;
import io.stackdrift.discovery.StackDefaults;
import io.stackdrift.order.StackGraph;
import io.stackdrift.discovery.StackScanner;
import io.stackdrift.discovery.TagFilter;
import io.stackdrift.discovery.WorkspaceRoot;
import io.stackdrift.terramate.TerramateTree;
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
      throw new ConfigurationException(List.of(Diagnostic.at(null, what)));
    }
    Path workingDir = real(start);
    Path root = WorkspaceRoot.find(workingDir);
    Path configFile = root.resolve(WorkspaceRoot.CONFIG_FILE);
    List<Diagnostic> problems = new ArrayList<>();
    Config config = Config.defaults();
    try {
      config = ConfigLoader.load(configFile);
    } catch (ConfigurationException e) {
      problems.addAll(e.problems());
    }
    checkDefaultTags(config, configFile, problems);
    checkIgnoreTags(config, configFile, problems);

    StackScanner.Result scan = StackScanner.scan(root,
        new StackDefaults(config.identity().site(), config.identity().node()));
    problems.addAll(scan.problems());
    StackGraph graph = StackGraph.of(scan.stacks());
    problems.addAll(graph.problems());
    // Every stack selected: the whole graph is checked for cycles once, whatever a command selects later.
    RunOrder.Result order = RunOrder.of(graph, StackGraph.identitySet(scan.stacks()));
    problems.addAll(order.problems());
    problems.addAll(ComposeProjects.validate(config, root, graph));
    if (!problems.isEmpty()) {
      throw new ConfigurationException(problems);
    }
    List<Diagnostic> warnings = new ArrayList<>(scan.warnings());
    warnings.addAll(graph.wantsCycles());
    return new Workspace(root, workingDir, config, order.ordered(), graph, order.runsAfter(), List.copyOf(warnings),
        new TerramateTree(root, scan.configs(), scan.stacks(), scan.declaredIds()));
  }

  private static Path real(Path start) throws ConfigurationException {
    try {
      return start.toRealPath();
    } catch (java.io.IOException e) {
      throw new ConfigurationException(List.of(Diagnostic.at(null, "cannot read directory " + start + ": " + e)));
    }
  }

  private static void checkIgnoreTags(Config config, Path configFile, List<Diagnostic> problems) {
    for (int i = 0; i < config.ignore().size(); i++) {
      String tags = config.ignore().get(i).tags();
      try {
        if (!tags.isEmpty()) {
          TagFilter.parse(tags);
        }
      } catch (IllegalArgumentException e) {
        problems.add(new Diagnostic(configFile, config.lineOf("ignore[" + i + "]", "tags"), 0,
            "ignore[" + i + "].tags: " + e.getMessage()));
      }
    }
  }

  private static void checkDefaultTags(Config config, Path configFile, List<Diagnostic> problems) {
    String tags = config.detect().tags();
    if (tags.isBlank()) {
      return;
    }
    try {
      TagFilter.parse(tags);
    } catch (IllegalArgumentException e) {
      problems.add(new Diagnostic(configFile, config.lineOf("detect", "tags"), 0,
          "detect.tags: " + e.getMessage()));
    }
  }
}
