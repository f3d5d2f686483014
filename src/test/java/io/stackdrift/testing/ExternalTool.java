package io.stackdrift.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** A program outside the JVM (bash, groff, dpkg-deb): found on PATH, run with a deadline, output kept. */
public final class ExternalTool {
  private ExternalTool() {}

  public record Result(int code, String out, String err) {
    public String describe() {
      return "exit " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
    }
  }

  /** The program on PATH (or /usr/bin, /bin), if installed. */
  public static Optional<Path> find(String name) {
    for (String dir : (System.getenv().getOrDefault("PATH", "") + ":/usr/bin:/bin").split(":")) {
      Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
      if (Files.isExecutable(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** The program on PATH, else the test is skipped (failed under CI) naming the Debian package. */
  public static Path require(String name, String debianPackage, String what) {
    return find(name).orElseGet(() -> Required.skipOrFail(name + " is not installed (Debian package "
        + debianPackage + "), so " + what + " cannot be checked"));
  }

  /** Runs the command in {@code dir}, output to files (no pipe to fill up), killed at the deadline. */
  public static Result run(Path dir, Map<String, String> env, Duration limit, List<String> command)
      throws IOException, InterruptedException {
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(
            Path.of("/dev/null").toFile()));
    pb.environment().putAll(env);
    Process process = pb.start();
    if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      process.waitFor();
      throw new AssertionError(String.join(" ", command) + " did not finish within " + limit + "\nstderr:\n"
          + Files.readString(err));
    }
    try {
      return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }
}
