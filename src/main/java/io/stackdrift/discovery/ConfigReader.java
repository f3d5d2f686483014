package io.stackdrift.discovery;

import io.stackdrift.config.Diagnostic;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads what a directory's Terramate files configure besides its stack, as Terramate v0.17.2 merges
 * it (hcl/hcl.go, hcl/raw_config.go): imported files first, in order, then the directory's own files;
 * an attribute defined twice by files of one directory is an error, one from another directory (an
 * import) is overridden. Imports follow Terramate's rules: {@code source} a string, absolute from the
 * workspace root or relative to the importing file, a glob in its last part, never the importing
 * file's directory or one above it, never a file twice, never a stack block; and here also never
 * outside the workspace.
 */
final class ConfigReader {
  static final Set<String> BLOCKS = Set.of("stack", "terramate", "globals", "import");
  private static final Pattern IDENTIFIER = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_-]*");

  private final Path root;
  private final String dir;
  private final Map<String, Definition> runEnv = new LinkedHashMap<>();
  private final Map<List<String>, GlobalDefinition> globals = new LinkedHashMap<>();
  private final List<Diagnostic> errors = new ArrayList<>();
  private final Set<Path> parsed = new HashSet<>();
  private final List<Path> imported = new ArrayList<>();

  private ConfigReader(Path root, String dir) {
    this.root = root;
    this.dir = dir;
  }

  /** The configuration of {@code dir} (a project path), from its files already parsed, in name order. */
  static DirectoryConfig read(Path root, String dir, Map<Path, HclBody> files) {
    ConfigReader reader = new ConfigReader(root, dir);
    reader.parsed.addAll(files.keySet());
    files.forEach((file, body) -> reader.imports(file, body));
    files.forEach(reader::merge);
    return new DirectoryConfig(dir, Map.copyOf(reader.runEnv), Map.copyOf(reader.globals),
        List.copyOf(reader.errors), reader.imported);
  }

  /** The files {@code body}'s import blocks name, merged before the importing directory's own. */
  private void imports(Path file, HclBody body) {
    for (HclBody.Block block : body.blocks("import")) {
      HclBody.Attribute source = block.body().attributes().stream().filter(a -> a.name().equals("source"))
          .findFirst().orElse(null);
      if (source == null || !(source.value() instanceof String text)) {
        error(file, block.line(), block.column(), "import.source must be a string");
        continue;
      }
      for (Path imported : importedFiles(file, source, text)) {
        HclBody importedBody = parseImported(file, source, imported);
        if (importedBody == null) {
          continue;
        }
        if (!importedBody.blocks("stack").isEmpty()) {
          error(file, source.line(), source.column(), "import of stack block is not permitted ("
              + root.relativize(imported) + ")");
          continue;
        }
        this.imported.add(imported);
        imports(imported, importedBody);
        merge(imported, importedBody);
      }
    }
  }

  private List<Path> importedFiles(Path file, HclBody.Attribute source, String text) {
    Path fileDir = file.getParent();
    String srcDirText = text.contains("/") ? text.substring(0, text.lastIndexOf('/')) : ".";
    String pattern = text.substring(text.lastIndexOf('/') + 1);
    Path srcDir = (text.startsWith("/") ? root.resolve(srcDirText.isEmpty() ? "." : srcDirText.substring(1))
        : fileDir.resolve(srcDirText)).normalize();
    if (srcDir.equals(fileDir)) {
      error(file, source.line(), source.column(), "importing files in the same directory is not permitted");
      return List.of();
    }
    if (fileDir.toString().startsWith(srcDir.toString())) { // a string prefix, as Terramate compares
      error(file, source.line(), source.column(), "importing files in the same tree is not permitted");
      return List.of();
    }
    if (!srcDir.startsWith(root)) {
      error(file, source.line(), source.column(), "import path \"" + text + "\" leads out of the workspace");
      return List.of();
    }
    List<Path> matches = matches(srcDir, pattern);
    if (matches.isEmpty()) {
      error(file, source.line(), source.column(), "import path \"" + text + "\" returned no matches");
    }
    return matches;
  }

  private static List<Path> matches(Path dir, String pattern) {
    List<Path> found = new ArrayList<>();
    PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + pattern);
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        if (matcher.matches(entry.getFileName())) {
          found.add(entry);
        }
      }
    } catch (IOException | SecurityException e) {
      return List.of();
    }
    found.sort(null);
    return found;
  }

  private HclBody parseImported(Path file, HclBody.Attribute source, Path imported) {
    if (!parsed.add(imported)) {
      error(file, source.line(), source.column(), "file \"" + root.relativize(imported) + "\" already parsed");
      return null;
    }
    if (Files.isDirectory(imported, LinkOption.NOFOLLOW_LINKS)) {
      error(file, source.line(), source.column(), "import directory is not allowed: " + root.relativize(imported));
      return null;
    }
    try {
      if (!imported.toRealPath().startsWith(root.toRealPath())) {
        error(file, source.line(), source.column(), root.relativize(imported) + " leads out of the workspace");
        return null;
      }
      return HclParser.parse(TerramateFiles.read(imported), BLOCKS);
    } catch (HclSyntaxException e) {
      errors.add(new Diagnostic(imported, e.line(), e.column(), e.getMessage()));
    } catch (IOException e) {
      error(file, source.line(), source.column(), "cannot read " + root.relativize(imported) + ": " + e.getMessage());
    }
    return null;
  }

  private void merge(Path file, HclBody body) {
    for (HclBody.Block terramate : body.blocks("terramate")) {
      for (HclBody.Block config : terramate.body().blocks("config")) {
        for (HclBody.Block run : config.body().blocks("run")) {
          for (HclBody.Block env : run.body().blocks("env")) {
            env.body().attributes().forEach(a -> define(runEnv, a.name(), definition(file, a), file));
          }
        }
      }
    }
    for (HclBody.Block block : body.blocks("globals")) {
      mergeGlobals(file, block);
    }
  }

  private void mergeGlobals(Path file, HclBody.Block block) {
    List<String> labels = block.labels();
    if (!labels.isEmpty() && !IDENTIFIER.matcher(labels.get(0)).matches()) {
      error(file, block.line(), block.column(), "first global label must be a valid identifier but got "
          + labels.get(0));
      return;
    }
    for (HclBody.Block nested : block.body().blocks()) {
      Definition unsupported = Definition.unsupported(nested.type(), "a " + nested.type() + " block in globals is "
          + "not evaluated by stackdrift", file, nested.line(), nested.column());
      List<String> path = append(labels, nested.labels().isEmpty() ? nested.type() : nested.labels().get(0));
      define(globals, path, new GlobalDefinition(path, true, unsupported, dir), file);
    }
    if (!labels.isEmpty() && block.body().attributes().isEmpty() && block.body().blocks().isEmpty()) {
      Definition empty = Definition.of(String.join(".", labels), "{}", block.line(), block.column(), file,
          block.line(), block.column());
      globals.putIfAbsent(labels, new GlobalDefinition(labels, false, empty, dir));
    }
    for (HclBody.Attribute a : block.body().attributes()) {
      List<String> path = append(labels, a.name());
      define(globals, path, new GlobalDefinition(path, true, definition(file, a), dir), file);
    }
  }

  private static List<String> append(List<String> labels, String name) {
    List<String> path = new ArrayList<>(labels);
    path.add(name);
    return List.copyOf(path);
  }

  private static Definition definition(Path file, HclBody.Attribute a) {
    return Definition.of(a.name(), a.source(), a.sourceLine(), a.sourceColumn(), file, a.line(), a.column());
  }

  /** Terramate's merge: the same attribute from two files of one directory is an error; else the later wins. */
  private <K, V> void define(Map<K, V> into, K key, V value, Path file) {
    V old = into.get(key);
    Definition previous = old == null ? null : definitionOf(old);
    Definition next = definitionOf(value);
    if (previous != null && previous.file().getParent().equals(file.getParent())
        && !(old instanceof GlobalDefinition g && !g.attribute())) {
      error(file, next.line(), next.column(), "attribute \"" + next.name() + "\" redeclared in file "
          + root.relativize(file) + " (first defined in " + root.relativize(previous.file()) + ")");
      return;
    }
    into.put(key, value);
  }

  private static Definition definitionOf(Object value) {
    return value instanceof GlobalDefinition g ? g.definition() : (Definition) value;
  }

  private void error(Path file, int line, int column, String message) {
    errors.add(new Diagnostic(file, line, column, message));
  }
}
