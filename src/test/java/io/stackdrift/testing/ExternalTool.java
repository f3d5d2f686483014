package io.stackdrift.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A program outside the JVM (bash, groff, dpkg-deb; found by {@link Executables}), run with a deadline. */
public final class ExternalTool {
  private ExternalTool() {}

  public record Result(int code, String out, String err) {
    public String describe() {
      return "exit " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
    }
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
