package io.stackdrift.git;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.Deadline;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import io.stackdrift.process.ToolLocator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One way to start {@code git} in a directory: argv only, through the process runner, with a
 * deadline and bounded output. A repository is input like any other (contract §14): every call runs
 * without fsmonitor, hooks, pager, terminal prompt or the {@code ext::} transport, and git's own
 * {@code safe.directory} check stays in force.
 */
public final class Git {
  static final Duration LIMIT = Duration.ofSeconds(30);
  private static final Duration KILL_GRACE = Duration.ofSeconds(2);
  private static final List<String> SAFETY = List.of("-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null",
      "-c", "protocol.ext.allow=never", "--no-pager");

  private final Path executable;
  private final String lookedFor;
  private final Path dir;
  private final Map<String, String> env;
  private final ProcessRunner runner;
  private final Cancellation cancel;

  /** {@code git} found on the PATH of {@code env}, run in {@code dir}. */
  public Git(Path dir, Map<String, String> env, ProcessRunner runner, Cancellation cancel) {
    ToolLocator.Lookup lookup = new ToolLocator(env).find("git");
    this.executable = lookup.path().orElse(null);
    this.lookedFor = lookup.lookedFor();
    this.dir = dir;
    this.env = environment(env);
    this.runner = runner;
    this.cancel = cancel;
  }

  /** Whether a git executable was found; when not, {@link #missing()} says where it was looked for. */
  public boolean found() {
    return executable != null;
  }

  public String missing() {
    return "git not found: looked for " + lookedFor;
  }

  /** The environment of every call: the host's, never prompting, never paging, never taking a lock it need not. */
  static Map<String, String> environment(Map<String, String> host) {
    Map<String, String> env = new HashMap<>(host);
    env.put("GIT_TERMINAL_PROMPT", "0");
    env.put("GIT_OPTIONAL_LOCKS", "0"); // git status must not rewrite the operator's index
    env.put("GIT_PAGER", "cat");
    env.put("PAGER", "cat");
    env.put("GCM_INTERACTIVE", "never");
    env.remove("GIT_EXTERNAL_DIFF");
    return env;
  }

  /** The argv of {@code git args…} with the safety settings. */
  List<String> argv(List<String> args) {
    List<String> argv = new ArrayList<>();
    argv.add(executable == null ? "git" : executable.toString());
    argv.addAll(SAFETY);
    argv.addAll(args);
    return argv;
  }

  /** Runs {@code git args…} to its end; its stdout read as a stream by {@code stdout} (null: captured). */
  Answer run(List<String> args, ProcessRunner.StdoutReader stdout) {
    return run(args, stdout, LIMIT);
  }

  /** Runs {@code git args…} within {@code limit} (a fetch's own bound), its stdout captured. */
  public Answer runWithin(List<String> args, Duration limit) {
    return run(args, null, limit);
  }

  private Answer run(List<String> args, ProcessRunner.StdoutReader stdout, Duration limit) {
    if (executable == null) {
      return new Answer(false, "", missing());
    }
    ProcessSpec spec = new ProcessSpec(argv(args), dir, env, Deadline.after(limit), KILL_GRACE);
    ProcessOutcome outcome = stdout == null ? runner.run(spec, null, cancel) : runner.read(spec, stdout, cancel);
    if (!outcome.exited()) {
      return new Answer(false, "", "'git " + args.get(0) + "' " + switch (outcome.end()) {
        case TIMED_OUT -> "took longer than " + limit.toSeconds() + "s";
        case CANCELLED -> "was cancelled";
        case SPAWN_FAILED -> "could not start: " + outcome.spawnError();
        case EXITED -> "exited";
      });
    }
    String err = outcome.stderr().text().strip();
    if (outcome.exitCode() != 0) {
      return new Answer(false, stdout == null ? outcome.stdout().text() : "", err.isEmpty()
          ? "'git " + args.get(0) + "' exited " + outcome.exitCode() : firstLine(err));
    }
    return new Answer(true, stdout == null ? outcome.stdout().text() : "", "");
  }

  /** Runs {@code git args…} and gives its stdout when it succeeded. */
  Optional<String> output(String... args) {
    Answer answer = run(List.of(args), null);
    return answer.ok() ? Optional.of(answer.stdout()) : Optional.empty();
  }

  /**
   * The line of git's stderr that says what went wrong: the first {@code fatal:}, {@code error:} or
   * refused ref ({@code ! [rejected]}), else the first line (a fetch writes {@code From …} first);
   * with the line after it when it ends in a colon.
   */
  private static String firstLine(String text) {
    List<String> lines = text.lines().map(String::strip).toList();
    int at = 0;
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
      if (l.startsWith("fatal:") || l.startsWith("error:") || l.startsWith("! ")) {
        at = i;
        break;
      }
    }
    if (lines.isEmpty()) {
      return "";
    }
    String line = lines.get(at);
    // "fatal: unable to connect to host:" says why on the next line
    return line.endsWith(":") && at + 1 < lines.size() ? line + " " + lines.get(at + 1) : line;
  }

  /** What one call gave: whether it succeeded, its captured stdout, and why it failed (one line of git's). */
  public record Answer(boolean ok, String stdout, String error) {}
}
