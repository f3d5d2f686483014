package io.stackdrift.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The real Docker engine for tests. Under CI an unreachable engine fails the test; elsewhere the
 * test is skipped with a loud message ({@link Required}).
 */
public final class DockerEngine {
  public static final String IMAGE = System.getenv().getOrDefault("STACKDRIFT_TEST_IMAGE", "busybox");
  private static Boolean reachable;

  private DockerEngine() {}

  public static synchronized void require() {
    if (reachable == null) {
      reachable = probe();
    }
    if (reachable) {
      return;
    }
    Required.skipOrFail("no Docker engine reachable (docker version failed, or image '" + IMAGE
        + "' is missing; STACKDRIFT_TEST_IMAGE names another), so the container engine tests cannot run");
  }

  private static boolean probe() {
    try {
      return docker(20, "version", "--format", "{{.Server.Version}}").code == 0
          && docker(20, "image", "inspect", IMAGE).code == 0;
    } catch (Exception e) {
      return false;
    }
  }

  /** Starts a container labelled as Compose would, running {@code image}; returns its name. */
  public static String compose(String project, String service, int index, String image, String... runArgs)
      throws Exception {
    String name = project + "-" + service + "-" + index;
    List<String> args = new ArrayList<>(List.of("run", "-d", "--network", "none", "--name", name,
        "--label", "com.docker.compose.project=" + project,
        "--label", "com.docker.compose.service=" + service,
        "--label", "com.docker.compose.container-number=" + index,
        "--label", "com.docker.compose.version=2.29.1",
        "--label", "com.docker.compose.config-hash=" + service + "-hash"));
    args.addAll(List.of(runArgs));
    if (List.of(runArgs).stream().noneMatch(a -> a.startsWith("com.docker.compose.oneoff"))) {
      args.addAll(List.of("--label", "com.docker.compose.oneoff=False"));
    }
    args.addAll(List.of(image, "sleep", "100000"));
    ok(args.toArray(String[]::new));
    return name;
  }

  public static void removeProject(String project) throws Exception {
    Result ids = docker(60, "ps", "-aq", "--filter", "label=com.docker.compose.project=" + project);
    for (String id : ids.out.split("\\s+")) {
      if (!id.isBlank()) {
        docker(60, "rm", "-f", id);
      }
    }
  }

  public static void ok(String... args) throws Exception {
    Result r = docker(120, args);
    assertEquals(0, r.code, "docker " + String.join(" ", args) + ": " + r.out);
  }

  public static String output(String... args) throws Exception {
    Result r = docker(60, args);
    assertEquals(0, r.code, "docker " + String.join(" ", args) + ": " + r.out);
    return r.out.strip();
  }

  private record Result(int code, String out) {}

  private static Result docker(int seconds, String... args) throws Exception {
    List<String> argv = new ArrayList<>();
    argv.add("docker");
    argv.addAll(List.of(args));
    Path log = Files.createTempFile("docker", ".log");
    try {
      Process p = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(log.toFile()).start();
      if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Result(-1, "timed out");
      }
      return new Result(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(log);
    }
  }
}
