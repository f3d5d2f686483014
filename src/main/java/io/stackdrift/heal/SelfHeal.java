package io.stackdrift.heal;

import io.stackdrift.config.Config.HealMode;
import io.stackdrift.report.ConfigCause;
import io.stackdrift.report.Details;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.state.PerpetualDrift;
import io.stackdrift.status.StackEvaluation;
import io.stackdrift.tofu.PlanResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The self-heal policy of {@code watch} (opt-in): which stacks of a drifted cycle may be
 * reconciled ({@code watch.heal}), never while paused (a value its caller read), never more than
 * {@code watch.max_targets} at once, and not a stack still backing off after a failed reconcile
 * (doubling from the interval, up to an hour), and not a stack that stalled (contract §16: heals in a
 * row that did not leave it converged and healthy; perpetual drift is one case). It reads no file.
 */
public final class SelfHeal {
  static final Duration MAX_BACKOFF = Duration.ofHours(1);

  /**
   * What to do this cycle: the stacks to heal, or why nothing is healed, and the drifted stacks left
   * for review, each with why.
   */
  public record Decision(Set<String> stacks, String skipped, List<Review> review) {
    public Decision(Set<String> stacks, String skipped) {
      this(stacks, skipped, List.of());
    }
  }

  /**
   * A drifted stack self-heal leaves alone, and why; a {@code warning} is told as one: a stack that
   * stalled (perpetual drift among them), the first cycle it is seen so, since healing it again is futile.
   */
  public record Review(String stackId, String why, boolean warning) {
    @Override
    public String toString() {
      return stackId + ": " + why;
    }
  }

  /**
   * Whether self-heal is paused ({@code stackdrift pause}), as read before deciding: {@code why}
   * nothing is healed, or null when it is not paused. A pause that cannot be read is a pause.
   */
  public record Pause(String why) {
    /** Not paused. */
    public static final Pause NONE = new Pause(null);

    public boolean paused() {
      return why != null;
    }
  }

  /** Plans a stack against its recorded state only ({@code plan -refresh=false}, contract §4). */
  @FunctionalInterface
  public interface RecordedPlan {
    PlanResult plan(String stackId);
  }

  private final int maxTargets;
  private final Duration firstBackoff;
  private final HealMode mode;
  private final Map<String, Instant> notBefore = new HashMap<>();
  private final Map<String, Duration> backoff = new HashMap<>();
  /** Stalled stacks already warned of by this loop: one warning each, until they are no longer stalled. */
  private final Set<String> warnedStalled = new HashSet<>();
  private final int healAttempts;

  /** Self-heal of every target ({@code heal = "any"}). */
  public SelfHeal(int maxTargets, Duration interval) {
    this(maxTargets, interval, HealMode.ANY);
  }

  public SelfHeal(int maxTargets, Duration interval, HealMode mode) {
    this(maxTargets, interval, mode, PerpetualDrift.HEALS);
  }

  /** {@code healAttempts}: {@code watch.heal_attempts}, named in the warning of a stalled stack. */
  public SelfHeal(int maxTargets, Duration interval, HealMode mode, int healAttempts) {
    this.healAttempts = healAttempts;
    this.maxTargets = maxTargets;
    this.firstBackoff = interval.compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF : interval;
    this.mode = mode;
  }

  /**
   * Only stacks whose own plan drifted or whose containers drifted, never forced bystanders nor
   * perpetual drift; with {@code heal = "external"} only drift confirmed to come from outside
   * OpenTofu. {@code max_targets} counts what is left after these filters.
   */
  public Decision decide(DriftReport report, Pause pause, Instant now) {
    return decide(report, pause, now, id -> {
      throw new IllegalStateException("no plan -refresh=false for " + id + " was expected");
    });
  }

  /** As above, confirming external drift with {@code recordedPlan}. */
  public Decision decide(DriftReport report, Pause pause, Instant now, RecordedPlan recordedPlan) {
    if (pause.paused()) {
      return new Decision(Set.of(), pause.why());
    }
    Set<String> owners = owners(report);
    Set<String> heal = new LinkedHashSet<>();
    Set<String> waiting = new LinkedHashSet<>();
    List<Review> review = new ArrayList<>();
    report.stacks().stream().filter(e -> !e.markedStalled()).forEach(e -> warnedStalled.remove(e.stackId()));
    for (StackEntry e : report.stacks()) {
      boolean own = e.status() == StackStatus.DRIFTED || owners.contains(e.stackId());
      if (!own || report.reconcileTargets() == null || !report.reconcileTargets().contains(e.stackId())) {
        continue;
      }
      Instant after = notBefore.get(e.stackId());
      if (after != null && now.isBefore(after)) {
        waiting.add(e.stackId());
        continue;
      }
      String why = leftForReview(e, recordedPlan);
      if (why != null) {
        review.add(new Review(e.stackId(), why, e.markedStalled() && warnedStalled.add(e.stackId())));
      } else {
        heal.add(e.stackId());
      }
    }
    if (heal.size() > maxTargets) {
      return new Decision(Set.of(), heal.size() + " stacks would be reconciled, more than watch.max_targets ("
          + maxTargets + "); reconcile them by hand", review);
    }
    String note = waiting.isEmpty() ? null : "backing off after a failed reconcile: " + String.join(", ", waiting);
    return new Decision(Set.copyOf(heal), heal.isEmpty() ? note : null, List.copyOf(review));
  }

  /** Why a target is not healed this cycle, or null to heal it. */
  private String leftForReview(StackEntry e, RecordedPlan recordedPlan) {
    if (e.markedPerpetual()) {
      return "perpetual drift: the same changes came back after " + healAttempts + " heals in a row ("
          + String.join(", ", PerpetualDrift.addresses(e)) + "); stalled: left alone until 'stackdrift reconcile' "
          + "or 'stackdrift resume " + e.stackId() + "'";
    }
    if (e.markedStalled()) {
      return "stalled: " + healAttempts + " heals in a row did not leave it converged and healthy (now "
          + e.status().json() + ", " + e.healthOrUnknown().json() + "); left alone until 'stackdrift reconcile' or "
          + "'stackdrift resume " + e.stackId() + "'";
    }
    if (mode == HealMode.ANY || e.status() != StackStatus.DRIFTED) {
      return null; // a target only for its containers: re-applying recreates them, no code is deployed
    }
    DriftCause cause = e.driftCause() == null ? DriftCause.UNKNOWN : e.driftCause();
    switch (cause) {
      case CONFIG:
        return "driftCause config: " + ConfigCause.in(e).orElse(ConfigCause.AHEAD) + "; review and apply it";
      case BOTH:
        return "driftCause both: changed outside OpenTofu and in its code; review before applying";
      case UNKNOWN:
        return "driftCause unknown: the plan's JSON stream did not tell what changed; review before applying";
      default:
        // attributes are evidence enough: the -refresh=false confirmation is for a cause told by addresses
        return e.details() == Details.ATTRIBUTES ? null : confirm(e.stackId(), recordedPlan);
    }
  }

  /**
   * Heals an external stack only when its code matches the recorded state (contract §4): the
   * confirming plan is judged as every plan is ({@link StackEvaluation#unclean}), so exit 0 counts
   * only with a plan in its output; no output, a cut stream, a timeout or a signal confirms nothing.
   */
  private static String confirm(String stackId, RecordedPlan recordedPlan) {
    PlanResult recorded;
    try {
      recorded = recordedPlan.plan(stackId);
    } catch (RuntimeException e) {
      // one stack's surprise must not cost the cycle: that stack is simply not healed
      return "not healed: the confirming plan did not run (" + e.getMessage() + ")";
    }
    String unclean = StackEvaluation.unclean(recorded);
    if (unclean != null) {
      return "not healed: the confirming plan did not run cleanly (" + firstLine(unclean) + ")";
    }
    if (recorded.exitCode() == 2) {
      return "driftCause both (this cycle): plan -refresh=false shows changes too, so its code differs from the "
          + "recorded state; review before applying";
    }
    return null;
  }

  /** A review line is one line: a tool's multi-line error is cut to its first. */
  private static String firstLine(String text) {
    String stripped = text == null ? "" : text.strip();
    int end = stripped.indexOf('\n');
    return end < 0 ? stripped : stripped.substring(0, end).strip() + " …";
  }

  private static Set<String> owners(DriftReport report) {
    Set<String> owners = new LinkedHashSet<>();
    if (report.nativeFindings() != null) {
      report.nativeFindings().forEach(f -> {
        if (f.stack() != null && !f.stack().isEmpty()) {
          owners.add(f.stack());
        }
      });
    }
    return owners;
  }

  /** Records a reconcile result: a failure doubles the stack's wait, a success clears it. */
  public void record(String stackId, boolean succeeded, Instant now) {
    if (succeeded) {
      backoff.remove(stackId);
      notBefore.remove(stackId);
      return;
    }
    Duration next = backoff.containsKey(stackId) ? backoff.get(stackId).multipliedBy(2) : firstBackoff;
    if (next.compareTo(MAX_BACKOFF) > 0) {
      next = MAX_BACKOFF;
    }
    backoff.put(stackId, next);
    notBefore.put(stackId, now.plus(next));
  }
}
