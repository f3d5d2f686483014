package io.stackdrift.discovery;

import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclToken;
import io.stackdrift.eval.HclValues;
import io.stackdrift.config.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns one {@code stack { … }} block into a {@link Stack} with Terramate's schema (contract §1):
 * known attributes only, each evaluated as a constant expression and checked for its type; entries
 * of after/before/wants/wanted_by checked once here, where their file and line are known.
 */
final class StackReader {
  private static final String HOST_NAME = HostName.get();
  private static final List<String> STRINGS = List.of("id", "name", "description");
  private static final List<String> LISTS = List.of("tags", "after", "before", "wants", "wanted_by", "watch");

  private final Path root;
  private final Path file;
  private final HclBody.Block block;
  private final List<Diagnostic> problems;
  private final List<Diagnostic> warnings;
  private boolean valid = true;

  StackReader(Path root, Path file, HclBody.Block block, List<Diagnostic> problems, List<Diagnostic> warnings) {
    this.root = root;
    this.file = file;
    this.block = block;
    this.problems = problems;
    this.warnings = warnings;
  }

  /** Returns the stack, or null when its block is invalid (the problems say why). */
  Stack read(Path dir, String runtimeRoot, StackDefaults defaults) {
    checkSchema();
    String id = string("id");
    String name = string("name");
    String description = string("description");
    List<String> tags = strings("tags");
    List<String> after = strings("after");
    List<String> before = strings("before");
    List<String> wants = strings("wants");
    List<String> wantedBy = strings("wanted_by");
    List<String> watch = strings("watch");
    if (id != null && !StackScanner.isValidId(id)) {
      HclBody.Attribute attr = attribute("id");
      fail(attr.line(), attr.column(), "invalid stack id '" + id
          + "': use 1 to 64 characters of a-z, A-Z, 0-9, '_' and '-'");
    }
    checkTags(tags);
    String workspacePath = runtimeRoot.equals(".") ? "/" : "/" + runtimeRoot;
    checkReferences("after", after, workspacePath);
    checkReferences("before", before, workspacePath);
    checkReferences("wants", wants, workspacePath);
    checkReferences("wanted_by", wantedBy, workspacePath);
    if (!valid) {
      return null;
    }
    String base = dir.getFileName() == null ? runtimeRoot : dir.getFileName().toString();
    return new Stack(
        id != null ? id : runtimeRoot,
        name,
        description,
        tags,
        after,
        before,
        wants,
        wantedBy,
        watch,
        runtimeRoot,
        dir,
        file,
        tagValue(tags, "role/", "workload"),
        tagValue(tags, "module/", name != null && !name.isBlank() ? name : base),
        tagValue(tags, "site/", orElse(defaults.site(), "local")),
        tagValue(tags, "node/", orElse(defaults.node(), HOST_NAME)));
  }

  /** Labels, nested blocks and unknown attributes are errors, as in Terramate. */
  private void checkSchema() {
    if (!block.labels().isEmpty()) {
      fail(block.line(), block.column(), "the stack block takes no labels");
    }
    for (HclBody.Block nested : block.body().blocks()) {
      fail(nested.line(), nested.column(), "unexpected block '" + nested.type() + "' inside the stack block");
    }
    for (HclBody.Attribute attr : block.body().attributes()) {
      if (!STRINGS.contains(attr.name()) && !LISTS.contains(attr.name())) {
        fail(attr.line(), attr.column(), "unknown attribute 'stack." + attr.name() + "'; a stack block takes "
            + String.join(", ", STRINGS) + ", " + String.join(", ", LISTS));
      }
    }
  }

  private void checkTags(List<String> tags) {
    Set<String> seen = new HashSet<>();
    HclBody.Attribute attr = attribute("tags");
    for (String tag : tags) {
      if (!TagFilter.TAG.matcher(tag).matches()) {
        fail(attr.line(), attr.column(), "invalid tag '" + tag
            + "': tags are lowercase, start and end with a-z or 0-9, and hold only a-z 0-9 _ . / -");
      } else if (!seen.add(tag)) {
        fail(attr.line(), attr.column(), "duplicate tag '" + tag + "'");
      }
    }
  }

  /**
   * Duplicates in after/before and invalid tag filters are errors; a path that is no directory of the
   * workspace is a warning (contract §2). An existing directory without stacks and a tag filter that
   * matches nothing are silent, as in Terramate, which accepts tag filters in wants and wanted_by too
   * (since v0.13.3).
   */
  private void checkReferences(String attribute, List<String> entries, String from) {
    Set<String> seen = new HashSet<>();
    for (String entry : entries) {
      HclToken at = position(attribute, entry);
      if (!seen.add(entry) && (attribute.equals("after") || attribute.equals("before"))) {
        fail(at.line(), at.column(), "stack." + attribute + " lists '" + entry + "' twice");
      } else if (entry.startsWith("tag:")) {
        try {
          TagFilter.parse(entry.substring(4));
        } catch (IllegalArgumentException e) {
          fail(at.line(), at.column(), "stack." + attribute + ": " + e.getMessage());
        }
      } else if (ordering(attribute) && selectsItself(from, StackPaths.absolute(from, entry))) {
        fail(at.line(), at.column(), "run order cycle: stack " + from + " selects itself through its " + attribute
            + " entry '" + entry + "' (a path selects the stacks below it too); remove the entry");
      } else if (!Files.isDirectory(root.resolve(StackPaths.absolute(from, entry).substring(1)))) {
        warnings.add(Diagnostic.warning(file, at.line(), at.column(), "stack." + attribute + " entry '" + entry
            + "': no such directory in the workspace"));
      }
    }
  }

  private static boolean ordering(String attribute) {
    return attribute.equals("after") || attribute.equals("before");
  }

  /** A path entry naming the stack's own directory or one of its parents. */
  private static boolean selectsItself(String from, String path) {
    return path.equals("/") || from.equals(path) || from.startsWith(path + "/");
  }

  /** The position of a list entry, for messages: its string token, else the attribute's. */
  private HclToken position(String attribute, String entry) {
    HclBody.Attribute attr = attribute(attribute);
    for (HclToken t : attr.expression()) {
      if (entry.equals(t.value())) {
        return t;
      }
    }
    return new HclToken(HclToken.Kind.OTHER, "", null, attr.line(), attr.column());
  }

  private static String tagValue(List<String> tags, String prefix, String fallback) {
    for (String tag : tags) {
      if (tag.startsWith(prefix) && tag.length() > prefix.length()) {
        return tag.substring(prefix.length());
      }
    }
    return fallback;
  }

  private String string(String name) {
    HclBody.Attribute attr = attribute(name);
    Object value = evaluate(attr);
    if (value == null || value instanceof String) {
      return (String) value;
    }
    fail(attr.line(), attr.column(), "stack." + name + " must be a string, not " + HclValues.describe(value));
    return null;
  }

  private List<String> strings(String name) {
    HclBody.Attribute attr = attribute(name);
    Object value = evaluate(attr);
    if (value == null || value == HclValues.NULL) {
      return List.of();
    }
    if (!(value instanceof List<?> list)) {
      fail(attr.line(), attr.column(), "stack." + name + " must be a list of strings, not "
          + HclValues.describe(value));
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (Object item : list) {
      if (!(item instanceof String s)) {
        fail(attr.line(), attr.column(), "stack." + name + " must be a list of strings; entry " + (out.size() + 1)
            + " is " + HclValues.describe(item));
        return List.of();
      }
      out.add(s);
    }
    return List.copyOf(out);
  }

  /** The attribute's value, null when it is absent or cannot be evaluated (then a problem says why). */
  private Object evaluate(HclBody.Attribute attr) {
    if (attr == null) {
      return null;
    }
    try {
      return StackExpressions.evaluate(attr);
    } catch (StackExpressions.Unsupported e) {
      fail(attr.line(), attr.column(), "stack." + attr.name() + ": " + e.getMessage());
      return null;
    }
  }

  private HclBody.Attribute attribute(String name) {
    for (HclBody.Attribute attr : block.body().attributes()) {
      if (attr.name().equals(name)) {
        return attr;
      }
    }
    return null;
  }

  private void fail(int line, int column, String message) {
    valid = false;
    problems.add(new Diagnostic(file, line, column, message));
  }

  private static String orElse(String value, String fallback) {
    return value == null || value.isBlank() ? fallback : value;
  }
}
