package io.stackdrift.workspace;

import io.stackdrift.discovery.Stack;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which stacks changed, by Terramate v0.17.2's rules (stack/manager.go ListChanged): a changed file
 * changes the nearest stack at or above its directory (so a sub-stack's file changes the sub-stack,
 * and a file above every stack none); a stack whose {@code watch} list names a changed file changed;
 * and a stack whose {@code .tf}/{@code .tofu} files call a local module ({@code ./} or {@code ../})
 * with a changed file below it, or calling one that does, transitively, changed. A module outside
 * the workspace is passed over, as Terramate does. Paths are relative to the workspace root.
 */
public final class ChangedStacks {
  private static final Set<String> MODULE = Set.of("module");
  /** A Terraform file larger than this is no hand-written configuration; its calls are not read. */
  private static final long MAX_TF_BYTES = 16L * 1024 * 1024;

  private final Workspace ws;
  private final List<String> changed;
  private final Map<String, Stack> byPath = new HashMap<>();

  private ChangedStacks(Workspace ws, List<String> changed) {
    this.ws = ws;
    this.changed = changed;
    ws.stacks().forEach(s -> byPath.put(s.runtimeRoot(), s));
  }

  /**
   * The changed stacks of the workspace with why each changed, in the workspace's order.
   *
   * @throws IllegalArgumentException a local module call whose source is not a directory (Terramate fails so)
   */
  public static Map<Stack, String> of(Workspace ws, Collection<String> changedFiles) {
    return new ChangedStacks(ws, List.copyOf(changedFiles)).find();
  }

  private Map<Stack, String> find() {
    Map<Stack, String> reasons = new HashMap<>();
    for (String file : changed) {
      Stack owner = nearestStack(parent(file));
      if (owner != null) {
        reasons.putIfAbsent(owner, "stack has unmerged changes");
      }
    }
    for (Stack stack : ws.stacks()) {
      if (reasons.containsKey(stack)) {
        continue;
      }
      String watched = watchedChange(stack);
      if (watched != null) {
        reasons.put(stack, "stack changed because watched file \"/" + watched + "\" changed");
        continue;
      }
      String module = moduleChange(stack.dir(), new HashSet<>());
      if (module != null) {
        reasons.put(stack, "stack changed because " + module);
      }
    }
    Map<Stack, String> ordered = new LinkedHashMap<>();
    ws.stacks().stream().filter(reasons::containsKey).forEach(s -> ordered.put(s, reasons.get(s)));
    return ordered;
  }

  private Stack nearestStack(String dir) {
    String at = dir;
    while (true) {
      Stack stack = byPath.get(at.isEmpty() ? "." : at);
      if (stack != null || at.isEmpty()) {
        return stack;
      }
      at = parent(at);
    }
  }

  private static String parent(String path) {
    int slash = path.lastIndexOf('/');
    return slash < 0 ? "" : path.substring(0, slash);
  }

  /** The first changed file the stack's watch list names, as Terramate resolves it (absolute from the root, else from the stack). */
  private String watchedChange(Stack stack) {
    for (String entry : stack.watch()) {
      Path file = entry.startsWith("/") ? ws.root().resolve(entry.substring(1)) : stack.dir().resolve(entry);
      String relative = relative(file.normalize());
      if (relative != null && changed.contains(relative)) {
        return relative;
      }
    }
    return null;
  }

  /**
   * Why a local module that {@code dir}'s Terraform files call changed, null when none did; {@code
   * visited} holds the sources already followed (Terramate keys them by the source text).
   */
  private String moduleChange(Path dir, Set<String> visited) {
    for (Path tf : terraformFiles(dir)) {
      for (String source : moduleSources(tf)) {
        if (visited.contains(source) || !(source.startsWith("./") || source.startsWith("../"))) {
          continue;
        }
        Path moduleDir = dir.resolve(source).normalize();
        String modulePath = relative(moduleDir);
        if (modulePath == null) {
          continue; // outside the workspace: Terramate warns and passes it over
        }
        if (!Files.isDirectory(moduleDir)) {
          throw new IllegalArgumentException("--changed: " + relative(tf) + ": module source \"" + source
              + "\" is not a directory");
        }
        for (String file : changed) {
          if (modulePath.isEmpty() || file.startsWith(modulePath + "/")) {
            return "module \"" + source + "\" has unmerged changes";
          }
        }
        visited.add(source);
        String deeper = moduleChange(moduleDir, visited);
        if (deeper != null) {
          return "module \"" + source + "\" changed because " + deeper;
        }
      }
    }
    return null;
  }

  /**
   * The local modules the stack's Terraform files call, transitively, as directories relative to the
   * workspace root (modules outside it, and sources that are not directories, left out): with its
   * directory, what its plan reads.
   */
  public static List<String> moduleDirs(Workspace ws, Stack stack) {
    ChangedStacks reader = new ChangedStacks(ws, List.of());
    List<String> out = new ArrayList<>();
    reader.collectModules(stack.dir(), new HashSet<>(), out);
    return out;
  }

  private void collectModules(Path dir, Set<Path> visited, List<String> out) {
    for (Path tf : terraformFiles(dir)) {
      for (String source : moduleSources(tf)) {
        if (!(source.startsWith("./") || source.startsWith("../"))) {
          continue;
        }
        Path moduleDir = dir.resolve(source).normalize();
        String modulePath = relative(moduleDir);
        if (modulePath == null || !Files.isDirectory(moduleDir) || !visited.add(moduleDir)) {
          continue;
        }
        out.add(modulePath);
        collectModules(moduleDir, visited, out);
      }
    }
  }

  /** The {@code .tf} and {@code .tofu} files directly in {@code dir}, in name order. */
  private static List<Path> terraformFiles(Path dir) {
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path p : entries) {
        String name = p.getFileName().toString();
        if ((name.endsWith(".tf") || name.endsWith(".tofu")) && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          files.add(p);
        }
      }
    } catch (IOException e) {
      return List.of();
    }
    files.sort(null);
    return files;
  }

  /** The literal {@code source} of each module block of a Terraform file; a file that does not parse calls none. */
  private static List<String> moduleSources(Path tf) {
    try {
      if (Files.size(tf) > MAX_TF_BYTES) {
        return List.of();
      }
      HclBody body = HclParser.parse(Files.readString(tf, StandardCharsets.UTF_8), MODULE);
      List<String> sources = new ArrayList<>();
      for (HclBody.Block block : body.blocks("module")) {
        block.body().attributes().stream().filter(a -> a.name().equals("source") && a.value() instanceof String)
            .findFirst().ifPresent(a -> sources.add((String) a.value()));
      }
      return sources;
    } catch (IOException | HclSyntaxException | RuntimeException e) {
      return List.of();
    }
  }

  /** The path relative to the workspace root, '/'-separated ("" for the root), null when outside it. */
  private String relative(Path path) {
    Path root = ws.root().toAbsolutePath().normalize();
    Path p = path.toAbsolutePath().normalize();
    return p.startsWith(root) ? root.relativize(p).toString().replace('\\', '/') : null;
  }
}
