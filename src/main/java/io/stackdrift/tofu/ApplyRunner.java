package io.stackdrift.tofu;

import io.stackdrift.report.Redactor;
import io.stackdrift.process.Deadline;
import io.stackdrift.process.Stopwatch;
import io.stackdrift.config.Durations;
import io.stackdrift.config.Config.InitMode;
import io.stackdrift.fs.JudgedPlan;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * The tool runs of reconcile in one stack (contract §2, §4b): {@code apply} of a plan file, never
 * of a configuration afresh ({@code plan -out=} first where no judged plan exists), with the state
 * lock on, {@code init} first where {@code .terraform/} is missing, and {@code state list} to find
 * the resource a container-only target forces; each under one per-stack deadline. The apply has its
 * own limit and grace ({@code reconcile.timeout}, {@code reconcile.kill_grace}): on either, or on a
 * first signal, only the tool gets SIGTERM and the whole grace to write its state. Its output goes
 * to a file ({@code logFor}), so that it lives on when stackdrift's pipes close (SIGHUP, SIGKILL).
 */
public final class ApplyRunner {
  /**
   * How applies run; the same for every stack of a reconcile. {@code timeout} and {@code applyGrace}
   * are the apply's (timeout zero: no limit); {@code killGrace} that of init and state list, which
   * write no state. {@code logFor} gives the file an apply in a stack directory writes its output to
   * (null: pipes).
   */
  public record Settings(Path tool, Map<String, String> env, Duration lockTimeout, Duration timeout,
      Duration applyGrace, Duration killGrace, Redactor redactor, Function<Path, Path> logFor) {}

  /** How an apply ended: {@code detail} says what was applied, or why it failed (redacted). */
  public record Applied(boolean succeeded, String detail, Duration duration) {}

  /** The resource addresses of a stack's state, or why they could not be listed (redacted). */
  public record StateAddresses(List<String> addresses, String failure) {}

  /** What OpenTofu and Terraform say of a saved plan whose state has changed since. */
  private static final Pattern STALE = Pattern.compile("(?i)saved plan is stale");

  /** init and state list are not held to the apply's long limit. */
  private static final Duration LIST_TIMEOUT = Duration.ofMinutes(15);

  private final Settings settings;
  private final ProcessRunner runner;

  public ApplyRunner(Settings settings, ProcessRunner runner) {
    this.settings = settings;
    this.runner = runner;
  }
  /**
   * The same runner for one stack's commands, with its run environment (terramate.config.run.env),
   * whose values it hides in all it reports (contract §13).
   */
  public ApplyRunner withRunEnvironment(Map<String, String> runEnv) {
    if (runEnv.isEmpty()) {
      return this;
    }
    return new ApplyRunner(new Settings(settings.tool(), ToolEnvironment.withRunEnvironment(settings.env(), runEnv),
        settings.lockTimeout(), settings.timeout(), settings.applyGrace(), settings.killGrace(),
        settings.redactor().hiding(ToolEnvironment.asPassed(runEnv.values())), settings.logFor()), runner);
  }


  /**
   * Plans to {@code planFile} (forcing {@code replace}, resource addresses, when not empty), shows
   * the plan and judges it, and applies that very plan, never a configuration afresh (contract
   * §4b): what the plan would do is in the detail. A plan that shows no changes applies nothing; one
   * that cannot be shown is not applied; a forced plan that would change anything but the forced
   * replacements (a commit that landed since, a change outside OpenTofu) is not applied either:
   * nobody judged that.
   */
  public Applied planAndApply(Path dir, List<String> replace, Path planFile, Cancellation cancel) {
    Stopwatch start = Stopwatch.start();
    Deadline deadline = settings.timeout().isZero() ? null : Deadline.after(settings.timeout());
    if (!Files.isDirectory(dir.resolve(".terraform"))) {
      ProcessOutcome init = ToolInit.run(runner, spec(ToolInit.argv(settings.tool()), dir,
          Deadline.after(LIST_TIMEOUT), false), cancel);
      if (!succeeded(init)) {
        return new Applied(false, "init failed: " + failure(init, LIST_TIMEOUT), since(start));
      }
    }
    // -json: the human plan prints values Terraform does not mark (terraform_data.output); the stream names none
    List<String> argv = new ArrayList<>(List.of(settings.tool().toString(), "plan", "-input=false", "-no-color",
        "-json", "-detailed-exitcode", "-lock=true", "-lock-timeout=" + Durations.format(settings.lockTimeout()),
        "-out=" + planFile));
    replace.forEach(address -> argv.add("-replace=" + address));
    PlanStream stream = new PlanStream();
    ProcessOutcome plan = runner.run(spec(argv, dir, deadline, true), stream, cancel); // it holds the state lock
    String forced = replace.isEmpty() ? "" : " with -replace=" + String.join(" -replace=", replace);
    if (plan.exited() && plan.exitCode() == 0) {
      return new Applied(true, "the plan made now" + forced + " shows no changes; nothing was applied", since(start));
    }
    if (!plan.exited() || plan.exitCode() != 2) {
      List<String> errors = stream.facts().errors();
      return new Applied(false, "plan failed, nothing was applied: " + (plan.exited() && !errors.isEmpty()
          ? settings.redactor().redact(String.join("; ", errors)) : failure(plan, settings.timeout())), since(start));
    }
    JudgedPlan judged;
    try {
      judged = JudgedPlan.copyOf(planFile);
    } catch (NoSuchFileException e) {
      return new Applied(false, "not applied: the tool wrote no plan file", since(start));
    } catch (IOException e) {
      return new Applied(false, "not applied: " + settings.redactor().redact(e.getMessage()), since(start));
    }
    String made = "the plan made now" + forced;
    String refused = unjudged(dir, judged, replace, deadline, cancel);
    if (refused != null) {
      return new Applied(false, "not applied: " + made + " " + refused, since(start));
    }
    String would = summary(stream.facts().summary());
    Applied applied = applyPlan(dir, judged, cancel);
    made += would.isEmpty() ? "" : " (" + would + ")";
    return new Applied(applied.succeeded(), applied.succeeded() ? "applied " + made : applied.detail() + "; it was "
        + made, since(start));
  }

  /**
   * Why a plan made now may not be applied, or null: it is shown ({@code show -json}) as every
   * judged plan is, and a forced plan may change the forced addresses only (contract §4b). A show
   * that failed or was cut is missing evidence: no apply (§9).
   */
  private String unjudged(Path dir, JudgedPlan judged, List<String> replace, Deadline deadline,
      Cancellation cancel) {
    ShownPlan shown = new PlanRunner(new PlanRunner.Settings(settings.tool(), settings.env(), InitMode.NEVER, true,
        settings.lockTimeout(), settings.timeout(), settings.killGrace(), settings.redactor()), runner)
        .show(dir, judged.file(), deadline, cancel);
    if (shown.document() == null) {
      return "could not be shown, so nobody judged it: " + shown.warning();
    }
    if (replace.isEmpty()) {
      return null;
    }
    if (shown.document().truncated()) {
      return "is too large to tell that it changes only the forced addresses; review it with 'stackdrift reconcile'";
    }
    List<String> beyond = shown.document().byAddress().keySet().stream().filter(a -> !replace.contains(a)).toList();
    if (beyond.isEmpty()) {
      return null;
    }
    return "would also change " + String.join(", ", beyond.stream().limit(3).toList())
        + (beyond.size() > 3 ? " and " + (beyond.size() - 3) + " more" : "")
        + ", which no check judged; review it with 'stackdrift reconcile'";
  }

  /** What the plan would do, as the tool says it: {@code Plan: 1 to add, 0 to change, 1 to destroy.} */
  private static String summary(PlanSummary summary) {
    return summary == null ? "" : "Plan: " + summary.add() + " to add, " + summary.change() + " to change, "
        + summary.destroy() + " to destroy.";
  }

  /**
   * Applies a judged plan, exactly what was judged (contract §4b): its copy, after checking it is
   * still what was judged. A copy that changed since is not applied ("not healed: the plan file
   * changed after it was judged"). A plan the state has moved past since (another apply, a refresh)
   * is refused by the tool as stale; that is a failure that says so, never a fresh plan.
   */
  public Applied applyPlan(Path dir, JudgedPlan plan, Cancellation cancel) {
    Stopwatch start = Stopwatch.start();
    String changed = plan.changed();
    if (changed != null) {
      return new Applied(false, "not healed: the plan file changed after it was judged ("
          + settings.redactor().redact(changed) + "); nothing was applied", since(start));
    }
    Deadline deadline = settings.timeout().isZero() ? null : Deadline.after(settings.timeout());
    List<String> argv = List.of(settings.tool().toString(), "apply", "-input=false", "-no-color", "-lock=true",
        "-lock-timeout=" + Durations.format(settings.lockTimeout()), plan.file().toString());
    Path log = settings.logFor().apply(dir);
    ProcessOutcome apply = runner.run(new ProcessSpec(argv, dir, settings.env(), deadline, settings.applyGrace(),
        true, log), null, cancel);
    if (succeeded(apply)) {
      return new Applied(true, "applied the plan it judged", since(start));
    }
    if (apply.exited() && STALE.matcher(apply.stderr().text(settings.redactor()::redact)).find()) {
      return new Applied(false, "the saved plan is stale: the state changed after it was judged, so nothing "
          + "was applied; the next cycle judges a fresh plan" + (log == null ? "" : " (its output: " + log + ")"),
          since(start));
    }
    return new Applied(false, "apply failed: " + failure(apply, settings.timeout())
        + (log == null ? "" : " (its output: " + log + ")"), since(start));
  }

  /** {@code state list}: the resource addresses the stack's state records. */
  public StateAddresses listState(Path dir, Cancellation cancel) {
    List<String> argv = List.of(settings.tool().toString(), "state", "list");
    ProcessOutcome list = runner.run(spec(argv, dir, Deadline.after(LIST_TIMEOUT), false), null, cancel);
    if (!succeeded(list)) {
      return new StateAddresses(List.of(), failure(list, LIST_TIMEOUT));
    }
    return new StateAddresses(list.stdout().text().lines().map(String::strip).filter(l -> !l.isEmpty()).toList(),
        null);
  }

  /** init and state list write no state: the plans' grace, not the apply's. */
  private ProcessSpec spec(List<String> argv, Path dir, Deadline deadline, boolean writesState) {
    return new ProcessSpec(argv, dir, settings.env(), deadline, settings.killGrace(), writesState);
  }

  private static boolean succeeded(ProcessOutcome o) {
    return o.exited() && o.exitCode() == 0;
  }

  private String failure(ProcessOutcome o, Duration limit) {
    return ToolErrors.failure(o, settings.tool(), "timed out after " + Durations.format(limit), settings.redactor());
  }

  private static Duration since(Stopwatch start) {
    return start.elapsed();
  }
}
