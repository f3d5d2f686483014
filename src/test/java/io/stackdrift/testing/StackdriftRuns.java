package io.stackdrift.testing;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * stackdrift processes of a test (separate JVMs, to be signalled or killed), their output in
 * {@code stackdrift.log}, and numbers for the stand-ins' sleeps; {@link #close} ends whatever of
 * them is left, whatever the test did.
 */
public final class StackdriftRuns implements AutoCloseable {
  private final List<Process> runs = new ArrayList<>();
  private final List<String> sleeps = new ArrayList<>();

  /** Starts {@code stackdrift ARGS} with stdout and stderr in {@code tmp/stackdrift.log}. */
  public Process start(Path tmp, String... args) throws IOException {
    File log = tmp.resolve("stackdrift.log").toFile();
    Process p = new ProcessBuilder(CliProcess.argv(args)).redirectErrorStream(true).redirectOutput(log).start();
    runs.add(p);
    return p;
  }

  /** Starts {@code argv} (stackdrift behind a wrapper such as {@code unshare}), its output appended to the same log. */
  public Process startCommand(Path tmp, List<String> argv) throws IOException {
    File log = tmp.resolve("stackdrift.log").toFile();
    Process p = new ProcessBuilder(argv).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(log)).start();
    runs.add(p);
    return p;
  }

  /** A number no other process has in its command line (for {@code sleep N}), killed at {@link #close}. */
  public String sleepNumber() {
    String n = Integer.toString(ThreadLocalRandom.current().nextInt(100_000_000, 999_999_999));
    sleeps.add(n);
    return n;
  }

  /** What the runs of {@code tmp} printed so far; empty before the first. */
  public static String log(Path tmp) {
    try {
      return Files.readString(tmp.resolve("stackdrift.log"));
    } catch (IOException e) {
      return "";
    }
  }

  @Override
  public void close() {
    runs.forEach(Process::destroyForcibly);
    sleeps.forEach(Poll::killAll);
  }
}
