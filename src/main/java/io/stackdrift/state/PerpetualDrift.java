package io.stackdrift.state;

import com.fasterxml.jackson.core.type.TypeReference;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.Json;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Convergence after a heal (contract §16): a stack that a heal applied and whose next cycle is not
 * converged and healthy has not converged; after {@code watch.heal_attempts} such heals in a row it
 * is {@code stalled} and no longer healed, until a cycle finds it converged and healthy, a reconcile
 * by hand applies it, or {@code stackdrift resume STACK} clears it ({@link #cleared}). Perpetual
 * drift (contract §4) is one case: the same resource changes came back after {@value #HEALS} heals in
 * a row; the entry is marked {@code perpetual} as well, for as long as its plan shows them. The streak
 * of each stack survives restarts in {@link StateStore#HEAL_STREAKS}.
 *
 * <p>A value: each step (marking an entry, settling after a run, counting a heal) returns the
 * streaks after it, and {@link #save} writes only what changed. Data flows one way: load, mark
 * while planning, settle after the run, count the heals, save.
 */
public record PerpetualDrift(Map<String, Streak> streaks) {
  public static final int HEALS = 2;

  /**
   * The changes a stack's plan showed when it was last healed, how many heals in a row showed them,
   * and whether the stack has been marked perpetual for them (so the history says it once); how many
   * heals in a row were followed by a cycle that was not converged and healthy ({@code unconverged}),
   * whether the last heal still waits for that verdict ({@code pending}), and whether it is stalled.
   */
  public record Streak(List<String> changes, int heals, boolean marked, int unconverged, boolean pending,
      boolean stalled) {
    public Streak {
      changes = changes == null ? List.of() : List.copyOf(changes);
    }

    public Streak(List<String> changes, int heals, boolean marked) {
      this(changes, heals, marked, 0, false, false);
    }

    /** Heals in a row that did not converge, counting the pending one as judged by {@code e}. */
    int unconvergedAfter(StackEntry e) {
      return unconverged + (pending && !convergedAndHealthy(e) ? 1 : 0);
    }
  }

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
    return markPerpetual(e, HEALS);
  }

  private StackEntry markPerpetual(StackEntry e, int heals) {
    Streak s = streaks.get(e.stackId());
    List<String> now = changes(e);
    if (e.status() != StackStatus.DRIFTED || s == null || now == null || s.heals() < heals
        || !s.changes().equals(now)) {
      return e;
    }
    return e.asPerpetual();
  }

  /**
   * The entry marked perpetual when its plan shows the changes that came back after {@code healAttempts}
   * heals in a row, and stalled when {@code healAttempts} heals in a row (the last judged by this very
   * entry) left it not converged and healthy: one rule, perpetual drift its most common case.
   */
  public StackEntry mark(StackEntry e, int healAttempts) {
    StackEntry marked = markPerpetual(e, healAttempts);
    Streak s = streaks.get(e.stackId());
    if (s == null || marked.markedStalled() || convergedAndHealthy(e)) {
      return marked;
    }
    return s.stalled() || s.unconvergedAfter(e) >= healAttempts ? marked.asStalled() : marked;
  }

  /**
   * Converged and healthy, as a heal's verdict is read from the plan: a stack whose checks failed did
   * not converge; one whose plan judged no health (an older report) is taken by its status.
   */
  static boolean convergedAndHealthy(StackEntry e) {
    return e.status() == StackStatus.CONVERGED && e.health() != Health.DEGRADED;
  }

  /** The stacks that are stalled now, by id. */
  public Set<String> stalled() {
    Set<String> ids = new LinkedHashSet<>();
    streaks.forEach((id, s) -> {
      if (s.stalled()) {
        ids.add(id);
      }
    });
    return ids;
  }

  /** The streaks without those of {@code stackIds}: a reconcile by hand applied them, or 'resume' asked. */
  public PerpetualDrift cleared(Collection<String> stackIds) {
    Map<String, Streak> next = new TreeMap<>(streaks);
    stackIds.forEach(next::remove);
    return new PerpetualDrift(next);
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
   * The streaks after a recorded run. A checked stack that is converged and healthy ends its streak:
   * the heals before were not in vain. Otherwise a pending heal is judged (it did not converge) and
   * a stack marked stalled stays so; the perpetual count is forgotten once the plan no longer shows
   * its changes, and newly marked stacks keep their mark.
   */
  public PerpetualDrift settled(DriftReport report) {
    Map<String, Streak> next = new TreeMap<>(streaks);
    for (StackEntry e : report.stacks()) {
      Streak s = next.get(e.stackId());
      if (s == null) {
        continue;
      }
      if (convergedAndHealthy(e)) {
        next.remove(e.stackId());
        continue;
      }
      boolean same = e.status() == StackStatus.DRIFTED && s.changes().equals(changes(e));
      Streak settled = new Streak(same ? s.changes() : List.of(), same ? s.heals() : 0,
          same && (s.marked() || e.markedPerpetual()), s.unconvergedAfter(e), false,
          s.stalled() || e.markedStalled());
      if (settled.heals() == 0 && settled.unconverged() == 0 && !settled.stalled()) {
        next.remove(e.stackId());
      } else {
        next.put(e.stackId(), settled);
      }
    }
    return new PerpetualDrift(next);
  }

  /** The streaks after a successful heal of a stack whose plan showed the entry's changes. */
  public PerpetualDrift healed(StackEntry e) {
    List<String> now = changes(e);
    Map<String, Streak> next = new TreeMap<>(streaks);
    Streak s = next.get(e.stackId());
    int unconverged = s == null ? 0 : s.unconverged();
    if (now == null) {
      // without the plan's resources the changes cannot be compared; the heal still awaits its verdict
      next.put(e.stackId(), new Streak(s == null ? List.of() : s.changes(), s == null ? 0 : s.heals(), false,
          unconverged, true, false));
      return new PerpetualDrift(next);
    }
    next.put(e.stackId(), new Streak(now, s != null && s.changes().equals(now) ? s.heals() + 1 : 1, false,
        unconverged, true, false));
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
