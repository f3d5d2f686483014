package io.stackdrift.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.stackdrift.report.AtomicFile;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.StackEntry;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The state directory of a workspace: the last report and {@code history.jsonl}, one line per
 * stack whose status changed. Files are written atomically (mode 0640) in a 0750 directory; a
 * corrupt file is moved aside with a warning, never a crash.
 */
public final class StateStore {
  public static final String LAST_REPORT = "last-report.json";
  public static final String HISTORY = "history.jsonl";

  /** A stack's status in the last run and since when it has had it. */
  public record Known(String status, String since) {}

  /** One status change of one stack; {@code from} is null for a stack seen for the first time. */
  public record Change(String time, String stackId, String from, String to) {}

  private final Path dir;

  public StateStore(Path dir) {
    this.dir = dir;
  }

  /**
   * The default directory: {@code $STATE_DIRECTORY} under systemd, else
   * {@code $XDG_STATE_HOME/stackdrift/<workspace id>}, else {@code ~/.local/state/stackdrift/<id>}.
   */
  public static Path defaultDir(Map<String, String> env, String workspaceId) {
    String systemd = env.get("STATE_DIRECTORY");
    if (systemd != null && !systemd.isBlank()) {
      return Path.of(systemd.split(":")[0]);
    }
    String xdg = env.get("XDG_STATE_HOME");
    Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
        : Path.of(env.getOrDefault("HOME", System.getProperty("user.home")), ".local", "state");
    return base.resolve("stackdrift").resolve(workspaceId);
  }

  public Path dir() {
    return dir;
  }

  /**
   * What the last run knew per stack (empty without a last run). A last report that cannot be read
   * is moved aside, so the run that records next starts a fresh history.
   */
  public Map<String, Known> load(Consumer<String> warn) {
    Path file = dir.resolve(LAST_REPORT);
    try {
      return read(file);
    } catch (IOException e) {
      moveAside(file, e.getMessage(), warn);
      return Map.of();
    }
  }

  /** Like {@link #load}, for a command that only reads: a bad last report is reported, not moved. */
  public Map<String, Known> peek(Consumer<String> warn) {
    Path file = dir.resolve(LAST_REPORT);
    try {
      return read(file);
    } catch (IOException e) {
      warn.accept(file + " could not be read (" + e.getMessage() + ")");
      return Map.of();
    }
  }

  private static Map<String, Known> read(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      return Map.of();
    }
    JsonNode report = Json.MAPPER.readTree(file.toFile());
    Map<String, Known> known = new HashMap<>();
    for (JsonNode s : report.path("stacks")) {
      String id = s.path("stackId").asText("");
      if (id.isEmpty() || !s.path("status").isTextual()) {
        throw new IOException("a stack entry without stackId or status");
      }
      known.put(id, new Known(s.path("status").asText(), s.path("since").asText(report.path("detectedAt")
          .asText(""))));
    }
    return known;
  }

  /** The report with each stack's {@code since}, and the changes against the last run. */
  public static Recorded compare(DriftReport report, Map<String, Known> previous) {
    List<StackEntry> stacks = new ArrayList<>();
    List<Change> changes = new ArrayList<>();
    for (StackEntry e : report.stacks()) {
      Known before = previous.get(e.stackId());
      String status = e.status().json();
      boolean same = before != null && before.status().equals(status) && !before.since().isEmpty();
      stacks.add(e.withSince(same ? before.since() : report.detectedAt()));
      if (!same) {
        changes.add(new Change(report.detectedAt(), e.stackId(), before == null ? null : before.status(), status));
      }
    }
    return new Recorded(report.withStacks(stacks), List.copyOf(changes));
  }

  public record Recorded(DriftReport report, List<Change> changes) {}

  /**
   * Appends the changes to the history, synced, then saves the report as the last one. In this
   * order a crash between the two repeats a change in the history at worst; the other way round
   * the next run would compare against the new report and the change would be lost.
   */
  public void save(Recorded recorded) throws IOException {
    ensureDir(dir);
    if (!recorded.changes().isEmpty()) {
      StringBuilder lines = new StringBuilder();
      for (Change c : recorded.changes()) {
        lines.append(Json.compact(c)).append('\n');
      }
      try (FileChannel history = FileChannel.open(dir.resolve(HISTORY),
          Set.of(StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE),
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r-----")))) {
        ByteBuffer bytes = ByteBuffer.wrap(lines.toString().getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) {
          history.write(bytes);
        }
        history.force(true);
      }
    }
    AtomicFile.write(dir.resolve(LAST_REPORT), Json.pretty(recorded.report()) + "\n");
  }

  /** Every change in the history; lines that do not parse are skipped with one warning. */
  public List<Change> history(Consumer<String> warn) throws IOException {
    Path file = dir.resolve(HISTORY);
    List<Change> out = new ArrayList<>();
    if (!Files.isRegularFile(file)) {
      return out;
    }
    int bad = 0;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (line.isBlank()) {
        continue;
      }
      try {
        JsonNode n = Json.MAPPER.readTree(line);
        out.add(new Change(n.path("time").asText(), n.path("stackId").asText(),
            n.path("from").isNull() ? null : n.path("from").asText(null), n.path("to").asText()));
      } catch (JsonProcessingException e) {
        bad++;
      }
    }
    if (bad > 0) {
      warn.accept(file + ": " + bad + " line" + (bad == 1 ? "" : "s") + " could not be read and were skipped");
    }
    return out;
  }

  /** Creates a state directory, readable by the owner's group only (it names hosts and stacks). */
  static void ensureDir(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-x---")));
    }
  }

  private static void moveAside(Path file, String why, Consumer<String> warn) {
    Path aside = file.resolveSibling(file.getFileName() + ".corrupt-" + System.currentTimeMillis());
    try {
      Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
      warn.accept(file + " could not be read (" + why + "); moved aside to " + aside.getFileName()
          + " and starting a fresh history");
    } catch (IOException e) {
      warn.accept(file + " could not be read (" + why + ") nor moved aside: " + e.getMessage());
    }
  }
}
