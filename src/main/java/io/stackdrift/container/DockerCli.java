package io.stackdrift.container;

import io.stackdrift.process.Deadline;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The docker CLI, run through the one process runner (timeout, tree kill, bounded output, no
 * shell). Output is read line by line (an id, or one JSON document), so no listing is held whole
 * as text.
 */
final class DockerCli {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int MAX_DOCUMENT = 8 * 1024 * 1024;

  /** A docker command that did not succeed: what to tell the operator. */
  static final class DockerException extends Exception {
    DockerException(String message) {
      super(message);
    }
  }

  private final Path docker;
  private final Path workDir;
  private final Map<String, String> env;
  private final Duration timeout;
  private final ProcessRunner runner;
  private final Cancellation cancel;

  DockerCli(Path docker, Path workDir, Map<String, String> env, Duration timeout, ProcessRunner runner,
      Cancellation cancel) {
    this.docker = docker;
    this.workDir = workDir;
    this.env = env;
    this.timeout = timeout;
    this.runner = runner;
    this.cancel = cancel;
  }

  /** Full ids of every container labelled with the project, in any state, one a line. */
  List<String> containerIds(String project) throws DockerException {
    List<String> ids = new ArrayList<>();
    run(line -> {
      if (!line.isBlank()) {
        ids.add(line.strip());
      }
    }, "ps", "--all", "--quiet", "--no-trunc", "--filter", "label=" + InspectParser.PROJECT + "=" + project);
    return ids;
  }

  /** One batched inspect for all the given containers. */
  List<JsonNode> inspect(List<String> ids) throws DockerException {
    List<JsonNode> docs = new ArrayList<>();
    if (ids.isEmpty()) {
      return docs;
    }
    List<String> args = new ArrayList<>(List.of("inspect", "--type", "container", "--format", "{{json .}}"));
    args.addAll(ids);
    jsonLines(docs::add, args.toArray(String[]::new));
    return docs;
  }

  /** The compose plugin's version, or null when the plugin is not installed. */
  String composeVersion() {
    ProcessOutcome o = runner.run(spec("compose", "version", "--short"), null, cancel);
    if (!o.exited() || o.exitCode() != 0) {
      return null;
    }
    String v = o.stdout().text().strip();
    return v.startsWith("v") ? v.substring(1) : v;
  }

  /** {@code docker compose -f F -p P config --format json}. */
  String composeConfig(Path file, String project) throws DockerException {
    StringBuilder doc = new StringBuilder();
    run(line -> {
      if (doc.length() < MAX_DOCUMENT) {
        doc.append(line).append('\n');
      }
    }, "compose", "-f", file.toString(), "-p", project, "config", "--format", "json");
    return doc.toString();
  }

  /** {@code docker compose config --hash '*'}: service name to config hash. */
  Map<String, String> composeHashes(Path file, String project) throws DockerException {
    Map<String, String> hashes = new java.util.HashMap<>();
    run(line -> {
      String[] parts = line.strip().split("\\s+");
      if (parts.length == 2) {
        hashes.put(parts[0], parts[1]);
      }
    }, "compose", "-f", file.toString(), "-p", project, "config", "--hash", "*");
    return hashes;
  }

  private void jsonLines(Consumer<JsonNode> consumer, String... args) throws DockerException {
    List<String> bad = new ArrayList<>();
    run(line -> {
      if (line.isBlank()) {
        return;
      }
      try {
        consumer.accept(JSON.readTree(line));
      } catch (IOException e) {
        bad.add(line);
      }
    }, args);
    if (!bad.isEmpty()) {
      throw new DockerException("docker " + args[0] + " printed output that is not JSON: "
          + bad.get(0).substring(0, Math.min(200, bad.get(0).length())));
    }
  }

  private void run(Consumer<String> lines, String... args) throws DockerException {
    ProcessOutcome o = runner.run(spec(args), lines, cancel);
    switch (o.end()) {
      case EXITED -> {
        if (o.exitCode() != 0) {
          String err = o.stderr().last(2048).strip();
          throw new DockerException(err.isEmpty() ? "docker " + args[0] + " exited with code " + o.exitCode()
              : err.lines().findFirst().orElse(err));
        }
      }
      case TIMED_OUT -> throw new DockerException("docker " + args[0] + " timed out after " + timeout.toSeconds()
          + "s");
      case CANCELLED -> throw new DockerException("cancelled");
      case SPAWN_FAILED -> throw new DockerException("cannot start " + docker + ": " + o.spawnError());
    }
  }

  private ProcessSpec spec(String... args) {
    List<String> argv = new ArrayList<>();
    argv.add(docker.toString());
    argv.addAll(List.of(args));
    return new ProcessSpec(argv, workDir, env, Deadline.after(timeout), Duration.ofSeconds(2));
  }
}
