package io.stackdrift.heal;

import io.stackdrift.config.RunLog;
import io.stackdrift.container.NativeResult;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.detect.Preflight;
import io.stackdrift.git.RemoteBranch;
import io.stackdrift.process.Cancellation;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.state.PerpetualDrift;
import io.stackdrift.state.SavedPlans;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Function;

/**
 * Self-heal between two watch cycles, of the stacks that own Compose projects whose containers
 * drifted since the last cycle (a container check between cycles finds them): by the cycle's rules
 * and with its resolved settings, under the workspace lock as a cycle's heal, each stack at most once
 * between two cycles. What a heal leaves drifted waits for the next cycle, so an engine that keeps
 * killing a container never becomes a loop of applies.
 */
public final class ContainerHeal {
  private final DetectRequest request;
  private final Duration lockWait;
  private final RunLog log;
  private final Set<String> healedSinceCycle = new HashSet<>();
  private final Function<Cancellation, RemoteBranch.Head> followedHead;
  private SelfHeal heal;

  /** {@code lockWait}: how long a heal waits for the workspace lock, as a cycle does. */
  public ContainerHeal(DetectRequest request, Duration lockWait, RunLog log) {
    this(request, lockWait, log, null);
  }

  /** {@code followedHead}: with {@code watch --follow}, the branch's revision now (null: the work tree is judged). */
  public ContainerHeal(DetectRequest request, Duration lockWait, RunLog log,
      Function<Cancellation, RemoteBranch.Head> followedHead) {
    this.request = request;
    this.lockWait = lockWait;
    this.log = log;
    this.followedHead = followedHead;
  }

  /** A cycle finished, healing by {@code heal} (null: nothing heals until the next): each stack may heal once more. */
  public void cycleFinished(SelfHeal heal) {
    this.heal = heal;
    healedSinceCycle.clear();
  }

  /**
   * Heals {@code owners}, the stacks whose containers drifted in {@code now} (the last {@code cycle}'s
   * report with the containers found since, {@code containers}), those healed since the last cycle
   * excepted. Returns the stacks a heal was tried for: the events it caused are the caller's to drop.
   */
  public Set<String> heal(Workspace ws, StateStore state, DetectCycle.Result cycle, RunOutcome now,
      NativeResult containers, Set<String> owners, Cancellation cancel) {
    Set<String> healing = new LinkedHashSet<>(owners);
    healing.stream().filter(healedSinceCycle::contains).forEach(s -> log.notice("self-heal: " + s
        + " was healed since the last cycle; its containers wait for the next cycle"));
    healing.removeAll(healedSinceCycle);
    if (healing.isEmpty() || heal == null || state.directory().isEmpty()) {
      return Set.of();
    }
    healedSinceCycle.addAll(healing);
    try (Preflight.Hold run = Preflight.lock(state, WorkspaceLock.FILE, lockWait)
             .begin(ws, cancel.marker(), "watch", log);
         SavedPlans plans = SavedPlans.open(DetectCycle.stateDir(state), false, log::warn)) {
      // the streaks as they are now, under the lock: the cycle's own heal (or an earlier one between
      // cycles) has saved them since the cycle loaded them, and saving the old ones would undo that
      PerpetualDrift streaks = PerpetualDrift.load(state, log::warn);
      new HealStep(ws, request, heal, state, log, followedHead).healContainers(new DetectCycle.Result(now, true, streaks, plans,
          containers, cycle.composeProjects(), cycle.decisions()), healing, cancel);
    } catch (WorkspaceLock.HeldException e) {
      log.notice("self-heal: " + e.getMessage() + "; the containers wait for the next cycle");
      return Set.of();
    } catch (IOException e) {
      log.warn("self-heal: " + e.getMessage());
      return Set.of();
    }
    return Set.copyOf(healing);
  }
}
