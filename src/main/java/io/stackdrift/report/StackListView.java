package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.stackdrift.discovery.Stack;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The output of {@code stackdrift list}: aligned text, or a JSON array. */
public final class StackListView {
  private final Map<Stack, Integer> runIndex = new HashMap<>();

  /** @param runOrder the listed stacks in run order, which gives each its {@code runIndex} */
  public StackListView(List<Stack> runOrder) {
    for (int i = 0; i < runOrder.size(); i++) {
      runIndex.put(runOrder.get(i), i);
    }
  }

  @JsonPropertyOrder({"stackId", "role", "moduleRef", "siteRef", "nodeRef", "runtimeRoot", "name",
      "description", "tags", "after", "before", "runIndex"})
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Entry(String stackId, String role, String moduleRef, String siteRef, String nodeRef, String runtimeRoot,
      String name, String description, List<String> tags, List<String> after, List<String> before,
      int runIndex) {}

  public String json(List<Stack> stacks) {
    List<Entry> entries = new ArrayList<>(stacks.size());
    for (Stack s : stacks) {
      entries.add(new Entry(s.id(), s.role(), s.moduleRef(), s.siteRef(), s.nodeRef(), s.runtimeRoot(), s.name(),
          s.description(), s.tags(), s.after(), s.before(), runIndex.get(s)));
    }
    return Json.pretty(entries) + "\n";
  }

  /** Aligned columns; directory names and Terramate values are printed through {@link TerminalText}. */
  public String text(List<Stack> stacks) {
    List<List<String>> rows = new ArrayList<>(stacks.size());
    int[] widths = new int[3];
    for (Stack s : stacks) {
      List<String> row = List.of(TerminalText.line(s.runtimeRoot()), TerminalText.line(s.id()),
          TerminalText.line(s.role()), TerminalText.line(s.moduleRef()));
      for (int i = 0; i < widths.length; i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
      rows.add(row);
    }
    StringBuilder out = new StringBuilder();
    for (List<String> row : rows) {
      for (int i = 0; i < widths.length; i++) {
        out.append(pad(row.get(i), widths[i])).append("  ");
      }
      out.append(row.get(3)).append('\n');
    }
    return out.toString();
  }

  static String pad(String text, int width) {
    return text.length() >= width ? text : text + " ".repeat(width - text.length());
  }
}
