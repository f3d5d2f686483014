package io.stackdrift.container;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.Deadline;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import io.stackdrift.process.ToolLocator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The engine's event stream, through {@code docker events} run by the one process runner: one
 * process, one connection to the engine, read a line at a time as events arrive. The filters ask
 * for the container events that can change a project's findings, by Docker's names and Podman's;
 * which containers matter (their Compose project label) is decided here and by the caller, not by
 * a label filter: Docker ANDs label filters, so one stream cannot name several projects, and
 * Podman does not match a label filter by its key alone.
 */
public final class DockerEvents implements AutoCloseable {
  private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(10);
  private static final Duration KILL_GRACE = Duration.ofSeconds(2);

  private final String dockerTool;
  private final Path workDir;
  private final Map<String, String> env;
  private final ProcessRunner runner = new ProcessRunner();

  public DockerEvents(String dockerTool, Path workDir, Map<String, String> env) {
    this.dockerTool = dockerTool == null || dockerTool.isBlank() ? "docker" : dockerTool;
    this.workDir = workDir;
    this.env = Map.copyOf(env);
  }

  /** The arguments after the docker CLI itself. */
  static List<String> arguments() {
    List<String> args = new ArrayList<>(List.of("events", "--format", "{{json .}}", "--filter", "type=container"));
    java.util.stream.Stream.concat(EngineEvent.ACTIONS.stream(), EngineEvent.PODMAN_NAMES.keySet().stream()).sorted()
        .forEach(a -> args.addAll(List.of("--filter", "event=" + a)));
    return args;
  }

  /** Null when the engine answers {@code docker version}; otherwise why not, in one line. */
  public String unreachable(Cancellation cancel) {
    Path docker = docker();
    if (docker == null) {
      return notFound();
    }
    ProcessOutcome o = runner.run(spec(docker, List.of("version", "--format", "{{.Server.Version}}"),
        Deadline.after(PROBE_TIMEOUT)), null, cancel);
    return switch (o.end()) {
      case EXITED -> o.exitCode() == 0 ? null : firstLine(o, "docker version exited with code " + o.exitCode());
      case TIMED_OUT -> "docker version did not answer within " + PROBE_TIMEOUT.toSeconds() + "s";
      case CANCELLED -> "cancelled";
      case SPAWN_FAILED -> "cannot start " + docker + ": " + o.spawnError();
    };
  }

  /**
   * Follows the stream until it ends or {@code cancel} is cancelled, handing each event we follow
   * to {@code events} as it arrives (on a reader thread); returns why the stream ended.
   */
  public String follow(Consumer<EngineEvent> events, Cancellation cancel) {
    Path docker = docker();
    if (docker == null) {
      return notFound();
    }
    ProcessOutcome o = runner.follow(spec(docker, arguments(), null), line -> EngineEvent.parse(line)
        .ifPresent(events), cancel);
    return switch (o.end()) {
      case EXITED -> firstLine(o, "docker events exited with code " + o.exitCode());
      case TIMED_OUT, CANCELLED -> "cancelled";
      case SPAWN_FAILED -> "cannot start " + docker + ": " + o.spawnError();
    };
  }

  /** Ends whatever the stream left behind. */
  @Override
  public void close() {
    runner.close();
  }

  private Path docker() {
    return new ToolLocator(env).find(dockerTool).path().orElse(null);
  }

  private String notFound() {
    return "docker CLI not found: looked for " + new ToolLocator(env).find(dockerTool).lookedFor()
        + "; install it or set tools.docker";
  }

  private static String firstLine(ProcessOutcome o, String otherwise) {
    String err = o.stderr().last(2048).strip();
    return err.isEmpty() ? otherwise : err.lines().reduce((a, b) -> b).orElse(err);
  }

  private ProcessSpec spec(Path docker, List<String> args, Deadline deadline) {
    List<String> argv = new ArrayList<>();
    argv.add(docker.toString());
    argv.addAll(args);
    return new ProcessSpec(argv, workDir, env, deadline, KILL_GRACE);
  }
}
