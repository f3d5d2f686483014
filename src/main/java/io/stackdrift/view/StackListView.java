package io.stackdrift.view;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackkitLayout;
import io.stackdrift.report.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The output of {@code stackdrift list}: a table, or a JSON array. */
public final class StackListView {
  private final Map<Stack, Integer> runIndex = new HashMap<>();

  /** @param runOrder the listed stacks in run order, which gives each its {@code runIndex} */
  public StackListView(List<Stack> runOrder) {
    for (int i = 0; i < runOrder.size(); i++) {
      runIndex.put(runOrder.get(i), i);
    }
  }

  @JsonPropertyOrder({"stackId", "role", "moduleRef", "siteRef", "nodeRef", "runtimeRoot", "name",
      "description", "tags", "after", "before", "runIndex", "wants", "wanted_by"})
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Entry(String stackId, String role, String moduleRef, String siteRef, String nodeRef, String runtimeRoot,
      String name, String description, List<String> tags, List<String> after, List<String> before,
      int runIndex, List<String> wants, @JsonProperty("wanted_by") List<String> wantedBy) {}

  public String json(List<Stack> stacks) {
    List<Entry> entries = new ArrayList<>(stacks.size());
    for (Stack s : stacks) {
      entries.add(new Entry(s.id(), s.role(), s.moduleRef(), s.siteRef(), s.nodeRef(), s.runtimeRoot(), s.name(),
          s.description(), s.tags(), s.after(), s.before(), runIndex.get(s), s.wants(), s.wantedBy()));
    }
    return Json.pretty(entries) + "\n";
  }

  /**
   * A header and one line per stack: PATH (runtimeRoot, what {@code --stack} takes), STACK (id),
   * MODULE, ROLE and TAGS, as the detect table names them; fitted to {@code width} on a terminal (ROLE
   * left out first, then tags shortened, the path last), whole with width 0. Directory names and Terramate values are
   * printed through {@link TerminalText}.
   */
  public String text(List<Stack> stacks, int width) {
    if (stacks.isEmpty()) {
      return ""; // as 'terramate list': nothing selected, nothing printed
    }
    Table table = new Table(List.of(
        Table.Column.shortened("PATH", Table.Fit.PATH, 12, 1),
        Table.Column.shortened("STACK", Table.Fit.MIDDLE, 12, 2),
        Table.Column.shortened("MODULE", Table.Fit.MIDDLE, 8, 2),
        Table.Column.kept("ROLE").leftOutWhenNarrow(),
        Table.Column.shortened("TAGS", Table.Fit.END, 4, 3)), width);
    for (Stack s : stacks) {
      table.row(List.of(TerminalText.line(s.runtimeRoot()), TerminalText.line(s.id()), TerminalText.line(s.moduleRef()),
          TerminalText.line(s.role()), TerminalText.line(String.join(",", s.tags()))));
    }
    boolean stackkit = StackkitLayout.of(stacks.stream().map(Stack::runtimeRoot).toList());
    return (stackkit ? table : table.without(StackkitLayout.COLUMNS)).render();
  }

  /**
   * Exactly what {@code terramate list} prints: one directory per line, relative to the working
   * directory {@code workingPath} (a workspace path such as {@code /} or {@code /stacks}; its own
   * stack is {@code .}), nothing else, for scripts that read it line by line.
   */
  public String paths(List<Stack> stacks, String workingPath) {
    StringBuilder out = new StringBuilder();
    for (Stack s : stacks) {
      out.append(TerminalText.line(relative(workingPath, s.workspacePath()))).append('\n');
    }
    return out.toString();
  }

  private static String relative(String workingPath, String path) {
    if (path.equals(workingPath)) {
      return ".";
    }
    return workingPath.equals("/") ? path.substring(1) : path.substring(workingPath.length() + 1);
  }
}
