package io.stackdrift.workspace;

import io.stackdrift.discovery.Stack;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What feeds a stack's plan and run environment besides its own directory: the Terramate files of
 * every directory above it (globals, {@code terramate.config.run.env}, imports, generate blocks are
 * read from there, as Terramate merges them) and the files those imports, and the stack's own, read.
 * Paths are relative to the workspace root with '/'.
 */
public final class StackInputs {
  private StackInputs() {}

  /** The Terramate files of the directories above the stack, root first, each directory's in byte order. */
  public static List<String> parentTerramateFiles(Workspace ws, Stack stack) {
    List<String> out = new ArrayList<>();
    for (String dir : ancestors(stack.runtimeRoot())) {
      out.addAll(terramateFiles(ws.root(), dir));
    }
    return out;
  }

  /** The files the imports of the stack's directory and those above it read. */
  public static List<String> importedFiles(Workspace ws, Stack stack) {
    return ws.terramate().importedFiles(stack).stream().map(p -> relative(ws.root(), p)).toList();
  }

  /**
   * Whether a change to {@code path} changes what the stack plans: a file in its directory (not a
   * sub-stack's, not under {@code .terraform/}), a Terramate file of a directory above it, or a
   * file an import of its chain reads.
   */
  public static boolean feeds(Workspace ws, Stack stack, String path) {
    String dir = stack.runtimeRoot();
    if (dir.equals(".") || path.startsWith(dir + "/")) {
      String inside = dir.equals(".") ? path : path.substring(dir.length() + 1);
      if (!("/" + inside).contains("/.terraform/") && !inSubStack(ws, dir, path)) {
        return true;
      }
    }
    int slash = path.lastIndexOf('/');
    String parent = slash < 0 ? "" : path.substring(0, slash);
    if (isTerramateName(path.substring(slash + 1)) && ancestors(dir).contains(parent)) {
      return true;
    }
    return importedFiles(ws, stack).contains(path);
  }

  /** The changed paths that feed any of {@code stacks}, in the order given. */
  public static List<String> fed(Workspace ws, Collection<Stack> stacks, List<String> changed) {
    Set<String> out = new LinkedHashSet<>();
    for (String path : changed) {
      for (Stack stack : stacks) {
        if (feeds(ws, stack, path)) {
          out.add(path);
          break;
        }
      }
    }
    return List.copyOf(out);
  }

  private static boolean inSubStack(Workspace ws, String dir, String path) {
    for (Stack other : ws.stacks()) {
      String sub = other.runtimeRoot();
      if (!sub.equals(dir) && !sub.equals(".") && (dir.equals(".") || sub.startsWith(dir + "/"))
          && path.startsWith(sub + "/")) {
        return true;
      }
    }
    return false;
  }

  /** The directories strictly above {@code runtimeRoot}, root ("") first. */
  static List<String> ancestors(String runtimeRoot) {
    List<String> out = new ArrayList<>();
    if (runtimeRoot.equals(".")) {
      return out;
    }
    out.add("");
    int at = runtimeRoot.indexOf('/');
    while (at >= 0) {
      out.add(runtimeRoot.substring(0, at));
      at = runtimeRoot.indexOf('/', at + 1);
    }
    return out;
  }

  static boolean isTerramateName(String name) {
    return !name.startsWith(".") && (name.endsWith(".tm") || name.endsWith(".tm.hcl"));
  }

  private static List<String> terramateFiles(Path root, String dir) {
    List<String> names = new ArrayList<>();
    Path path = dir.isEmpty() ? root : root.resolve(dir);
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
      for (Path p : entries) {
        String name = p.getFileName().toString();
        if (isTerramateName(name) && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          names.add(name);
        }
      }
    } catch (IOException e) {
      return List.of(); // an unreadable directory configures nothing Terramate could read either
    }
    names.sort((a, b) -> Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
    return names.stream().map(n -> dir.isEmpty() ? n : dir + "/" + n).toList();
  }

  private static String relative(Path root, Path file) {
    return root.relativize(file).toString().replace('\\', '/');
  }
}
