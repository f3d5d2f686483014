package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.discovery.HostName;
import io.stackdrift.discovery.Stack;
import io.stackdrift.detect.DetectSettings;
import io.stackdrift.detect.Detector;
import io.stackdrift.detect.Preflight;
import io.stackdrift.detect.RunDecisions;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.RunIdEvents;
import io.stackdrift.fs.OutputCheck;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.RunEvent;
import io.stackdrift.reconcile.ReconcileRecord;
import io.stackdrift.reconcile.Reconciler;
import io.stackdrift.reconcile.RevisionGuard;
import io.stackdrift.reconcile.SavedReportPolicy;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.ReconcileResult;
import io.stackdrift.report.ReconcileTarget;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.state.PerpetualDrift;
import io.stackdrift.state.SavedPlans;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.StatusChanges;
import io.stackdrift.state.WorkspaceLock;
import io.stackdrift.terramate.Safeguards;
import io.stackdrift.view.ReconcileView;
import io.stackdrift.view.StackNames;
import io.stackdrift.view.ViewStyle;
import io.stackdrift.workspace.Selection;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "reconcile",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Brings drifted stacks back to their declared state (apply, only with --yes).",
        "",
        "The targets are the reconcile targets of a fresh "
            + "detect (or of --from-report). Without --yes it prints the targets, each with its plan summary, "
            + "drift cause and resource changes (each marked 'drifted outside OpenTofu' or 'code change'), and "
            + "what would be forced, and changes nothing. With --yes it warns about targets whose changes are "
            + "not only drift made outside OpenTofu (unapplied code is deployed too), shows each stack's "
            + "progress, and runs 'tofu apply' in dependency order "
            + "(independent stacks in parallel, the longest by the report's durations first, init first where "
            + ".terraform/ is missing, the state lock on); a "
            + "stack targeted only for its containers is re-applied with -replace of the resource that runs them. "
            + "A failed apply skips the stacks that run after it; independent stacks go on. Then a fresh detect "
            + "shows the result, and is recorded in the state directory with who applied each stack (see "
            + "history). Stacks that could not be judged (failed, pending_root) are named as not reconciled. "
            + "With --stack only the named stacks (and the stacks they want) are planned, before and after."},
    footer = {"",
        "Exit codes: 0 a dry run, nothing to do in a clean workspace, or clean after reconciling (the stacks "
            + "planned: with --stack, the named ones); 2 drifted (after reconciling, or no --stack named is a target); 3 unknown (no drift found, but stacks failed "
            + "to plan or wait for a root, so nothing is done; or the result after reconciling); 1 usage or "
            + "configuration error, lock held, or a stale --from-report."})
final class ReconcileCommand implements Callable<Integer> {
  @Mixin SafeguardOptions safeguards;

  @Mixin WorkspaceOptions workspace;

  @Option(names = "--stack", paramLabel = "ID|PATH",
      description = "Only these targets (repeatable); never adds a stack that is not a target.")
  List<String> stacks = new ArrayList<>();

  @Option(names = "--from-report", paramLabel = "FILE",
      description = "Take the targets from a saved report instead of a fresh detect.")
  Path fromReport;

  @Option(names = "--max-age", paramLabel = "DURATION", converter = DurationConverter.Age.class,
      description = "How old --from-report may be (default 15m); its planHash must also match the workspace.")
  Duration maxAge = Duration.ofMinutes(15);

  @Option(names = "--yes", description = "Apply. Without it nothing is changed.")
  boolean yes;

  @Option(names = "--dry-run", description = "Print what would be done and change nothing, even with --yes.")
  boolean dryRun;

  @Option(names = {"-j", "--parallel"}, paramLabel = "N",
      description = "Applies at once, 0 for the number of processors (default: detect.parallel).")
  Integer parallel;

  @Option(names = "--json", description = "Print the result as JSON.")
  boolean json;

  @Option(names = "--no-native", description = "Leave containers out of the detect runs.")
  boolean noNative;

  @Option(names = "--progress-jsonl", paramLabel = "PATH|-",
      description = "Append one event per stack (phase advanced.drift.reconcile) to PATH, or '-' for stdout.")
  String progressJsonl;

  @Mixin RunOptions run;

  @Option(names = "--no-color", description = "No colours in the report.")
  boolean noColor;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException, IOException {
    RunOptions.checkParallel(parallel);
    RunOptions.checkOneUseOfStdout(progressJsonl, json);
    RunOptions.checkOutput("--progress-jsonl", progressJsonl == null ? null : Path.of(progressJsonl),
        OutputCheck.Write.APPEND);
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    run.requireTool(ws, err); // before the lock and any plan
    Set<String> only = namedTargets(ws);
    Cancellation cancel = new Cancellation();
    StateStore state = run.stateStore(ws);
    boolean applying = yes && !dryRun;
    try (Preflight.Hold hold = run.hold(state, WorkspaceLock.FILE, ws, cancel, "reconcile", err);
         SavedPlans plans = SavedPlans.open(DetectCycle.stateDir(state), applying, warning(err))) {
      Signals signals = Signals.install(cancel);
      RunDecisions decisions = decisions(ws, cancel); // once: the detects before and after, and the applies
      Reconciler reconciler = reconciler(ws, state, decisions);
      DriftReport before = fromReport != null ? savedReport(ws) : detect(ws, decisions, cancel, plans);
      if (signals.exitCode() != 0) {
        return signals.exitCode(); // interrupted while detecting: nothing was planned, nothing is applied
      }
      List<ReconcileTarget> targets = reconciler.targets(before, only, cancel);
      if (signals.exitCode() != 0) {
        return signals.exitCode(); // interrupted while listing a forced target's state: nothing is applied
      }
      ReconcileView view = new ReconcileView(json,
          new ViewStyle(Terminal.colorAllowed(noColor), Terminal.width(), false), StackNames.ofStacks(ws.stacks()));
      if (targets.isEmpty()) {
        show(view.nothing(before, applying, ReconcileView.nothingToDo(before, !only.isEmpty())));
        return ExitCodes.of(before.status());
      }
      if (!applying) {
        show(view.plan(targets) + view.notReconciled(before, only));
        return ExitCodes.OK;
      }
      warnCodeChanges(targets, err);
      show(view.notReconciled(before, only));
      return apply(ws, decisions, reconciler, targets, cancel, signals, view, plans, state, before,
          guard(ws, before));
    }
  }

  /**
   * Applies only from the revision {@code judged} names (contract §14), with Terramate's safeguard
   * switches: the flag, else TM_DISABLE_SAFEGUARDS, over the project's disable_safeguards.
   */
  private RevisionGuard guard(Workspace ws, DriftReport judged) {
    Safeguards switches = safeguards.switches().withProject(Safeguards.readProject(ws.root()));
    return new RevisionGuard(judged.source() == null ? null : judged.source().revision(), switches,
        System.getenv());
  }

  private void show(String text) {
    PrintWriter out = spec.commandLine().getOut();
    out.print(text);
    out.flush();
  }

  private Reconciler reconciler(Workspace ws, StateStore state, RunDecisions decisions) {
    try {
      return Reconciler.create(ws, decisions, state);
    } catch (IllegalStateException e) {
      throw ExitException.usage(e.getMessage());
    }
  }

  /**
   * By hand every target is applied, code changes too; the warning says which targets carry changes
   * that are not drift made outside OpenTofu, so an operator reading the log knows code was deployed.
   */
  private static void warnCodeChanges(List<ReconcileTarget> targets, PrintWriter err) {
    StackNames names = StackNames.ofStacks(targets.stream().map(ReconcileTarget::stack).toList());
    List<String> code = targets.stream().filter(ReconcileView::appliesCodeChanges)
        .map(t -> names.labelWithId(t.stack().id()) + " (driftCause " + (t.entry().driftCause() == null ? "unknown"
            : t.entry().driftCause().json()) + ")").toList();
    if (!code.isEmpty()) {
      Diagnostics.warn(err, "applying code changes that are not drift: " + String.join(", ", code));
      err.flush();
    }
  }

  /** Applies the targets, then detects again to show what they left; returns the exit code. */
  private int apply(Workspace ws, RunDecisions decisions, Reconciler reconciler, List<ReconcileTarget> targets,
      Cancellation cancel, Signals signals, ReconcileView view, SavedPlans judged, StateStore state,
      DriftReport before, RevisionGuard guard) {
    List<ReconcileResult> results;
    PrintWriter err = spec.commandLine().getErr();
    EventSink events = EventFiles.open(progressJsonl, err);
    try (EventSink tagged = ReconcileProgress.withProgress(new RunIdEvents(events, RunEvent.newRunId()), err,
        targets.size())) {
      results = reconciler.apply(targets, cancel, tagged, judged,
          fromReport != null, guard); // a saved report was judged by another run: its plans are made now
    }
    clearStalled(state, results, err);
    recordApplied(state, results, err);
    boolean eventsFailed = events.failed();
    if (signals.exitCode() != 0) {
      show(view.results(results, null));
      return signals.exitCode();
    }
    DriftReport after = detect(ws, decisions, cancel, judged); // its plans are removed with the run's
    show(view.results(results, after));
    // The applies are done either way; a signal during the detect after them still ends as interrupted.
    if (signals.exitCode() != 0) {
      return signals.exitCode(); // its cancelled stacks are not what is known: not recorded
    }
    record(ws, state, before, results, after);
    return eventsFailed ? ExitCodes.FAILURE : ExitCodes.of(after.status()); // a requested output failed
  }

  /**
   * A reconcile by hand clears the heal streak of each stack it applied (contract §16): a stalled
   * stack is healed again by watch, and its count of heals that did not converge starts afresh.
   */
  private static void clearStalled(StateStore state, List<ReconcileResult> results, PrintWriter err) {
    List<String> applied = results.stream().filter(r -> r.outcome() == ReconcileResult.Outcome.SUCCEEDED)
        .map(ReconcileResult::stackId).toList();
    if (applied.isEmpty()) {
      return;
    }
    PerpetualDrift loaded = PerpetualDrift.load(state, w -> Diagnostics.warn(err, w));
    try {
      loaded.cleared(applied).save(state, loaded);
    } catch (IOException e) {
      Diagnostics.warn(err, "the heal streaks of the applied stacks are not cleared: " + e.getMessage());
    }
  }

  /**
   * Each applied stack's revision is kept in the state directory before the detect after the applies
   * (contract §14): an interrupted detect does not lose it.
   */
  private static void recordApplied(StateStore state, List<ReconcileResult> results, PrintWriter err) {
    try {
      state.recordApplied(ReconcileRecord.appliedRevisions(results), w -> Diagnostics.warn(err, w));
    } catch (IOException e) {
      Diagnostics.warn(err, "the revisions applied are not kept in the state directory: " + e.getMessage());
    }
  }

  /**
   * The detect after the applies, recorded in the state directory like any detect, with a history
   * line per applied stack naming who applied it.
   */
  private void record(Workspace ws, StateStore state, DriftReport before, List<ReconcileResult> results,
      DriftReport after) {
    Consumer<String> warn = warning(spec.commandLine().getErr());
    try {
      StatusChanges.Outcome known = new StatusChanges(state.load(warn)).apply(after,
          ws.stacks().stream().map(Stack::id).toList());
      state.save(ReconcileRecord.of(known, before, results, appliedBy()));
    } catch (IOException e) {
      warn.accept("the run after the applies is not kept in the state directory: " + e.getMessage());
    }
  }

  /** Who applied: the user and the host, as a history line names them. */
  private static String appliedBy() {
    return System.getProperty("user.name", "unknown") + "@" + HostName.get();
  }

  /**
   * The ids --stack names, nothing else: the tag filter and the stacks a named stack wants belong to
   * choosing what to detect, not to narrowing targets. Reconciler.targets reads an empty set as
   * every target, so a value that names no stack is a usage error rather than an empty set.
   */
  private Set<String> namedTargets(Workspace ws) {
    Set<String> ids = new HashSet<>();
    try {
      Selection.resolve(ws, stacks).forEach(s -> ids.add(s.id()));
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
    return ids;
  }

  private static Consumer<String> warning(PrintWriter err) {
    return w -> {
      Diagnostics.warn(err, w);
      err.flush();
    };
  }

  /** This command's flags for its detect runs and its applies: the rest as configured. */
  private DetectSettings settings() {
    return DetectSettings.configured().withTofu(run.tofu).withParallel(parallel).withContainers(!noNative)
        .withSafeguards(safeguards.switches());
  }

  /**
   * The decisions of this run, made once (the settings resolved, the tool, the stacks of the working
   * directory): its detect before the applies, the applies, and its detect after them read them.
   */
  private RunDecisions decisions(Workspace ws, Cancellation cancel) {
    return RunDecisions.of(ws, planned(ws), settings(), System.getenv(), cancel);
  }

  /**
   * What the detects plan: with --stack only the named stacks (and what they want, as detect --stack
   * plans), since no other stack can become a target; else the working directory's stacks.
   */
  private List<Stack> planned(Workspace ws) {
    if (stacks.isEmpty()) {
      return Selection.workingDirectory(ws);
    }
    try {
      return new Selection(List.of(), List.of(), List.copyOf(stacks), true).apply(ws);
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
  }

  /** A detect run with its progress on stderr, as detect shows it; its plans saved in {@code plans}. */
  private DriftReport detect(Workspace ws, RunDecisions decisions, Cancellation cancel, SavedPlans plans) {
    try (ProgressPrinter progress = new ProgressPrinter(spec.commandLine().getErr(), Terminal.isTerminal(2),
        decisions.checked().size())) {
      return new Detector(ws, settings(), System.getenv(), progress, EventSink.NONE, UnaryOperator.identity(), plans,
          warning(spec.commandLine().getErr())).run(decisions, LongestFirst.RUN_ORDER, cancel);
    }
  }

  /** A saved report, if it is young enough and still describes the workspace's stacks. */
  private DriftReport savedReport(Workspace ws) {
    try {
      return SavedReportPolicy.check(SavedReports.read(fromReport), fromReport.toString(), ws, maxAge, Instant.now());
    } catch (SavedReportPolicy.Refused e) {
      throw ExitException.usage(e.getMessage());
    }
  }
}
