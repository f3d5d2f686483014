package io.stackdrift.view;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.stackdrift.discovery.Stack;
import io.stackdrift.render.FileChange;
import io.stackdrift.report.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code list --generated}: each stack's generated code as Terramate's outdated-code check finds it
 * (contract §15): {@code current}, {@code outdated} with each file and what {@code terramate generate}
 * would do to it, or the error that keeps it from being rendered (detect fails such a stack).
 */
public final class GeneratedListView {
  static final String CURRENT = "current";
  static final String OUTDATED = "outdated";
  static final String ERROR = "error";

  private GeneratedListView() {}

  /** One stack's check: the outdated files, or why its code could not be rendered. */
  public record State(List<FileChange> outdated, String error) {
    public State {
      outdated = List.copyOf(outdated);
    }

    String status() {
      return error != null ? ERROR : outdated.isEmpty() ? CURRENT : OUTDATED;
    }
  }

  @JsonPropertyOrder({"path", "stackId", "status", "files", "error"})
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Entry(String path, String stackId, String status, List<File> files, String error) {}

  @JsonPropertyOrder({"name", "change"})
  record File(String name, String change) {}

  /**
   * A header and one line per stack: PATH, then {@code current}, {@code outdated: backend.tf (update),
   * providers.tf (create)} or {@code error: ...}; whole lines, names through {@link TerminalText}.
   */
  public static String text(List<Stack> stacks, Map<Stack, State> states) {
    if (stacks.isEmpty()) {
      return "";
    }
    int width = Math.max("PATH".length(), stacks.stream().mapToInt(s -> TerminalText.line(s.workspacePath())
        .length()).max().orElse(0));
    StringBuilder out = new StringBuilder(pad("PATH", width)).append("  GENERATED\n");
    for (Stack stack : stacks) {
      State state = states.get(stack);
      out.append(pad(TerminalText.line(stack.workspacePath()), width)).append("  ")
          .append(TerminalText.line(said(state))).append('\n');
    }
    return out.toString();
  }

  private static String said(State state) {
    return switch (state.status()) {
      case ERROR -> "error: " + state.error();
      case OUTDATED -> "outdated: " + String.join(", ", state.outdated().stream().map(FileChange::toString).toList());
      default -> CURRENT;
    };
  }

  private static String pad(String text, int width) {
    return text + " ".repeat(Math.max(0, width - text.length()));
  }

  /** An array of {@code {path, stackId, status, files}} ({@code files} when outdated) or with {@code error}. */
  public static String json(List<Stack> stacks, Map<Stack, State> states) {
    List<Entry> entries = new ArrayList<>();
    for (Stack stack : stacks) {
      State state = states.get(stack);
      List<File> files = state.outdated().isEmpty() ? null
          : state.outdated().stream().map(f -> new File(f.name(), f.change().word())).toList();
      entries.add(new Entry(stack.workspacePath(), stack.id(), state.status(), files, state.error()));
    }
    return Json.pretty(entries) + "\n";
  }
}
