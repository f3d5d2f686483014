package io.stackdrift.tofu;

import io.stackdrift.report.Redactor;
import io.stackdrift.process.Deadline;
import io.stackdrift.process.Stopwatch;
import io.stackdrift.config.Config.InitMode;
import io.stackdrift.fs.BoundedFile;
import io.stackdrift.fs.JudgedPlan;
import io.stackdrift.config.Durations;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.stackdrift.fs.OsReason;
import io.stackdrift.report.Details;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Plans one stack (contract §3): {@code plan -detailed-exitcode} in the stack directory, with
 * {@code init} first or on demand as the init mode says, all under one per-stack deadline.
 */
public final class PlanRunner {
  private static final Pattern NEEDS_INIT = Pattern.compile(
      "(?i)initiali[sz]ation required|run \"?(tofu|terraform) init|not installed|"
          + "inconsistent dependency lock file|missing required provider|could not load plugin|"
          + "please run .?init");

  /** How plans run; the same for every stack of a run. */
  public record Settings(Path tool, Map<String, String> env, InitMode init, boolean lock, Duration lockTimeout,
      Duration timeout, Duration killGrace, Redactor redactor) {}

  private final Settings settings;
  private final ProcessRunner runner;

  public PlanRunner(Settings settings, ProcessRunner runner) {
    this.settings = settings;
    this.runner = runner;
  }

  /**
   * The same runner for one stack's commands, with its run environment (terramate.config.run.env),
   * whose values it hides in all it reports (contract §13).
   */
  public PlanRunner withRunEnvironment(Map<String, String> runEnv) {
    if (runEnv.isEmpty()) {
      return this;
    }
    return new PlanRunner(new Settings(settings.tool(), ToolEnvironment.withRunEnvironment(settings.env(), runEnv),
        settings.init(), settings.lock(), settings.lockTimeout(), settings.timeout(), settings.killGrace(),
        settings.redactor().hiding(ToolEnvironment.asPassed(runEnv.values()))), runner);
  }

  public PlanResult plan(Path dir, Cancellation cancel) {
    return plan(dir, null, true, cancel);
  }

  /**
   * Plans with {@code -out=planFile} when {@code planFile} is not null (contract §4b) and, for a
   * plan that shows changes, copies the saved plan to the private copy that is judged and may be
   * applied ({@link JudgedPlan}) and reads its attributes with {@code show -json} within what is left
   * of the stack's deadline ({@code show}: the details are wanted; a plan saved only for a heal is
   * not shown). The caller owns the files: it removes the plan's directory when it is no longer needed.
   */
  public PlanResult plan(Path dir, Path planFile, boolean show, Cancellation cancel) {
    Stopwatch start = Stopwatch.start();
    Deadline deadline = Deadline.after(settings.timeout());
    if (settings.init() == InitMode.ALWAYS) {
      PlanResult failed = init(dir, deadline, cancel, start);
      if (failed != null) {
        return failed;
      }
    }
    Attempt attempt = runPlan(dir, planFile, deadline, cancel);
    if (settings.init() == InitMode.AUTO && needsInit(attempt)) {
      PlanResult failed = init(dir, deadline, cancel, start);
      if (failed != null) {
        return failed;
      }
      attempt = runPlan(dir, planFile, deadline, cancel);
    }
    PlanResult result = result(attempt, start);
    if (planFile == null || result.end() != PlanResult.End.EXITED || result.exitCode() != 2) {
      return result;
    }
    JudgedPlan judged;
    try {
      judged = JudgedPlan.copyOf(planFile);
    } catch (NoSuchFileException e) {
      return result.withJudged(null, "the tool wrote no plan file");
    } catch (IOException e) {
      String why = settings.redactor().redact(e.getMessage());
      return show ? result.withJudged(null, why).withShown(ShownPlan.failed(Details.UNAVAILABLE, why), since(start))
          : result.withJudged(null, why);
    }
    result = result.withJudged(judged, null);
    return show ? result.withShown(show(dir, judged.file(), deadline, cancel), since(start)) : result;
  }

  /**
   * {@code show -json} of a saved plan (its judged copy), read as a stream and bounded (contract
   * §4b). A failed or cut show is a {@link ShownPlan} without a document that says why.
   */
  ShownPlan show(Path dir, Path planFile, Deadline deadline, Cancellation cancel) {
    List<String> argv = List.of(settings.tool().toString(), "show", "-json", "-no-color", planFile.toString());
    PlanDocument.Details[] read = new PlanDocument.Details[1];
    IOException[] failed = new IOException[1];
    ProcessOutcome o = runner.read(spec(argv, dir, deadline), in -> {
      try {
        read[0] = PlanDocument.read(in, settings.redactor());
      } catch (IOException e) {
        failed[0] = e;
      }
    }, cancel);
    if (!o.exited() || o.exitCode() != 0) {
      return ShownPlan.failed(Details.UNAVAILABLE, o.exited() ? "show exited with code " + o.exitCode()
          + lastLine(ToolErrors.tail(o.stderr(), settings.redactor()))
          : ToolErrors.failure(o, settings.tool(), "show ran past the plan's timeout", settings.redactor()));
    }
    if (failed[0] instanceof BoundedFile.TooLarge) {
      return ShownPlan.failed(Details.TRUNCATED, failed[0].getMessage());
    }
    if (failed[0] != null || read[0] == null) {
      // the parser's message may quote the document: only its kind is told
      return ShownPlan.failed(Details.UNAVAILABLE, "show -json printed no plan document that reads"
          + (failed[0] == null ? "" : " (" + unreadable(failed[0]) + ")"));
    }
    return ShownPlan.read(read[0]);
  }

  /**
   * What kept a plan document from being read, in words: the parser's own message may quote the
   * document (a secret), so only what was too deep or too long, or that the JSON is broken, is told.
   */
  static String unreadable(IOException e) {
    if (e instanceof StreamConstraintsException limit) {
      String m = String.valueOf(limit.getOriginalMessage());
      if (m.contains("nesting depth")) {
        return "nested deeper than the parser allows";
      }
      if (m.contains("Name length")) {
        return "a key longer than the parser allows";
      }
      if (m.contains("Number value length")) {
        return "a number longer than the parser allows";
      }
      if (m.contains("String value length")) {
        return "a string longer than the parser allows";
      }
      if (m.contains("Document length")) {
        return "a document longer than the parser allows";
      }
      return "a value beyond the parser's limits";
    }
    if (e instanceof JsonProcessingException json && String.valueOf(json.getOriginalMessage())
        .startsWith("Duplicate field")) {
      return "a key given twice in one object; such a document is refused";
    }
    if (e instanceof JsonProcessingException) {
      return "not valid JSON, or not a plan document";
    }
    return "the output could not be read: " + OsReason.of(e);
  }

  /**
   * The plan against the recorded state only ({@code -refresh=false}, no lock: it reads, and a
   * heal that follows takes the lock itself): exit 0 says the code matches what the state records,
   * so the changes of the full plan came from outside OpenTofu (contract §4). The stack is already
   * initialised by the plan before it.
   */
  public PlanResult planRecorded(Path dir, Cancellation cancel) {
    Stopwatch start = Stopwatch.start();
    List<String> argv = List.of(settings.tool().toString(), "plan", "-refresh=false", "-detailed-exitcode",
        "-input=false", "-no-color", "-json", "-lock=false");
    PlanStream stream = new PlanStream();
    ProcessOutcome outcome = runner.run(spec(argv, dir, Deadline.after(settings.timeout())), stream, cancel);
    return result(new Attempt(outcome, stream), start);
  }

  private record Attempt(ProcessOutcome outcome, PlanStream stream) {}

  /**
   * What a failed tool said, in one line: a full disk by name (the tool wraps its message, so the
   * last line may be a fragment), else its first {@code Error:} line, else its last line.
   */
  static String lastLine(String text) {
    List<String> lines = text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    if (lines.isEmpty()) {
      return "";
    }
    if (text.toLowerCase(java.util.Locale.ROOT).replaceAll("\\s+", " ").contains("no space left on device")) {
      return ": no space left on device";
    }
    return ": " + lines.stream().filter(l -> l.startsWith("Error: ")).findFirst().orElse(lines.get(lines.size() - 1));
  }

  private Attempt runPlan(Path dir, Path planFile, Deadline deadline, Cancellation cancel) {
    List<String> argv = new ArrayList<>(List.of(settings.tool().toString(), "plan", "-detailed-exitcode",
        "-input=false", "-no-color", "-json", "-lock=" + settings.lock()));
    if (settings.lock()) {
      argv.add("-lock-timeout=" + Durations.format(settings.lockTimeout()));
    }
    if (planFile != null) {
      argv.add("-out=" + planFile);
    }
    PlanStream stream = new PlanStream();
    ProcessOutcome outcome = runner.run(spec(argv, dir, deadline), stream, cancel);
    return new Attempt(outcome, stream);
  }

  private static boolean needsInit(Attempt attempt) {
    ProcessOutcome o = attempt.outcome();
    if (!o.exited() || o.exitCode() != 1) {
      return false;
    }
    List<String> errors = attempt.stream().facts().errors();
    String evidence = errors.isEmpty() ? o.stderr().last(8192) : String.join("\n", errors);
    return NEEDS_INIT.matcher(evidence).find();
  }

  /** Runs init; returns null when it succeeded, else the stack's failed result. */
  private PlanResult init(Path dir, Deadline deadline, Cancellation cancel, Stopwatch start) {
    ProcessOutcome o = ToolInit.run(runner, spec(ToolInit.argv(settings.tool()), dir, deadline), cancel);
    if (o.exited() && o.exitCode() == 0) {
      return null;
    }
    String failure = failure(o);
    PlanResult.End end = o.exited() ? PlanResult.End.INIT_FAILED : PlanResult.End.valueOf(o.end().name());
    return new PlanResult(end, null, PlanStream.NO_FACTS, ToolErrors.tail(o.stderr(), settings.redactor()),
        o.exited() ? "init failed: " + failure : failure, since(start));
  }

  private PlanResult result(Attempt attempt, Stopwatch start) {
    ProcessOutcome o = attempt.outcome();
    return new PlanResult(PlanResult.End.valueOf(o.end().name()), o.exited() ? o.exitCode() : null,
        attempt.stream().facts(), ToolErrors.tail(o.stderr(), settings.redactor()), o.exited() ? null : failure(o),
        since(start)).withPeak(o.peakRssBytes());
  }

  private String failure(ProcessOutcome o) {
    return ToolErrors.failure(o, settings.tool(), timedOut(), settings.redactor());
  }

  private String timedOut() {
    return "plan timed out after " + Durations.format(settings.timeout());
  }

  private ProcessSpec spec(List<String> argv, Path dir, Deadline deadline) {
    return new ProcessSpec(argv, dir, settings.env(), deadline, settings.killGrace());
  }

  private static Duration since(Stopwatch start) {
    return start.elapsed();
  }
}
