package io.stackdrift.workspace;

import io.stackdrift.discovery.Stack;
import io.stackdrift.git.ChangedFiles;
import io.stackdrift.process.Cancellation;
import io.stackdrift.order.StackGraph;
import io.stackdrift.discovery.TagFilter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which stacks a command works on (contract §1b): the stacks at or below the working directory that
 * match a {@code --tags} filter (default {@code detect.tags}) and carry no {@code --no-tags} tag,
 * or the {@code --stack} values instead; then, for the commands that run stacks, what they want.
 *
 * @param tags {@code --tags} filters, OR-ed; empty for the configured default
 * @param noTags {@code --no-tags} values, each plain tags separated by ','
 * @param stacks {@code --stack} values: ids or workspace directories
 * @param withWanted add the stacks selected ones want, as {@code terramate run} does ({@code list} does not)
 */
public record Selection(List<String> tags, List<String> noTags, List<String> stacks, boolean withWanted,
    ChangeFilter changed) {

  /**
   * {@code --changed [--git-change-base REF]} (contract §14): only the stacks changed since {@code base}
   * (null: Terramate's default base), git read with {@code env}.
   */
  public record ChangeFilter(String base, Map<String, String> env) {
    public ChangeFilter {
      env = Map.copyOf(env);
    }
  }

  public Selection(List<String> tags, List<String> noTags, List<String> stacks, boolean withWanted) {
    this(tags, noTags, stacks, withWanted, null);
  }

  /** Every stack at or below the working directory and what they want, in run order (no tag filter). */
  public static List<Stack> workingDirectory(Workspace workspace) {
    List<Stack> picked = workspace.stacks().stream().filter(s -> s.dir().startsWith(workspace.workingDir())).toList();
    return workspace.inRunOrder(wanted(workspace.graph(), picked));
  }

  /**
   * The selected stacks in run order.
   *
   * @throws IllegalArgumentException naming the flag and value at fault
   */
  public List<Stack> apply(Workspace workspace) {
    List<TagFilter> include = includeFilters(workspace);
    List<String> exclude = excludedTags();
    List<Stack> picked;
    if (!stacks.isEmpty()) {
      picked = resolve(workspace, stacks);
    } else {
      picked = new ArrayList<>();
      for (Stack s : workspace.stacks()) {
        boolean below = s.dir().startsWith(workspace.workingDir());
        boolean tagged = include.isEmpty() || include.stream().anyMatch(f -> f.matches(s.tags()));
        if (below && tagged && exclude.stream().noneMatch(s.tags()::contains)) {
          picked.add(s);
        }
      }
    }
    if (changed != null) { // as terramate: changed stacks first, then the filters, then what they want
      Set<Stack> changedStacks = StackGraph.identitySet(List.copyOf(ChangedStacks.of(workspace,
          ChangedFiles.since(workspace.root(), changed.base(), changed.env(), new Cancellation()).files()).keySet()));
      picked = picked.stream().filter(changedStacks::contains).toList();
    }
    Set<Stack> selected = withWanted ? wanted(workspace.graph(), picked) : StackGraph.identitySet(picked);
    return workspace.inRunOrder(selected);
  }

  /**
   * Terramate's {@code wants} / {@code wanted_by}: each selected stack brings the stacks its wants
   * select and the stacks whose wanted_by selects it, transitively, whatever the filters say.
   */
  private static Set<Stack> wanted(StackGraph graph, List<Stack> picked) {
    Set<Stack> selected = StackGraph.identitySet(picked);
    Deque<Stack> todo = new ArrayDeque<>(picked);
    while (!todo.isEmpty()) {
      Stack s = todo.pop();
      for (Stack w : graph.wants(s)) {
        if (selected.add(w)) {
          todo.add(w);
        }
      }
      for (Stack w : graph.wantedFrom(s)) {
        if (selected.add(w)) {
          todo.add(w);
        }
      }
    }
    return selected;
  }

  private List<TagFilter> includeFilters(Workspace workspace) {
    List<TagFilter> filters = new ArrayList<>();
    for (String text : tags) {
      if (text.contains("~")) {
        throw new IllegalArgumentException("--tags " + text + ": invalid filter: '~' is not allowed in --tags; "
            + withoutTilde(text));
      }
      filters.add(parse("--tags", text));
    }
    String configured = workspace.config().detect().tags();
    if (filters.isEmpty() && !configured.isBlank()) {
      filters.add(parse("detect.tags", configured));
    }
    return filters;
  }

  /**
   * The flags that say what a filter with '~' means: {@code prod:~legacy} is {@code --tags prod
   * --no-tags legacy}. With ',' (OR) no exact pair exists, since --no-tags holds for every stack.
   */
  static String withoutTilde(String filter) {
    if (filter.contains(",")) {
      return "put the tags a stack must carry in --tags and the tags that leave a stack out in --no-tags "
          + "(--no-tags holds for every stack selected)";
    }
    List<String> kept = new ArrayList<>();
    List<String> left = new ArrayList<>();
    for (String term : filter.split(":", -1)) {
      String t = term.strip();
      if (t.startsWith("~")) {
        left.add(t.substring(1).strip());
      } else if (!t.isEmpty()) {
        kept.add(t);
      }
    }
    String no = "--no-tags " + String.join(",", left);
    return "use " + (kept.isEmpty() ? no : "--tags " + String.join(":", kept) + " " + no);
  }

  private List<String> excludedTags() {
    List<String> out = new ArrayList<>();
    for (String text : noTags) {
      for (String tag : text.split(",", -1)) {
        String t = tag.strip();
        if (!TagFilter.isTag(t)) {
          throw new IllegalArgumentException("--no-tags " + text + ": '" + t + "' is not a tag; --no-tags takes "
              + "plain tags separated by ',' (lowercase letters and digits at both ends, a-z 0-9 _ . / - inside)");
        }
        out.add(t);
      }
    }
    return out;
  }

  /**
   * The filters in force, as the user wrote them ({@code --tags nomatch --no-tags edge}), for a
   * message about what was selected; empty when every stack is selected.
   */
  public String describe(Workspace workspace) {
    List<String> parts = new ArrayList<>();
    if (!stacks.isEmpty()) {
      stacks.forEach(s -> parts.add("--stack " + s));
      return String.join(" ", parts);
    }
    tags.stream().filter(t -> !t.isBlank()).forEach(t -> parts.add("--tags " + t));
    String configured = workspace.config().detect().tags();
    if (parts.isEmpty() && configured != null && !configured.isBlank()) {
      parts.add("detect.tags \"" + configured + "\" from stackdrift.toml");
    }
    noTags.stream().filter(t -> !t.isBlank()).forEach(t -> parts.add("--no-tags " + t));
    if (!workspace.workingDir().equals(workspace.root())) {
      parts.add("stacks below " + workspace.root().relativize(workspace.workingDir()));
    }
    if (changed != null) {
      parts.add(changed.base() == null ? "--changed" : "--changed --git-change-base " + changed.base());
    }
    return String.join(" ", parts);
  }

  private static TagFilter parse(String flag, String text) {
    try {
      return TagFilter.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(flag + ": " + e.getMessage());
    }
  }

  /**
   * The stacks {@code --stack} values name, by id or workspace directory, and only those: no tag
   * filter and no wanted stacks, for a command that narrows a set it already has.
   *
   * @throws IllegalArgumentException naming the first value that matches no stack, or two
   */
  public static List<Stack> resolve(Workspace workspace, List<String> refs) {
    List<Stack> found = new ArrayList<>();
    for (String ref : refs) {
      Stack s;
      try {
        s = workspace.graph().find(workspace.root(), ref);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--stack " + e.getMessage());
      }
      if (s == null) {
        throw new IllegalArgumentException("--stack " + ref + ": no stack has this id or workspace path "
            + "(paths are relative to the workspace root " + workspace.root() + "); 'stackdrift list' shows them");
      }
      if (!found.contains(s)) {
        found.add(s);
      }
    }
    return found;
  }
}
