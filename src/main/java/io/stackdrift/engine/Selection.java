package io.stackdrift.engine;

import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackRefs;
import io.stackdrift.discovery.TagFilter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which stacks a command works on (contract §1b): {@code --tags} (default {@code detect.tags}),
 * {@code --no-tags} and {@code --stack ID|PATH}, plus what the selected stacks want.
 */
public record Selection(String tags, String noTags, List<String> stacks) {

  public static Selection all() {
    return new Selection(null, null, List.of());
  }

  /**
   * The selected stacks, in the workspace's order. Paths in {@code --stack} are taken relative to
   * {@code cwd}, or to the workspace root when they start with '/' and do not exist as given.
   *
   * @throws IllegalArgumentException naming the flag and value at fault
   */
  public List<Stack> apply(Workspace workspace, Path cwd) {
    String tagText = tags != null ? tags : workspace.config().detect().tags();
    TagFilter include = parse("--tags", tagText);
    TagFilter exclude = parse("--no-tags", noTags);
    Set<Stack> named = named(workspace, cwd);
    List<Stack> out = new ArrayList<>();
    for (Stack s : workspace.stacks()) {
      boolean picked = named == null || named.contains(s);
      boolean tagged = include == null || include.matches(s.tags());
      boolean excluded = exclude != null && exclude.matches(s.tags());
      if (picked && tagged && !excluded) {
        out.add(s);
      }
    }
    return withWanted(workspace, out);
  }

  /**
   * Terramate's {@code wants} / {@code wanted_by}: a selected stack brings the stacks it wants, and
   * the stacks wanted by it, whatever the filters say; in the workspace's order.
   */
  private static List<Stack> withWanted(Workspace workspace, List<Stack> picked) {
    if (workspace.stacks().stream().allMatch(s -> s.wants().isEmpty() && s.wantedBy().isEmpty())) {
      return List.copyOf(picked);
    }
    StackRefs refs = new StackRefs(workspace.stacks());
    Set<Stack> selected = new LinkedHashSet<>(picked);
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Stack s : List.copyOf(selected)) {
        for (String ref : s.wants()) {
          grew |= selected.addAll(refs.resolve(s, "wants", ref));
        }
      }
      for (Stack t : workspace.stacks()) {
        if (!selected.contains(t)
            && t.wantedBy().stream().anyMatch(ref -> refs.resolve(t, "wanted_by", ref).stream()
                .anyMatch(selected::contains))) {
          selected.add(t);
          grew = true;
        }
      }
    }
    return workspace.stacks().stream().filter(selected::contains).toList();
  }

  private static TagFilter parse(String flag, String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      return TagFilter.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(flag + ": " + e.getMessage());
    }
  }

  private Set<Stack> named(Workspace workspace, Path cwd) {
    if (stacks == null || stacks.isEmpty()) {
      return null;
    }
    return new HashSet<>(resolve(workspace, cwd, stacks));
  }

  /**
   * The stacks {@code --stack} names, by id or path as {@link #apply} reads them, and only those:
   * no tag filter and no wanted stacks, for a command that narrows a set it already has.
   *
   * @throws IllegalArgumentException naming the first value that matches no stack
   */
  public static List<Stack> resolve(Workspace workspace, Path cwd, List<String> refs) {
    List<Stack> found = new ArrayList<>();
    for (String ref : refs) {
      Stack s = find(workspace, cwd, ref);
      if (s == null) {
        throw new IllegalArgumentException("--stack " + ref + ": no stack has this id or path; "
            + "'stackdrift list' shows them");
      }
      if (!found.contains(s)) {
        found.add(s);
      }
    }
    return found;
  }

  private static Stack find(Workspace workspace, Path cwd, String ref) {
    return find(workspace.root(), workspace.stacks(), cwd, ref);
  }

  /**
   * A stack by id (ignoring case), else by directory: {@code ref} relative to {@code base}, or
   * workspace-absolute when it starts with '/' and does not exist as given. Null when none.
   */
  static Stack find(Path root, List<Stack> stacks, Path base, String ref) {
    for (Stack s : stacks) {
      if (s.id().toLowerCase(Locale.ROOT).equals(ref.toLowerCase(Locale.ROOT))) {
        return s;
      }
    }
    Path asGiven = base.resolve(ref).toAbsolutePath().normalize();
    Path dir = Files.isDirectory(asGiven) || !ref.startsWith("/")
        ? asGiven
        : root.resolve(ref.substring(1)).normalize();
    for (Stack s : stacks) {
      if (s.dir().equals(dir)) {
        return s;
      }
    }
    return null;
  }
}
