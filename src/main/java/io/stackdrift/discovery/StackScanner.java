package io.stackdrift.discovery;

import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import io.stackdrift.config.Diagnostic;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Walks a workspace and reads its Terramate stacks (contract §1). Every problem found is collected;
 * the walk never stops at the first.
 */
public final class StackScanner {
  private static final Pattern ID = Pattern.compile("[a-zA-Z0-9_-]{1,64}");
  private static final String STACKKIT_DIR = ".stackkit";
  private static final String STACKKIT_RUNTIME = "runtime";

  /**
   * The stacks of a workspace in path order, with the problems and warnings met on the way; and
   * what the evaluation of globals and run environments starts from: each directory's
   * configuration (where it has any) by workspace path, and the paths of the stacks that declare
   * their id.
   */
  public record Result(List<Stack> stacks, List<Diagnostic> problems, List<Diagnostic> warnings,
      Map<String, DirectoryConfig> configs, Set<String> declaredIds) {}

  private final Path root;
  private final StackDefaults defaults;
  private final List<Stack> stacks = new ArrayList<>();
  private final List<Diagnostic> problems = new ArrayList<>();
  private final List<Diagnostic> warnings = new ArrayList<>();
  /** Each stack's block, so that a later message can name the line of the attribute at fault. */
  private final Map<Stack, HclBody.Block> blocks = new IdentityHashMap<>();
  /** Each directory's globals and run environment, where it has any. */
  private final Map<String, DirectoryConfig> configs = new HashMap<>();
  private final Set<String> declaredIds = new HashSet<>();

  private StackScanner(Path root, StackDefaults defaults) {
    this.root = root;
    this.defaults = defaults;
  }

  public static Result scan(Path root, StackDefaults defaults) {
    StackScanner scanner = new StackScanner(root.toAbsolutePath().normalize(), defaults);
    scanner.visit(scanner.root);
    scanner.stacks.sort(StackPaths.PATH_ORDER);
    scanner.checkUniqueIds();
    return new Result(List.copyOf(scanner.stacks), List.copyOf(scanner.problems), List.copyOf(scanner.warnings),
        Map.copyOf(scanner.configs), Set.copyOf(scanner.declaredIds));
  }

  private void visit(Path dir) {
    List<Path> files = new ArrayList<>();
    List<Path> dirs = new ArrayList<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        if (name.equals(".tmskip") && Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
          return;
        }
        BasicFileAttributes attributes = attributes(entry);
        if (attributes == null) {
          continue;
        }
        if (attributes.isDirectory()) {
          if (searched(dir, name)) {
            dirs.add(entry);
          }
        } else if (TerramateFiles.isTerramateName(entry) && isReadableFileInside(entry)) {
          files.add(entry);
        } else if (TerramateFiles.isTerramateName(entry) && attributes.isSymbolicLink()) {
          warnings.add(Diagnostic.warning("skipped " + shortened(relative(entry)) + ": a symbolic link that leads "
              + "out of the workspace or to no file; nothing it defines (a stack, globals) is read"));
        }
      }
    } catch (IOException | SecurityException e) {
      problems.add(Diagnostic.at(dir, "cannot read directory: " + e.getMessage()));
      return;
    }
    files.sort(null);
    readStack(dir, files);
    dirs.sort(null);
    for (Path sub : dirs) {
      visit(sub);
    }
  }

  /**
   * The entry's own attributes, or null with a warning when they cannot be read: an entry whose
   * path is longer than the system allows ({@code File name too long}) is not silently passed over.
   */
  private BasicFileAttributes attributes(Path entry) {
    try {
      return Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      String reason = e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason() : e.toString();
      warnings.add(Diagnostic.warning("skipped " + shortened(relative(entry)) + ": " + reason
          + "; no stack below it is discovered"));
      return null;
    }
  }

  /** A path too long for the system is shown by its ends, so the warning stays readable. */
  private static String shortened(String path) {
    return path.length() <= 160 ? path
        : path.substring(0, 60) + "…" + path.substring(path.length() - 60) + " (" + path.length() + " characters)";
  }

  /** Dot directories are skipped, except the stackkit host layout's {@code .stackkit/runtime}. */
  private boolean searched(Path parent, String name) {
    if (!name.startsWith(".")) {
      return !(parent.getFileName() != null && parent.getFileName().toString().equals(STACKKIT_DIR)
          && parent.getParent().equals(root) && !name.equals(STACKKIT_RUNTIME));
    }
    return name.equals(STACKKIT_DIR) && parent.equals(root);
  }

  /** Regular files, and links to regular files that stay inside the workspace root. */
  private boolean isReadableFileInside(Path file) {
    if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return true;
    }
    try {
      return Files.isSymbolicLink(file) && Files.isRegularFile(file)
          && file.toRealPath().startsWith(root.toRealPath());
    } catch (IOException e) {
      return false;
    }
  }

  private void readStack(Path dir, List<Path> files) {
    HclBody.Block stackBlock = null;
    Path stackFile = null;
    Map<Path, HclBody> bodies = new LinkedHashMap<>();
    for (Path file : files) {
      HclBody body = parse(file);
      if (body == null) {
        continue;
      }
      bodies.put(file, body);
      for (HclBody.Block block : body.blocks("stack")) {
        if (stackBlock != null) {
          problems.add(new Diagnostic(file, block.line(), block.column(), "a second stack block in "
              + relative(dir) + " (the first is in " + relative(stackFile) + ":" + stackBlock.line()
              + "); a directory holds at most one stack"));
          continue;
        }
        stackBlock = block;
        stackFile = file;
      }
    }
    String workspacePath = dir.equals(root) ? "/" : "/" + relative(dir);
    DirectoryConfig config = ConfigReader.read(root, workspacePath, bodies);
    if (!config.isEmpty()) {
      configs.put(workspacePath, config);
    }
    if (stackBlock != null) {
      Stack stack = new StackReader(root, stackFile, stackBlock, problems, warnings).read(dir, relative(dir), defaults);
      if (stack != null) {
        stacks.add(stack);
        if (stackBlock.body().attributes().stream().anyMatch(a -> a.name().equals("id"))) {
          declaredIds.add(workspacePath);
        }
        blocks.put(stack, stackBlock);
        warnUnknownRole(stack);
      }
    }
  }

  private HclBody parse(Path file) {
    try {
      return HclParser.parse(TerramateFiles.read(file), ConfigReader.BLOCKS);
    } catch (HclSyntaxException e) {
      problems.add(new Diagnostic(file, e.line(), e.column(), e.getMessage()));
    } catch (IOException e) {
      problems.add(Diagnostic.at(file, "cannot read file: " + e.getMessage()));
    }
    return null;
  }

  /** Only the stackkit layout knows roles: elsewhere {@code role/…} is a free-form Terramate tag. */
  private void warnUnknownRole(Stack stack) {
    if (StackkitLayout.holds(stack.runtimeRoot()) && !Stack.KNOWN_ROLES.contains(stack.role())) {
      int[] at = position(stack, "tags");
      warnings.add(Diagnostic.warning(stack.file(), at[0], at[1], "stack " + stack.id() + " (" + stack.runtimeRoot()
          + "): unknown role '" + stack.role() + "'; known roles are " + String.join(", ", Stack.KNOWN_ROLES)));
    }
  }

  private void checkUniqueIds() {
    Map<String, Stack> byId = new HashMap<>();
    for (Stack stack : stacks) {
      Stack other = byId.putIfAbsent(stack.id().toLowerCase(Locale.ROOT), stack);
      if (other != null) {
        int[] at = position(stack, "id");
        problems.add(new Diagnostic(stack.file(), at[0], at[1], "stack id '" + stack.id() + "' is used by both "
            + other.runtimeRoot() + " and " + stack.runtimeRoot() + " (ids are unique, ignoring case)"));
      }
    }
  }

  /** Line and column of the stack's {@code attribute}, else of its stack block. */
  private int[] position(Stack stack, String attribute) {
    HclBody.Block block = blocks.get(stack);
    if (block == null) {
      return new int[] {0, 0};
    }
    return block.body().attributes().stream().filter(a -> a.name().equals(attribute)).findFirst()
        .map(a -> new int[] {a.line(), a.column()}).orElse(new int[] {block.line(), block.column()});
  }

  private String relative(Path path) {
    // A backslash is an ordinary character of a POSIX name: keeping it keeps distinct paths distinct.
    String rel = root.relativize(path).toString();
    return rel.isEmpty() ? "." : rel;
  }

  static boolean isValidId(String id) {
    return ID.matcher(id).matches();
  }
}
