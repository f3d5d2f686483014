package io.stackdrift.testing;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A stand-in docker CLI for the fast loop, where no engine runs: {@code ps} and {@code inspect}
 * answer from the files of its engine directory (one web container per Compose project, running or
 * exited), {@code compose} is missing (so the compose file is read directly), and {@code events}
 * streams the lines a test writes with {@link #event}. A project can refuse its check and the whole
 * engine can be down, the failures a real engine gives only by being broken. Every call is logged
 * for the test to count. The real engine's tests are WatchContainerEventsIT's.
 */
public final class DockerStandIn implements AutoCloseable {
  private static final String SCRIPT = """
      #!/bin/sh
      # A stand-in docker CLI answering from the files of ENGINE.
      engine='ENGINE'
      echo "$*" >> "$engine/calls.log"
      if [ -f "$engine/down" ] && [ "$1" != compose ]; then cat "$engine/down" >&2; exit 1; fi
      case "$1" in
        version) echo 24.0.7 ;;
        compose) echo "docker: 'compose' is not a docker command." >&2; exit 1 ;;
        ps)
          for a in "$@"; do project="${a#label=com.docker.compose.project=}"; done
          if [ -f "$engine/$project.fail" ]; then cat "$engine/$project.fail" >&2; exit 1; fi
          if [ -f "$engine/$project.id" ]; then cat "$engine/$project.id"; fi ;;
        inspect)
          shift 5
          for id in "$@"; do cat "$engine/$id.json"; done ;;
        events) exec cat "$engine/events" ;;
        *) echo "docker: unknown command: docker $1" >&2; exit 1 ;;
      esac
      """;

  private final Path engine;
  private final Path cli;
  /** Held open for reading and writing: a writer for the stream's {@code cat}, which never blocks on it. */
  private final FileChannel events;

  private DockerStandIn(Path dir) throws IOException, InterruptedException {
    engine = Files.createDirectories(dir.resolve("engine"));
    cli = dir.resolve("docker");
    Files.writeString(cli, SCRIPT.replace("ENGINE", engine.toString()));
    Files.setPosixFilePermissions(cli, PosixFilePermissions.fromString("rwx------"));
    Path fifo = engine.resolve("events");
    Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).redirectErrorStream(true).start();
    if (!mkfifo.waitFor(10, TimeUnit.SECONDS) || mkfifo.exitValue() != 0) {
      throw new IOException("mkfifo " + fifo + " failed: " + new String(mkfifo.getInputStream().readAllBytes(),
          StandardCharsets.UTF_8));
    }
    events = FileChannel.open(fifo, StandardOpenOption.READ, StandardOpenOption.WRITE);
  }

  /** The stand-in in {@code dir}: the CLI at {@code dir/docker}, its engine in {@code dir/engine}. */
  public static DockerStandIn in(Path dir) throws IOException, InterruptedException {
    return new DockerStandIn(dir);
  }

  /** The stand-in CLI, for {@code tools.docker}. */
  public Path cli() {
    return cli;
  }

  /** A marker of this stand-in's processes' command lines (the events stream's {@code cat}). */
  public String marker() {
    return engine.toString();
  }

  /**
   * Project {@code project}'s one container, {@code <project>-web-1} of service {@code web} and
   * image busybox, as the engine has it now: running, or exited.
   */
  public void web(String project, boolean running) throws IOException {
    String id = project + "0000web";
    Files.writeString(engine.resolve(project + ".id"), id + "\n");
    Files.writeString(engine.resolve(id + ".json"), """
        {"Id":"%s","Name":"/%s-web-1","State":{"Status":"%s"},"Config":{"Image":"busybox","Labels":\
        {"com.docker.compose.project":"%s","com.docker.compose.service":"web","com.docker.compose.oneoff":"False"}}}
        """.formatted(id, project, running ? "running" : "exited", project));
  }

  /** {@code docker ps} of the project fails with {@code message} on stderr (null: it answers again). */
  public void failing(String project, String message) throws IOException {
    Path fail = engine.resolve(project + ".fail");
    if (message == null) {
      Files.deleteIfExists(fail);
    } else {
      Files.writeString(fail, message + "\n");
    }
  }

  /** Every call but {@code compose} fails with {@code message}, as with no engine (null: the engine is back). */
  public void down(String message) throws IOException {
    Path down = engine.resolve("down");
    if (message == null) {
      Files.deleteIfExists(down);
    } else {
      Files.writeString(down, message + "\n");
    }
  }

  /** One line of the events stream, as {@code docker events --format '{{json .}}'} prints it. */
  public void event(String project, String action) throws IOException {
    line(eventLine(project, action));
  }

  /** What {@code docker events --format '{{json .}}'} prints for {@code action} on the project's web container. */
  public static String eventLine(String project, String action) {
    return "{\"status\":\"" + action + "\",\"id\":\"" + project + "0000web\",\"Type\":\"container\",\"Action\":\""
        + action + "\",\"Actor\":{\"ID\":\"" + project + "0000web\",\"Attributes\":{\"com.docker.compose.project\":\""
        + project + "\",\"com.docker.compose.service\":\"web\",\"name\":\"" + project + "-web-1\"}},"
        + "\"scope\":\"local\",\"time\":1764800000,\"timeNano\":1764800000000000000}";
  }

  /**
   * {@code count} {@code die} events of the project's web container, {@code apart} from one another,
   * as an engine sends them when a container restarts over and over; returns once all are sent.
   */
  public void burst(String project, int count, Duration apart) throws IOException, InterruptedException {
    Path line = Files.writeString(engine.resolve(project + ".event"), eventLine(project, "die") + "\n");
    String seconds = String.format(Locale.ROOT, "%.3f", apart.toMillis() / 1000.0);
    Process sender = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt " + count + " ]; do cat '" + line
        + "'; sleep " + seconds + "; i=$((i+1)); done >> '" + engine.resolve("events") + "'")
        .redirectErrorStream(true).start();
    if (!sender.waitFor(60, TimeUnit.SECONDS) || sender.exitValue() != 0) {
      sender.destroyForcibly();
      throw new IOException("the burst of events for " + project + " was not sent: "
          + new String(sender.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  /** Raw lines of the events stream, written at once. */
  public void line(String text) throws IOException {
    ByteBuffer bytes = ByteBuffer.wrap((text + "\n").getBytes(StandardCharsets.UTF_8));
    while (bytes.hasRemaining()) {
      events.write(bytes);
    }
  }

  /** The calls so far, one line of arguments each. */
  public List<String> calls() throws IOException {
    Path log = engine.resolve("calls.log");
    return Files.exists(log) ? Files.readAllLines(log) : List.of();
  }

  /** How many {@code docker ps} calls asked for {@code project}'s containers so far. */
  public long checksOf(String project) throws IOException {
    return calls().stream().filter(c -> c.startsWith("ps ") && c.endsWith("label=com.docker.compose.project="
        + project)).count();
  }

  @Override
  public void close() throws IOException {
    events.close();
  }
}
