package io.stackdrift.state;

import io.stackdrift.fs.StateDirectory;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The marker files of runs in progress in the state directory, {@code run-<run id>.marker}, one
 * per run that holds the workspace lock: a file still there when the lock is free belongs to a
 * run that was killed. Files are read, written and removed through {@link StateDirectory}.
 */
public final class RunMarkers {
  /** What every marker's name starts with: the state directory keeps the names with it to itself. */
  static final String PREFIX = "run-";
  private static final Pattern NAME = Pattern.compile(PREFIX + "([0-9a-f]{32})\\.marker");

  /** One marker file: the run's id (from the name) and what the run wrote about itself. */
  public record Entry(String runId, String command, String pid, String started) {}

  private final StateDirectory dir;

  public RunMarkers(StateDirectory dir) {
    this.dir = dir;
  }

  public Path dir() {
    return dir.path();
  }

  public void record(Entry run) throws IOException {
    dir.write(name(run.runId()), "command " + run.command() + "\npid " + run.pid() + "\nstarted " + run.started()
        + "\n");
  }

  /** The marker files in the directory; one that cannot be read still names its run. */
  public List<Entry> list() throws IOException {
    List<Entry> out = new ArrayList<>();
    // Only names are taken from the listing; contents are read through the state directory.
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir.path(), PREFIX + "*.marker")) {
      for (Path f : files) {
        Matcher name = NAME.matcher(f.getFileName().toString());
        if (name.matches()) {
          out.add(read(name.group(1)));
        }
      }
    }
    return out;
  }

  public void remove(String runId) throws IOException {
    dir.delete(name(runId));
  }

  private static String name(String runId) {
    return PREFIX + runId + ".marker";
  }

  private Entry read(String runId) {
    String command = "unknown";
    String pid = "unknown";
    String started = "unknown";
    try {
      for (String line : dir.readString(name(runId)).orElse("").lines().toList()) {
        int space = line.indexOf(' ');
        String value = space < 0 ? "" : line.substring(space + 1).strip();
        if (value.isEmpty() || !value.matches("[-0-9A-Za-z:.]{1,40}")) {
          continue; // only what a run writes about itself is repeated in a message
        }
        switch (line.substring(0, space)) {
          case "command" -> command = value;
          case "pid" -> pid = value;
          case "started" -> started = value;
          default -> { }
        }
      }
    } catch (IOException | RuntimeException e) {
      // the name alone is enough to find the run's processes
    }
    return new Entry(runId, command, pid, started);
  }
}
