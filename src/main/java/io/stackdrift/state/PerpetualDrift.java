package io.stackdrift.state;

import com.fasterxml.jackson.core.type.TypeReference;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Perpetual drift (contract §4): a stack whose plan shows the same resource changes again after
 * {@value #HEALS} self-heals in a row is marked {@code perpetual} and no longer healed, until its
 * plan changes. The streak of each stack survives restarts in {@link StateStore#HEAL_STREAKS}.
 *
 * <p>A value: each step (marking an entry, settling after a run, counting a heal) returns the
 * streaks after it, and {@link #save} writes only what changed. Data flows one way: load, mark
 * while planning, settle after the run, count the heals, save.
 */
public record PerpetualDrift(Map<String, Streak> streaks) {
  public static final int HEALS = 2;

  /**
   * The changes a stack's plan showed when it was last healed, how many heals in a row showed them,
   * and whether the stack has been marked perpetual for them (so the history says it once).
   */
  public record Streak(List<String> changes, int heals, boolean marked) {}

  public PerpetualDrift {
    streaks = Collections.unmodifiableMap(new TreeMap<>(streaks));
  }

  /** No streaks: a state directory that does not exist yet, or a run that keeps none. */
  public static PerpetualDrift none() {
    return new PerpetualDrift(Map.of());
  }

  /** The streaks kept in the state directory; a file that does not read starts afresh, with a warning. */
  public static PerpetualDrift load(StateStore state, Consumer<String> warn) {
    Optional<StateDirectory> dir = state.directory();
    if (dir.isEmpty()) {
      return none();
    }
    try {
      Optional<String> text = dir.get().readString(StateStore.HEAL_STREAKS);
      if (text.isEmpty() || text.get().isBlank()) {
        return none();
      }
      return new PerpetualDrift(Json.MAPPER.readValue(text.get(), new TypeReference<Map<String, Streak>>() {}));
    } catch (IOException e) {
      warn.accept(dir.get().file(StateStore.HEAL_STREAKS) + " could not be read (" + e.getMessage()
          + "); heal streaks start afresh");
      return none();
    }
  }

  /** Writes these streaks when they differ from {@code loaded}, the ones read at the start. */
  public void save(StateStore state, PerpetualDrift loaded) throws IOException {
    if (equals(loaded) || state.directory().isEmpty()) {
      return;
    }
    state.directory().get().write(StateStore.HEAL_STREAKS, Json.pretty(streaks) + "\n");
  }

  /** The entry, marked perpetual when its plan shows the changes that came back after every recent heal. */
  public StackEntry mark(StackEntry e) {
    Streak s = streaks.get(e.stackId());
    List<String> now = changes(e);
    if (e.status() != StackStatus.DRIFTED || s == null || now == null || s.heals() < HEALS
        || !s.changes().equals(now)) {
      return e;
    }
    return e.asPerpetual();
  }

  /** Whether a stack's entry, marked by {@link #mark}, is marked for the first time: one history line each. */
  public boolean newlyMarked(String stackId, boolean markedNow) {
    Streak s = streaks.get(stackId);
    return markedNow && s != null && !s.marked();
  }

  /** The stacks of {@code report} marked perpetual for the first time. */
  public Set<String> newlyMarked(DriftReport report) {
    Set<String> ids = new LinkedHashSet<>();
    for (StackEntry e : report.stacks()) {
      if (newlyMarked(e.stackId(), e.markedPerpetual())) {
        ids.add(e.stackId());
      }
    }
    return ids;
  }

  /**
   * The streaks after a recorded run: newly marked stacks keep their mark, and the streak of each
   * checked stack whose plan no longer shows its changes (converged, or changed differently) is
   * forgotten: the heals before were not in vain, and healing resumes.
   */
  public PerpetualDrift settled(DriftReport report) {
    Map<String, Streak> next = new TreeMap<>(streaks);
    for (StackEntry e : report.stacks()) {
      Streak s = next.get(e.stackId());
      if (s == null) {
        continue;
      }
      if (e.status() != StackStatus.DRIFTED || !s.changes().equals(changes(e))) {
        next.remove(e.stackId());
      } else if (e.markedPerpetual() && !s.marked()) {
        next.put(e.stackId(), new Streak(s.changes(), s.heals(), true));
      }
    }
    return new PerpetualDrift(next);
  }

  /** The streaks after a successful heal of a stack whose plan showed the entry's changes. */
  public PerpetualDrift healed(StackEntry e) {
    List<String> now = changes(e);
    if (now == null) {
      return this; // without the plan's resources the changes cannot be compared
    }
    Map<String, Streak> next = new TreeMap<>(streaks);
    Streak s = next.get(e.stackId());
    next.put(e.stackId(), new Streak(now, s != null && s.changes().equals(now) ? s.heals() + 1 : 1, false));
    return new PerpetualDrift(next);
  }

  /**
   * The resource changes of a plan as {@code <action> <address>}, sorted (with the plan's total when the
   * report's list was cut); null without the plan's resources.
   */
  static List<String> changes(StackEntry e) {
    if (e.resources() == null) {
      return null;
    }
    List<String> out = new ArrayList<>();
    for (Resource r : e.resources()) {
      if (!"read".equals(r.action())) {
        out.add(r.action() + " " + r.address());
      }
    }
    out.sort(null);
    if (e.resourcesTotal() != null) {
      out.add("of " + e.resourcesTotal()); // a cut list: the same first changes of a plan of another size differ
    }
    return out;
  }

  /** The addresses a perpetual stack keeps changing, for the warning. */
  public static List<String> addresses(StackEntry e) {
    return e.resources() == null ? List.of()
        : e.resources().stream().filter(r -> !"read".equals(r.action())).map(Resource::address).toList();
  }
}
