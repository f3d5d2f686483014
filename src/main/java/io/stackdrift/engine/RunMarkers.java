package io.stackdrift.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The marker files of runs in progress in the state directory, {@code run-<run id>.marker}, one
 * per run that holds the workspace lock: a file still there when the lock is free belongs to a
 * run that was killed. All their file I/O is here.
 */
public final class RunMarkers {
  private static final Pattern NAME = Pattern.compile("run-([0-9a-f]{32})\\.marker");

  /** One marker file: the run's id (from the name) and what the run wrote about itself. */
  public record Entry(String runId, String command, String pid, String started) {}

  private final Path dir;

  public RunMarkers(Path stateDir) {
    this.dir = stateDir;
  }

  /**
   * Writes the marker file of a run. Not synced: it only has to outlive the process, and after a
   * crash of the host no process of the run is left either.
   */
  public void record(Entry run) throws IOException {
    String text = "command " + run.command() + "\npid " + run.pid() + "\nstarted " + run.started() + "\n";
    try (FileChannel file = FileChannel.open(file(run.runId()), Set.of(StandardOpenOption.CREATE_NEW,
        StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r-----")))) {
      ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
      while (bytes.hasRemaining()) {
        file.write(bytes);
      }
    }
  }

  /** The marker files in the directory; one that cannot be read still names its run. */
  public List<Entry> list() throws IOException {
    List<Entry> out = new ArrayList<>();
    if (!Files.isDirectory(dir)) {
      return out;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "run-*.marker")) {
      for (Path f : files) {
        Matcher name = NAME.matcher(f.getFileName().toString());
        if (name.matches() && Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)) {
          out.add(read(name.group(1), f));
        }
      }
    }
    return out;
  }

  public void remove(String runId) throws IOException {
    Files.deleteIfExists(file(runId));
  }

  private Path file(String runId) {
    return dir.resolve("run-" + runId + ".marker");
  }

  private static Entry read(String runId, Path file) {
    String command = "unknown";
    String pid = "unknown";
    String started = "unknown";
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
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
