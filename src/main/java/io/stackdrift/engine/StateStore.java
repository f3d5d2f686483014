package io.stackdrift.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.fs.StateDirectoryException;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.StackEntry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The state directory of a workspace: the last report and {@code history.jsonl}, one line per
 * stack whose status changed. Files go through {@link StateDirectory} (links never followed, written
 * atomically); a corrupt file is moved aside with a warning, never a crash.
 */
public final class StateStore {
  public static final String LAST_REPORT = "last-report.json";
  public static final String HISTORY = "history.jsonl";
  /** A history line is about 150 bytes; a far longer one is damage, skipped without holding it in memory. */
  private static final int MAX_HISTORY_LINE = 64 * 1024;

  /** A stack's status in the last run and since when it has had it. */
  public record Known(String status, String since) {}

  /** One status change of one stack; {@code from} is null for a stack seen for the first time. */
  public record Change(String time, String stackId, String from, String to) {}

  private final Path configured;
  private final StateDirectory directory;

  private StateStore(Path configured, StateDirectory directory) {
    this.configured = configured;
    this.directory = directory;
  }

  /**
   * The state of a run that records: the directory is created when missing and checked, and a
   * link or other non-regular file in place of the history or the last report stops the run now.
   */
  public static StateStore open(Path dir) throws IOException {
    StateDirectory directory = StateDirectory.open(dir);
    directory.requireRegularOrAbsent(List.of(HISTORY, LAST_REPORT));
    return new StateStore(dir, directory);
  }

  /** The state for a command that only reads: nothing is created, and a missing directory is empty. */
  public static StateStore existing(Path dir) throws IOException {
    Optional<StateDirectory> directory = StateDirectory.existing(dir);
    if (directory.isPresent()) {
      directory.get().requireRegularOrAbsent(List.of(HISTORY, LAST_REPORT));
    }
    return new StateStore(dir, directory.orElse(null));
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

  /** The directory's real path (as given while it does not exist). */
  public Path dir() {
    return directory != null ? directory.path() : configured;
  }

  /** The checked directory, for the lock and the pause file; empty for a store of a missing directory. */
  public Optional<StateDirectory> directory() {
    return Optional.ofNullable(directory);
  }

  /**
   * What the last run knew per stack (empty without a last run). A last report that cannot be parsed
   * is moved aside, so the run that records next starts a fresh history.
   */
  public Map<String, Known> load(Consumer<String> warn) {
    return read(warn, true);
  }

  /** Like {@link #load}, for a command that only reads: a bad last report is reported, not moved. */
  public Map<String, Known> peek(Consumer<String> warn) {
    return read(warn, false);
  }

  private Map<String, Known> read(Consumer<String> warn, boolean moveAside) {
    if (directory == null) {
      return Map.of();
    }
    Path file = directory.file(LAST_REPORT);
    try {
      Optional<String> text = directory.readString(LAST_REPORT);
      return text.isEmpty() ? Map.of() : parse(text.get());
    } catch (StateDirectoryException e) {
      warn.accept(e.getMessage());
    } catch (IOException e) {
      if (moveAside) {
        moveAside(LAST_REPORT, e.getMessage(), warn);
      } else {
        warn.accept(file + " could not be read (" + e.getMessage() + ")");
      }
    }
    return Map.of();
  }

  private static Map<String, Known> parse(String text) throws IOException {
    JsonNode report = Json.MAPPER.readTree(text);
    if (report == null) {
      return Map.of(); // no content at all, as without a last run
    }
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
    StateDirectory target = requireDirectory();
    if (!recorded.changes().isEmpty()) {
      StringBuilder lines = new StringBuilder();
      for (Change c : recorded.changes()) {
        lines.append(Json.compact(c)).append('\n');
      }
      target.appendLines(HISTORY, lines.toString());
    }
    target.write(LAST_REPORT, Json.pretty(recorded.report()) + "\n");
  }

  /**
   * Every change in the history; lines that do not parse (a torn write can cut one, even inside a
   * UTF-8 character) are skipped with one warning.
   */
  public List<Change> history(Consumer<String> warn) throws IOException {
    List<Change> out = new ArrayList<>();
    Optional<InputStream> in = directory == null ? Optional.empty() : directory.openRead(HISTORY);
    if (in.isEmpty()) {
      return out;
    }
    int bad = 0;
    try (StrictLines lines = new StrictLines(in.get(), MAX_HISTORY_LINE)) {
      for (String line = lines.next(); line != null; line = lines.next()) {
        if (!line.isBlank() && !parseChange(line, out)) {
          bad++;
        }
      }
      bad += lines.skipped();
    } catch (IOException e) {
      throw new StateDirectoryException("cannot read " + directory.file(HISTORY) + ": " + OsReason.of(e), e);
    }
    if (bad > 0) {
      warn.accept(directory.file(HISTORY) + ": " + bad + (bad == 1 ? " line that could not be read was"
          : " lines that could not be read were") + " skipped");
    }
    return out;
  }

  private static boolean parseChange(String line, List<Change> out) {
    try {
      JsonNode n = Json.MAPPER.readTree(line);
      out.add(new Change(n.path("time").asText(), n.path("stackId").asText(),
          n.path("from").isNull() ? null : n.path("from").asText(null), n.path("to").asText()));
      return true;
    } catch (JsonProcessingException e) {
      return false;
    }
  }

  private StateDirectory requireDirectory() throws IOException {
    if (directory == null) {
      throw new IOException("the state directory " + configured + " does not exist");
    }
    return directory;
  }

  private void moveAside(String name, String why, Consumer<String> warn) {
    String aside = name + ".corrupt-" + System.currentTimeMillis();
    try {
      directory.rename(name, aside);
      warn.accept(directory.file(name) + " could not be read (" + why + "); moved aside to " + aside
          + " and starting a fresh history");
    } catch (IOException e) {
      warn.accept(directory.file(name) + " could not be read (" + why + ") nor moved aside: " + e.getMessage());
    }
  }
}
