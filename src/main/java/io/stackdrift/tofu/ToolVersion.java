package io.stackdrift.tofu;

import io.stackdrift.process.Deadline;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import io.stackdrift.process.ToolLocator;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Which OpenTofu (or Terraform) a run would use, for {@code --version}: the tool found as detect finds it
 * (without a workspace's {@code tools.tofu}) and the version it reports from one {@code version -json}.
 */
public final class ToolVersion {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final Duration KILL_GRACE = Duration.ofSeconds(2);

  private ToolVersion() {}

  /** One line: "tofu: PATH (version V)", or what was looked for when nothing was found. */
  public static String describe(Map<String, String> env) {
    ToolLocator.Lookup tool = new ToolLocator(env).tofu(null, null, null);
    if (tool.path().isEmpty()) {
      return "tofu: none found (looked for " + tool.lookedFor() + ")";
    }
    Path path = tool.path().get();
    return label(path) + ": " + path + " (" + version(path, env) + ")";
  }

  /** The tool found, named as itself: Terraform standing in for OpenTofu is not called tofu. */
  static String label(Path tool) {
    Path name = tool.getFileName();
    return name != null && name.toString().startsWith("terraform") ? "terraform" : "tofu";
  }

  private static String version(Path tool, Map<String, String> env) {
    ProcessSpec spec = new ProcessSpec(List.of(tool.toString(), "version", "-json"),
        Path.of(System.getProperty("java.io.tmpdir")), ToolEnvironment.forTofu(env, null), Deadline.after(LIMIT),
        KILL_GRACE);
    ProcessOutcome outcome;
    try (ProcessRunner runner = new ProcessRunner()) {
      outcome = runner.run(spec, null, new Cancellation());
    }
    if (!outcome.exited() || outcome.exitCode() != 0) {
      return "version unknown: 'version -json' " + ending(outcome);
    }
    try {
      JsonNode version = new ObjectMapper().readTree(outcome.stdout().text()).path("terraform_version");
      return version.isTextual() ? "version " + version.asText() : "version unknown: no terraform_version in its answer";
    } catch (IOException e) {
      return "version unknown: 'version -json' printed no JSON";
    }
  }

  private static String ending(ProcessOutcome outcome) {
    return switch (outcome.end()) {
      case EXITED -> "exited " + outcome.exitCode();
      case TIMED_OUT -> "took longer than " + LIMIT.toSeconds() + "s";
      case CANCELLED -> "was cancelled";
      case SPAWN_FAILED -> "could not start: " + outcome.spawnError();
    };
  }
}
