package io.stackdrift.container;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ToolLocator;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Checks Compose projects against the live Docker engine through the docker CLI (contract §5):
 * one {@code docker ps} and one batched {@code docker inspect} per project. Read-only: it never
 * runs {@code docker compose up}.
 */
public final class NativeCheck {
  private final String dockerTool;
  private final Path workDir;
  private final Map<String, String> env;
  private final Duration timeout;

  /**
   * @param dockerTool {@code tools.docker}: a name looked up on PATH, or a path
   * @param env the environment of the docker CLI ({@code DOCKER_HOST} is honoured)
   */
  public NativeCheck(String dockerTool, Path workDir, Map<String, String> env, Duration timeout) {
    this.dockerTool = dockerTool == null || dockerTool.isBlank() ? "docker" : dockerTool;
    this.workDir = workDir;
    this.env = env;
    this.timeout = timeout;
  }

  public NativeResult run(List<ComposeProject> projects, Cancellation cancel) {
    if (projects.isEmpty()) {
      return NativeResult.NOT_CHECKED;
    }
    ToolLocator.Lookup docker = new ToolLocator(env).find(dockerTool);
    if (docker.path().isEmpty()) {
      return new NativeResult(List.of(), "docker CLI not found: looked for " + docker.lookedFor()
          + "; install it or set tools.docker");
    }
    try (ProcessRunner processes = new ProcessRunner()) {
      return checkAll(projects, new DockerCli(docker.path().get(), workDir, env, timeout, processes, cancel));
    }
  }

  private NativeResult checkAll(List<ComposeProject> projects, DockerCli cli) {
    String pluginVersion = projects.stream().anyMatch(p -> p.file() != null) ? cli.composeVersion() : null;
    List<ProjectResult> results = new ArrayList<>();
    for (ComposeProject project : projects) {
      try {
        results.add(check(cli, project, pluginVersion));
      } catch (DockerCli.DockerException e) {
        return new NativeResult(List.copyOf(results), "project " + project.name() + ": " + e.getMessage());
      } catch (IOException e) {
        return new NativeResult(List.copyOf(results), "project " + project.name() + ": " + project.file() + ": "
            + e.getMessage());
      } catch (RuntimeException e) {
        // a surprise in one project makes the check unavailable, never the run lost
        return new NativeResult(List.copyOf(results), "project " + project.name() + ": internal error: " + e);
      }
    }
    return new NativeResult(List.copyOf(results), null);
  }

  private ProjectResult check(DockerCli cli, ComposeProject project, String pluginVersion)
      throws DockerCli.DockerException, IOException {
    List<DesiredService> desired = null;
    NativeAnalysis.ComposeHashes hashes = null;
    if (project.file() != null) {
      if (pluginVersion != null) {
        desired = ComposeFileReader.readConfigJson(cli.composeConfig(project.file(), project.name()),
            project.name()).services();
        hashes = new NativeAnalysis.ComposeHashes(pluginVersion, cli.composeHashes(project.file(), project.name()));
      } else {
        desired = ComposeFileReader.readFile(project.file(), env, project.name()).services();
      }
    }
    List<LiveContainer> live = InspectParser.parse(cli.inspect(cli.containerIds(project.name())));
    return NativeAnalysis.result(project, desired, live, hashes);
  }
}
