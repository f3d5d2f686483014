package io.stackdrift.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A Docker engine of a test's own, as .ci/run starts one (private data and exec roots, no bridge,
 * no iptables), which the test may stop and start again. It needs root and dockerd; without them
 * the test is skipped, and under CI it fails ({@link Required}). The busybox test image is
 * imported into it from the host's static busybox.
 */
public final class PrivateEngine implements AutoCloseable {
  private final Path dir;
  private final Path program;
  private final String host;
  private Process dockerd;

  private PrivateEngine(Path dir, Path program) {
    this.dir = dir;
    this.program = program;
    this.host = "unix://" + dir.resolve("docker.sock");
  }

  /** A started engine with the busybox image. */
  public static PrivateEngine start() throws Exception {
    if (!isRoot() || !Files.isExecutable(Path.of("/bin/busybox"))) {
      return Required.skipOrFail("a private Docker engine needs root and /bin/busybox (busybox-static)");
    }
    Path dockerd = Executables.require("dockerd", "docker.io");
    PrivateEngine engine = new PrivateEngine(Files.createTempDirectory("sd-engine"), dockerd);
    try {
      engine.startAgain();
      engine.importBusybox();
      return engine;
    } catch (Exception | AssertionError e) {
      engine.close();
      throw e;
    }
  }

  /** The DOCKER_HOST of this engine. */
  public String host() {
    return host;
  }

  /** Stops the engine as an operator's {@code systemctl stop docker} would (SIGTERM), and waits for it. */
  public void stop() throws InterruptedException {
    if (dockerd == null) {
      return;
    }
    List<ProcessHandle> tree = new ArrayList<>(dockerd.descendants().toList());
    dockerd.destroy();
    if (!dockerd.waitFor(20, TimeUnit.SECONDS)) {
      dockerd.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }
    tree.forEach(ProcessHandle::destroyForcibly);
    dockerd = null;
  }

  /** Starts the engine (again) on the same roots; returns once it answers. */
  public void startAgain() throws Exception {
    dockerd = new ProcessBuilder(program.toString(), "--data-root", dir.resolve("data").toString(), "--exec-root",
        dir.resolve("exec").toString(), "--pidfile", dir.resolve("dockerd.pid").toString(), "--host", host,
        "--iptables=false", "--ip6tables=false", "--bridge=none", "--shutdown-timeout", "2")
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("dockerd.log").toFile()))
        .start();
    if (!Poll.until(Duration.ofSeconds(60), () -> !dockerd.isAlive() || run("version").code() == 0)
        || !dockerd.isAlive()) {
      throw new AssertionError("the private Docker engine did not start: " + log());
    }
  }

  /** A docker command against this engine; fails the test unless it succeeds. */
  public String ok(String... args) {
    Result r = run(args);
    if (r.code() != 0) {
      throw new AssertionError("docker " + String.join(" ", args) + ": " + r.out());
    }
    return r.out().strip();
  }

  /** Starts a container labelled as Compose labels it, sleeping; returns its name. */
  public String compose(String project, String service, int index, String... runArgs) {
    String name = project + "-" + service + "-" + index;
    List<String> args = new ArrayList<>(List.of("run", "-d", "--network", "none", "--name", name,
        "--label", "com.docker.compose.project=" + project, "--label", "com.docker.compose.service=" + service,
        "--label", "com.docker.compose.container-number=" + index, "--label", "com.docker.compose.oneoff=False"));
    args.addAll(List.of(runArgs));
    args.addAll(List.of("busybox", "sleep", "100000"));
    ok(args.toArray(String[]::new));
    return name;
  }

  public record Result(int code, String out) {}

  public Result run(String... args) {
    List<String> argv = new ArrayList<>(List.of("docker"));
    argv.addAll(List.of(args));
    try {
      Path out = Files.createTempFile(dir, "docker", ".out");
      try {
        ProcessBuilder b = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(out.toFile());
        b.environment().put("DOCKER_HOST", host);
        Process p = b.start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
          p.destroyForcibly();
          return new Result(-1, "timed out");
        }
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
      } finally {
        Files.deleteIfExists(out);
      }
    } catch (IOException e) {
      return new Result(-1, e.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Result(-1, "interrupted");
    }
  }

  /** The image .ci/run imports: busybox-static in an otherwise empty root file system. */
  private void importBusybox() throws Exception {
    Path rootfs = dir.resolve("rootfs");
    Files.createDirectories(rootfs.resolve("bin"));
    Files.copy(Path.of("/bin/busybox"), rootfs.resolve("bin/busybox"));
    for (String tool : List.of("sh", "sleep", "true", "false")) {
      Files.createSymbolicLink(rootfs.resolve("bin").resolve(tool), Path.of("busybox"));
    }
    Path tar = dir.resolve("rootfs.tar");
    Process t = new ProcessBuilder("tar", "-C", rootfs.toString(), "-cf", tar.toString(), ".").inheritIO().start();
    if (!t.waitFor(60, TimeUnit.SECONDS) || t.exitValue() != 0) {
      throw new AssertionError("tar of the busybox root file system failed");
    }
    ok("import", tar.toString(), "busybox");
  }

  private String log() {
    try {
      String all = Files.readString(dir.resolve("dockerd.log"));
      return all.substring(Math.max(0, all.length() - 3000));
    } catch (IOException e) {
      return "(no log)";
    }
  }

  /** Stops the engine and removes its roots. */
  @Override
  public void close() throws InterruptedException, IOException {
    stop();
    try (Stream<Path> all = Files.walk(dir)) {
      all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }

  private static boolean isRoot() {
    try {
      return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }
}
