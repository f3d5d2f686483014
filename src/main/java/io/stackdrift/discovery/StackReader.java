package io.stackdrift.discovery;

import io.stackdrift.config.Problem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Turns one {@code stack { … }} block into a {@link Stack}, reporting invalid attributes. */
final class StackReader {
  private static final String HOST_NAME = HostName.get();

  private final Path file;
  private final HclBody.Block block;
  private final List<Problem> problems;
  private boolean valid = true;

  StackReader(Path file, HclBody.Block block, List<Problem> problems) {
    this.file = file;
    this.block = block;
    this.problems = problems;
  }

  /** Returns the stack, or null when its block is invalid (the problems say why). */
  Stack read(Path dir, String runtimeRoot, StackDefaults defaults) {
    if (!block.labels().isEmpty()) {
      fail(block.line(), block.column(), "the stack block takes no labels");
    }
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
    if (attr == null) {
      return null;
    }
    if (attr.value() instanceof String s) {
      return s;
    }
    fail(attr.line(), attr.column(), "stack." + name + " must be a literal string");
    return null;
  }

  private List<String> strings(String name) {
    HclBody.Attribute attr = attribute(name);
    if (attr == null) {
      return List.of();
    }
    if (attr.value() instanceof List<?> list && list.stream().allMatch(v -> v instanceof String)) {
      List<String> out = new ArrayList<>();
      list.forEach(v -> out.add((String) v));
      return List.copyOf(out);
    }
    fail(attr.line(), attr.column(), "stack." + name + " must be a list of literal strings");
    return List.of();
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
    problems.add(new Problem(file, line, column, message));
  }

  private static String orElse(String value, String fallback) {
    return value == null || value.isBlank() ? fallback : value;
  }


}
