package io.stackdrift.watch;

import io.stackdrift.config.RunLog;
import io.stackdrift.container.ComposeProject;
import io.stackdrift.container.Finding;
import io.stackdrift.container.NativeCheck;
import io.stackdrift.container.NativeResult;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.RunIdEvents;
import io.stackdrift.events.StackEvent;
import io.stackdrift.git.RemoteBranch;
import io.stackdrift.heal.ContainerHeal;
import io.stackdrift.heal.SelfHeal;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.Stopwatch;
import io.stackdrift.publish.EventAttributes;
import io.stackdrift.publish.RunEvent;
import io.stackdrift.publish.RunOutput;
import io.stackdrift.publish.Telemetry;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Redactor;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.state.StateStore;
import io.stackdrift.status.NativeReport;
import io.stackdrift.workspace.Workspace;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.function.Function;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

/**
 * A container check between cycles, for the projects the engine's events concern: the native
 * check of those projects only, their findings put into the last cycle's report (status and
 * targets derived again, contract §6), the report handed to the live outputs (the served run),
 * and, when a project's findings changed, its owning stacks' events and a run event (both with
 * {@code trigger=container-event}) to --progress-jsonl and OTLP. Never a plan. With self-heal, the
 * stacks owning a project that drifted are handed to {@link ContainerHeal}. Called under the
 * watch's cycle lock only, so a check never races a cycle.
 */
final class ContainerRechecks {
  static final String TRIGGER = "container-event";
  /** A check between cycles holds the next cycle back: much less than a plan may take. */
  private static final Duration DOCKER_TIMEOUT = Duration.ofSeconds(30);

  /** What the last cycle, and the checks since, know. */
  private record Basis(Workspace ws, StateStore state, DetectCycle.Result cycle, RunOutcome outcome,
      NativeResult containers, List<ComposeProject> projects) {
    Basis checked(RunOutcome now, NativeResult merged) {
      return new Basis(ws, state, cycle, now, merged, projects);
    }
  }

  private final DetectRequest request;
  private final List<RunOutput> live;
  /** Null without self-heal. */
  private final ContainerHeal heals;
  private final RunLog log;
  private final AtomicLong checks = new AtomicLong();
  private volatile Basis basis;
  private volatile Set<String> followed = Set.of();

  /** {@code lockWait}: how long a heal waits for the workspace lock, as a cycle does. */
  ContainerRechecks(DetectRequest request, List<RunOutput> live, boolean selfHeal, Duration lockWait, RunLog log) {
    this(request, live, selfHeal, lockWait, log, null);
  }

  /** {@code followedHead}: with {@code watch --follow}, the branch's revision now, asked before a heal's apply. */
  ContainerRechecks(DetectRequest request, List<RunOutput> live, boolean selfHeal, Duration lockWait, RunLog log,
      Function<Cancellation, RemoteBranch.Head> followedHead) {
    this.request = request;
    this.live = List.copyOf(live);
    this.heals = selfHeal ? new ContainerHeal(request, lockWait, log, followedHead) : null;
    this.log = log;
  }

  /**
   * A cycle finished with {@code result}, over the Compose projects it checked: the basis of the
   * checks until the next, which may heal each project once more.
   */
  void cycleFinished(Workspace ws, StateStore state, DetectCycle.Result result, SelfHeal heal) {
    List<ComposeProject> projects = result.composeProjects();
    if (heals != null) {
      heals.cycleFinished(heal);
    }
    basis = new Basis(ws, state, result, result.outcome(), result.containers(), List.copyOf(projects));
    followed = projects.stream().filter(p -> !p.stack().isEmpty()).map(ComposeProject::name)
        .collect(Collectors.toUnmodifiableSet());
  }

  /** The projects whose events matter: those the stacks of the last cycle own. */
  Set<String> followed() {
    return followed;
  }

  /** Container checks between cycles completed so far (a check cut short by a signal is none). */
  long checks() {
    return checks.get();
  }

  /**
   * {@code text} (the docker CLI's own words) through the last cycle's redactor; before a cycle
   * that has one, a fixed phrase: the engine's output may quote a secret.
   */
  String redact(String text) {
    Basis b = basis;
    if (b == null || b.cycle().redactor() == null) {
      return "the docker CLI reported an error";
    }
    return b.cycle().redactor().redact(text);
  }

  /** The workspace of the last cycle, null before the first. */
  Workspace workspace() {
    Basis b = basis;
    return b == null ? null : b.ws();
  }

  /**
   * Checks the named projects (the docker calls end with {@code cancel}); with {@code mayHeal} heals
   * what drifted (an apply ends only with {@code applies}, a signal to the watch, as in a cycle).
   * Returns the projects a heal touched: the events it caused are the caller's to drop, and their
   * check to run (without a heal).
   */
  Set<String> check(Set<String> names, Cancellation cancel, Cancellation applies, boolean mayHeal) {
    Basis b = basis;
    if (b == null || b.cycle().redactor() == null || cancel.isCancelled()) {
      return Set.of();
    }
    List<ComposeProject> projects = b.projects().stream()
        .filter(p -> names.contains(p.name()) && !p.stack().isEmpty()).toList();
    if (projects.isEmpty()) {
      return Set.of();
    }
    Instant started = Instant.now();
    Stopwatch took = Stopwatch.start();
    Redactor redactor = b.cycle().redactor();
    NativeResult fresh = new NativeCheck(b.ws().config().tools().docker(), b.ws().root(), request.env(),
        DOCKER_TIMEOUT).run(projects, cancel).redacted(redactor::redact);
    if (cancel.isCancelled()) {
      return Set.of(); // a check cut short by a signal found nothing
    }
    NativeResult merged = b.containers().replacing(fresh, projects.stream().map(ComposeProject::name).toList(),
        b.projects().stream().map(ComposeProject::name).toList());
    DriftReport before = b.outcome().report();
    String runId = RunEvent.newRunId();
    DriftReport after = NativeReport.withContainers(before.toBuilder()
        .detectedAt(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString()).build(), merged).withRunId(runId);
    RunOutcome outcome = new RunOutcome(after, Optional.of(started), Instant.now(), List.of(), Optional.empty(),
        b.outcome().selection(), before.status() != after.status());
    live.forEach(o -> o.publish(outcome));
    basis = b.checked(outcome, merged);
    checks.incrementAndGet(); // once its report is served: a reader of the count sees the report too
    List<ComposeProject> changed = projects.stream().filter(p -> changed(b.containers(), merged, p.name())).toList();
    if (changed.isEmpty()) {
      return Set.of();
    }
    changed.forEach(p -> log.notice("container events: project " + p.name() + ": " + described(merged, p.name())));
    tell(after, merged, changed, runId, before.status() != after.status(), started, took.elapsed());
    return mayHeal && heals != null ? heal(b, outcome, merged, changed, applies) : Set.of();
  }

  /** Whether a project's findings, or whether it could be checked, differ between two results. */
  private static boolean changed(NativeResult was, NativeResult now, String project) {
    return !was.findings(project).equals(now.findings(project)) || checked(was, project) != checked(now, project)
        || !Objects.equals(was.error(), now.error());
  }

  private static boolean checked(NativeResult r, String project) {
    return r.projects().stream().anyMatch(p -> p.project().name().equals(project));
  }

  private static String described(NativeResult r, String project) {
    if (!checked(r, project)) {
      return "not checked: " + r.error();
    }
    List<Finding> findings = r.findings(project);
    return findings.isEmpty() ? "in sync" : findings.stream()
        .map(f -> f.kind().json() + " " + f.service() + (f.container().isEmpty() ? "" : " (" + f.container() + ")"))
        .collect(Collectors.joining(", "));
  }

  /** The owning stacks' events and the run event, unless --strict-v1 keeps the stream the seed's. */
  private void tell(DriftReport after, NativeResult merged, List<ComposeProject> changed, String runId,
      boolean statusChanged, Instant started, Duration took) {
    if (request.strictV1()) {
      return;
    }
    Set<String> owners = changed.stream().map(ComposeProject::stack)
        .collect(Collectors.toCollection(LinkedHashSet::new));
    Telemetry telemetry = Telemetry.start(request.otlp(), runId, request.debug(), log);
    try (EventSink events = new RunIdEvents(request.events().get(), runId)) {
      for (StackEntry e : after.stacks()) {
        if (!owners.contains(e.stackId())) {
          continue;
        }
        StackEvent event = stackEvent(e, merged, took);
        events.emit(event);
        if (telemetry != null) {
          Map<String, String> attributes = new LinkedHashMap<>(event.attributes());
          attributes.put("runId", runId);
          telemetry.stack(attributes, event.status(), started, started.plus(took));
        }
      }
      StackEvent run = RunEvent.of(after, runId, statusChanged, Instant.now());
      events.emit(withTrigger(run, Map.of()));
    } finally {
      if (telemetry != null) {
        telemetry.finish(after, log);
      }
    }
  }

  /**
   * A stack's event as the cycle tells it, with how long the check took, and what its containers
   * are now: {@code containers} in-sync, drifted or unavailable, and {@code containerFindings}.
   */
  static StackEvent stackEvent(StackEntry e, NativeResult merged, Duration took) {
    StackEvent event = EventAttributes.event(e, Instant.now());
    Map<String, String> more = new LinkedHashMap<>();
    List<ComposeProject> own = merged.projects().stream().map(p -> p.project())
        .filter(p -> p.stack().equals(e.stackId())).toList();
    long findings = merged.findings().stream().filter(f -> f.stack().equals(e.stackId())).count();
    more.put("containers", own.isEmpty() && merged.unavailable() ? "unavailable" : findings > 0 ? "drifted"
        : "in-sync");
    more.put("containerFindings", Long.toString(findings));
    Map<String, String> attributes = new LinkedHashMap<>(event.attributes());
    attributes.put("durationMs", Long.toString(took.toMillis()));
    return withTrigger(new StackEvent(event.time(), event.phase(), event.status(), event.message(), attributes), more);
  }

  private static StackEvent withTrigger(StackEvent event, Map<String, String> more) {
    Map<String, String> attributes = new LinkedHashMap<>(event.attributes());
    attributes.put("trigger", TRIGGER);
    attributes.putAll(more);
    return new StackEvent(event.time(), event.phase(), event.status(), event.message(), attributes);
  }

  /** Heals the owners of the projects that drifted now; returns the projects of the stacks it tried. */
  private Set<String> heal(Basis b, RunOutcome outcome, NativeResult merged, List<ComposeProject> changed,
      Cancellation cancel) {
    Set<String> owners = changed.stream().filter(p -> !merged.findings(p.name()).isEmpty())
        .map(ComposeProject::stack).collect(Collectors.toCollection(LinkedHashSet::new));
    Set<String> healed = heals.heal(b.ws(), b.state(), b.cycle(), outcome, merged, owners, cancel);
    return b.projects().stream().filter(p -> healed.contains(p.stack())).map(ComposeProject::name)
        .collect(Collectors.toSet());
  }
}
