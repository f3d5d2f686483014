package io.stackdrift.cli;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.StackStatus;
import io.stackdrift.state.KnownState;
import io.stackdrift.state.StateStore;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code list --status}: the stacks whose last known status, as detect recorded it in the state
 * directory, is one of those asked for (Terramate's {@code list --status}, from our own record
 * rather than Terramate Cloud). Without a recorded run nothing is known, and saying "no stack is
 * drifted" then would be a lie: that is an error.
 */
final class LastStatus {
  /** Terramate's word for a stack that needs a look: drifted or failed. */
  static final String UNHEALTHY = "unhealthy";

  private LastStatus() {}

  static List<Stack> filter(List<Stack> stacks, List<String> asked, StateDirOption stateDir, Workspace ws,
      PrintWriter err) throws IOException {
    if (asked.isEmpty()) {
      return stacks;
    }
    Set<String> wanted = statuses(asked);
    StateStore state = stateDir.existing(ws);
    Map<String, KnownState.Known> known = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    known.putAll(state.peek(w -> Diagnostics.warn(err, w)).stacks());
    if (known.isEmpty()) {
      throw ExitException.usage("--status: no run is recorded in " + state.dir() + "; run 'stackdrift detect' "
          + "first (or pass the --state-dir it used)");
    }
    return stacks.stream().filter(s -> known.containsKey(s.id()) && wanted.contains(known.get(s.id()).status()))
        .toList();
  }

  private static Set<String> statuses(List<String> asked) {
    Set<String> out = new HashSet<>();
    for (String value : asked) {
      String word = value.strip().toLowerCase(Locale.ROOT);
      if (word.equals(UNHEALTHY)) {
        out.add(StackStatus.DRIFTED.json());
        out.add(StackStatus.FAILED.json());
        continue;
      }
      if (java.util.Arrays.stream(StackStatus.values()).noneMatch(s -> s.json().equals(word))) {
        throw ExitException.usage("--status " + value + ": not a status; use converged, drifted, failed, "
            + "pending_root or unhealthy (several separated by ',')");
      }
      out.add(word);
    }
    return out;
  }
}
