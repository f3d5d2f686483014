package io.stackdrift.view;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.stackdrift.discovery.Stack;
import io.stackdrift.report.Json;
import io.stackdrift.terramate.RunEnvironment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code list --run-env}: each stack's run environment (terramate.config.run.env) as
 * {@code terramate debug show runtime-env} prints it, a blank line, {@code stack "/path":}, then one
 * tab-indented {@code NAME=VALUE} per variable, sorted by name; or why it does not evaluate. The
 * values are the operator's own, shown to the operator: no report, event or log carries them.
 */
public final class RunEnvironmentView {
  private RunEnvironmentView() {}

  @JsonPropertyOrder({"path", "stackId", "env", "error"})
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Entry(String path, String stackId, Map<String, String> env, String error) {}

  public static String text(List<Stack> stacks, Map<Stack, RunEnvironment> environments) {
    StringBuilder out = new StringBuilder();
    for (Stack stack : stacks) {
      RunEnvironment env = environments.get(stack);
      out.append("\nstack \"").append(TerminalText.line(stack.workspacePath())).append("\":\n");
      if (env.failed()) {
        out.append("\terror: ").append(TerminalText.line(env.error())).append('\n');
        continue;
      }
      env.variables().forEach((name, value) -> out.append('\t').append(TerminalText.line(name)).append('=')
          .append(TerminalText.line(value)).append('\n'));
    }
    return out.toString();
  }

  public static String json(List<Stack> stacks, Map<Stack, RunEnvironment> environments) {
    List<Entry> entries = new ArrayList<>();
    for (Stack stack : stacks) {
      RunEnvironment env = environments.get(stack);
      entries.add(new Entry(stack.workspacePath(), stack.id(), env.failed() ? null : env.variables(), env.error()));
    }
    return Json.pretty(entries) + "\n";
  }
}
