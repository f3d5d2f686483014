package io.stackdrift.workspace;

import io.stackdrift.config.Config;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.container.ComposeFileReader;
import io.stackdrift.container.ComposeProject;
import io.stackdrift.discovery.Stack;
import io.stackdrift.order.StackGraph;
import io.stackdrift.discovery.WorkspaceRoot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The Compose projects of a workspace (contract §5): the {@code [[compose]]} entries of the
 * configuration, then each stack directory holding a compose file (owned by that stack).
 */
public final class ComposeProjects {
  static final List<String> FILE_NAMES =
      List.of("compose.yaml", "compose.yml", "docker-compose.yaml", "docker-compose.yml");

  private ComposeProjects() {}

  /** Checks the {@code [[compose]]} entries; returns their problems (missing file, unknown stack). */
  static List<Diagnostic> validate(Config config, Path root, StackGraph graph) {
    List<Diagnostic> problems = new ArrayList<>();
    Path configFile = root.resolve(WorkspaceRoot.CONFIG_FILE);
    for (int i = 0; i < config.compose().size(); i++) {
      Config.Compose c = config.compose().get(i);
      String section = "compose[" + i + "]";
      if (!c.file().isBlank() && !Files.isRegularFile(root.resolve(c.file()))) {
        problems.add(new Diagnostic(configFile, config.lineOf(section, "file"), 0,
            section + ".file: " + root.resolve(c.file()).normalize() + " does not exist"));
      }
      if (!c.stack().isBlank() && owner(c.stack(), root, graph) == null) {
        problems.add(new Diagnostic(configFile, config.lineOf(section, "stack"), 0,
            section + ".stack: no stack has the id or path '" + c.stack() + "'"));
      }
    }
    return problems;
  }

  /**
   * The projects to check for the selected stacks: those they own, and (with {@code withUnowned},
   * which only the first shard of a sharded run has) those no stack owns.
   */
  public static List<ComposeProject> of(Workspace ws, List<Stack> selected, boolean withUnowned, Map<String, String> env) {
    Set<String> selectedIds = selected.stream().map(Stack::id).collect(Collectors.toSet());
    // named only once selected: naming may read and interpolate the whole compose file
    return located(ws).stream()
        .filter(p -> p.stack().isEmpty() ? withUnowned : selectedIds.contains(p.stack()))
        .map(p -> p.named(env))
        .toList();
  }

  /** A project before it is named; {@code configuredName} is blank when the file names it. */
  private record Located(String configuredName, Path file, String stack) {
    ComposeProject named(Map<String, String> env) {
      String name = configuredName.isBlank() ? ComposeFileReader.declaredName(file, env) : configuredName;
      return new ComposeProject(name, file, stack);
    }
  }

  /** Every project of the workspace, configured ones first, each with its owning stack if any. */
  private static List<Located> located(Workspace ws) {
    Map<Path, Located> byFile = new LinkedHashMap<>();
    List<Located> projects = new ArrayList<>();
    for (Config.Compose c : ws.config().compose()) {
      Path file = c.file().isBlank() ? null : ws.root().resolve(c.file()).normalize();
      Stack owner = c.stack().isBlank() ? null : owner(c.stack(), ws.root(), ws.graph());
      Located project = new Located(c.project(), file, owner == null ? "" : owner.id());
      projects.add(project);
      if (file != null) {
        byFile.put(file, project);
      }
    }
    for (Stack stack : ws.stacks()) {
      Path file = composeFile(stack.dir());
      if (file == null) {
        continue;
      }
      Located configured = byFile.get(file.normalize());
      if (configured == null) {
        projects.add(new Located("", file, stack.id()));
      } else if (configured.stack().isEmpty()) {
        projects.set(projects.indexOf(configured), new Located(configured.configuredName(), file, stack.id()));
      }
    }
    return projects;
  }

  private static Path composeFile(Path dir) {
    for (String name : FILE_NAMES) {
      Path f = dir.resolve(name);
      if (Files.isRegularFile(f)) {
        return f;
      }
    }
    return null;
  }

  /** {@code [[compose]].stack}: an id, or a path relative to the workspace root. */
  private static Stack owner(String ref, Path root, StackGraph graph) {
    try {
      return graph.find(root, ref);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
