package io.stackdrift.reconcile;

import io.stackdrift.discovery.Stack;
import io.stackdrift.process.Cancellation;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.ReconcileTarget;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.tofu.ApplyRunner.StateAddresses;
import io.stackdrift.workspace.Workspace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.regex.Pattern;

/**
 * Which stacks reconcile re-applies, and how: a report's reconcile targets that the workspace still
 * has; a drifted stack is applied as it is, a stack targeted only for its containers (its plan is
 * clean) is applied with {@code -replace} of the one resource that runs them.
 */
final class ReconcileTargets {
  private final Workspace workspace;
  private final BiFunction<Stack, Cancellation, StateAddresses> listState;

  /** {@code listState} reads a stack's state addresses (the tool's {@code state list}). */
  ReconcileTargets(Workspace workspace, BiFunction<Stack, Cancellation, StateAddresses> listState) {
    this.workspace = workspace;
    this.listState = listState;
  }

  /** The report's targets, narrowed to {@code only} when it is not empty, in run order. */
  List<ReconcileTarget> of(DriftReport report, Set<String> only, Cancellation cancel) {
    Map<String, StackEntry> entries = new HashMap<>();
    report.stacks().forEach(e -> entries.put(e.stackId(), e));
    List<ReconcileTarget> out = new ArrayList<>();
    for (String id : report.reconcileTargets() == null ? List.<String>of() : report.reconcileTargets()) {
      Stack stack = workspace.stack(id);
      StackEntry entry = entries.get(id);
      if (stack == null || entry == null || !(only.isEmpty() || only.contains(id))) {
        continue;
      }
      out.add(entry.status() == StackStatus.DRIFTED ? new ReconcileTarget(stack, entry, List.of(), null)
          : forced(stack, entry, cancel));
    }
    return out;
  }

  /** A container-only target: the one resource to replace so the containers are recreated. */
  private ReconcileTarget forced(Stack stack, StackEntry entry, Cancellation cancel) {
    StateAddresses state = listState.apply(stack, cancel);
    if (state.failure() != null) {
      return new ReconcileTarget(stack, entry, List.of(), "cannot list its state: " + state.failure());
    }
    List<String> addresses = state.addresses();
    List<String> data = addresses.stream().filter(a -> a.matches("(.*\\.)?terraform_data\\.[^.]+")).toList();
    List<String> up = data.stream().filter(a -> a.replaceAll("\\[.*]$", "").endsWith("_up")).toList();
    if (up.size() == 1) {
      return new ReconcileTarget(stack, entry, up, null);
    }
    if (data.size() == 1) {
      return new ReconcileTarget(stack, entry, data, null);
    }
    List<String> configured = configuredReplace(stack, addresses);
    if (!configured.isEmpty()) {
      return new ReconcileTarget(stack, entry, configured, null);
    }
    return new ReconcileTarget(stack, entry, List.of(), "only its containers drifted, and no resource to replace is known: "
        + "its state has " + (data.isEmpty() ? "no" : data.size()) + " terraform_data resources"
        + (up.size() > 1 ? " named *_up" : "") + "; set reconcile.replace in stackdrift.toml to the address "
        + "glob that recreates the containers, e.g. replace = [\"terraform_data.compose_up\"] or "
        + "[\"role/workload=module.app.terraform_data.*\"]");
  }

  /** {@code reconcile.replace}: address globs, each optionally for stacks with one tag ({@code TAG=GLOB}). */
  private List<String> configuredReplace(Stack stack, List<String> addresses) {
    List<String> out = new ArrayList<>();
    for (String entry : workspace.config().reconcile().replace()) {
      int eq = entry.indexOf('=');
      if (eq > 0 && !stack.tags().contains(entry.substring(0, eq))) {
        continue;
      }
      Pattern glob = glob(eq > 0 ? entry.substring(eq + 1) : entry);
      addresses.stream().filter(a -> glob.matcher(a).matches() && !out.contains(a)).forEach(out::add);
    }
    return out;
  }

  static Pattern glob(String glob) {
    StringBuilder re = new StringBuilder();
    for (char c : glob.toCharArray()) {
      switch (c) {
        case '*' -> re.append(".*");
        case '?' -> re.append('.');
        default -> re.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(re.toString());
  }
}
