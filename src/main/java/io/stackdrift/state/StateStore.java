package io.stackdrift.state;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.stackdrift.fs.Content;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.fs.StateDirectoryException;
import io.stackdrift.report.Json;
import io.stackdrift.report.StatusChange;
import io.stackdrift.schedule.LongestFirst;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The state directory of a workspace: {@code known.json}, each stack's last known status (what the
 * next run compares with), the last report, and {@code history.jsonl}, one line per status change.
 * Files go through {@link StateDirectory} (links never followed, written atomically); a corrupt file
 * is moved aside with a warning, never a crash. What changed is decided by {@link StatusChanges}.
 */
public final class StateStore {
  public static final String KNOWN = "known.json";
  public static final String LAST_REPORT = "last-report.json";
  public static final String HISTORY = "history.jsonl";
  public static final String HEAL_STREAKS = "heal-streaks.json";
  /** A history line is about 150 bytes; a far longer one is damage, skipped without holding it in memory. */
  private static final int MAX_HISTORY_LINE = 64 * 1024;
  /** Past this size the history is rotated to {@link #HISTORY_OLDER} before the next append. */
  static final long MAX_HISTORY_BYTES = 8L * 1024 * 1024;
  /** The history before the last rotation (one generation is kept). */
  public static final String HISTORY_OLDER = HISTORY + ".1";
  /** At most this many changes are read (the newest): memory stays bounded, whatever the files hold. */
  public static final int MAX_HISTORY_CHANGES = 50_000;

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
    directory.requireRegularOrAbsent(List.of(HISTORY, HISTORY_OLDER, KNOWN, LAST_REPORT, HEAL_STREAKS));
    return new StateStore(dir, directory);
  }

  /** The state for a command that only reads: nothing is created, and a missing directory is empty. */
  public static StateStore existing(Path dir) throws IOException {
    Optional<StateDirectory> directory = StateDirectory.existing(dir);
    if (directory.isPresent()) {
      directory.get().requireRegularOrAbsent(List.of(HISTORY, HISTORY_OLDER, KNOWN, LAST_REPORT, HEAL_STREAKS));
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
   * What the state knows (empty without a last run). A state file that cannot be parsed is moved
   * aside, so the run that records next starts a fresh history.
   */
  public KnownState load(Consumer<String> warn) {
    return read(warn, true);
  }

  /** Like {@link #load}, for a command that only reads: a bad state file is reported, not moved. */
  public KnownState peek(Consumer<String> warn) {
    return read(warn, false);
  }

  private KnownState read(Consumer<String> warn, boolean moveAside) {
    if (directory == null) {
      return KnownState.EMPTY;
    }
    // known.json; a state directory from before it existed still has its last report to start from
    String name = KNOWN;
    try {
      Optional<String> text = directory.readString(KNOWN);
      if (text.isEmpty()) {
        name = LAST_REPORT;
        text = directory.readString(LAST_REPORT);
      }
      return text.isEmpty() ? KnownState.EMPTY : parse(name, text.get());
    } catch (StateDirectoryException e) {
      warn.accept(e.getMessage());
    } catch (IOException e) {
      if (moveAside) {
        moveAside(name, reason(e), warn);
      } else {
        warn.accept(directory.file(name) + " could not be read (" + reason(e) + ")");
      }
    }
    return KnownState.EMPTY;
  }

  /**
   * The plan durations of the last report, for the start order of the next run; a last report
   * that cannot be read costs one warning and the plans start in run order.
   */
  public LongestFirst lastDurations(Consumer<String> warn) {
    if (directory == null) {
      return LongestFirst.RUN_ORDER;
    }
    try {
      Optional<InputStream> in = directory.openRead(LAST_REPORT);
      if (in.isEmpty()) {
        return LongestFirst.RUN_ORDER;
      }
      try (InputStream report = in.get()) {
        return ReportDurations.read(report);
      }
    } catch (StateDirectoryException e) {
      warn.accept(e.getMessage());
    } catch (JsonProcessingException | ReportDurations.NotAReport e) {
      warn.accept(directory.file(LAST_REPORT) + " is not a readable report; plans start in run order");
    } catch (IOException e) {
      warn.accept(directory.file(LAST_REPORT) + " could not be read (" + OsReason.of(e)
          + "); plans start in run order");
    }
    return LongestFirst.RUN_ORDER;
  }

  private KnownState parse(String name, String text) throws IOException {
    if (name.equals(LAST_REPORT)) {
      return text.isBlank() ? KnownState.EMPTY : lastReport(text);
    }
    JsonNode root = Json.MAPPER.readTree(text);
    if (root == null) {
      return KnownState.EMPTY; // no content at all, as without a last run
    }
    if (!root.isObject()) {
      throw new IOException("not a JSON object");
    }
    return KnownState.fromJson(root);
  }

  /** What a state directory from before {@code known.json} knew: its last report, read as any report is. */
  private KnownState lastReport(String text) throws IOException {
    try {
      return KnownState.fromLastReport(ReportFiles.parse(directory.file(LAST_REPORT).toString(),
          new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))));
    } catch (ReportFiles.NotAReport e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  /**
   * Saves all of a run's state or none of it (contract §9): what is known and the report are staged
   * first (written and synced beside their names: a full disk fails here, and nothing changed), the
   * changes are appended to the history (all lines or none), then both staged files take their
   * names. In this order a crash between the history and the renames repeats a change in the
   * history at worst; the other way round the next run would compare against the new state and
   * the change would be lost.
   */
  public void save(StatusChanges.Outcome recorded) throws IOException {
    StateDirectory target = requireDirectory();
    StateDirectory.Staged known = target.stage(KNOWN, Content.text(out -> Json.writePretty(recorded.next(), out)));
    StateDirectory.Staged report;
    try {
      report = target.stage(LAST_REPORT, Content.text(out -> Json.writePretty(recorded.report(), out)));
    } catch (IOException | RuntimeException e) {
      known.discard();
      throw e;
    }
    try {
      appendHistory(target, recorded);
    } catch (IOException | RuntimeException e) {
      known.discard();
      report.discard();
      throw e;
    }
    known.commit();
    report.commit();
  }

  private static void appendHistory(StateDirectory target, StatusChanges.Outcome recorded) throws IOException {
    if (!recorded.changes().isEmpty()) {
      if (target.size(HISTORY) > MAX_HISTORY_BYTES) {
        target.rename(HISTORY, HISTORY_OLDER); // the generation before is dropped: disk stays at two files
      }
      StringBuilder lines = new StringBuilder();
      for (StatusChange c : recorded.changes()) {
        lines.append(Json.compact(c)).append('\n');
      }
      target.appendLines(HISTORY, lines.toString());
    }
  }

  /**
   * Whether {@code file} is one of the entries stackdrift keeps in the state directory (the lock,
   * the history, the markers, the plans' directory): an output there would replace it. Other names
   * in the directory are free, as under systemd, where the units write their report beside the
   * history ({@code StateDirectory=}).
   */
  public boolean holds(Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    Path parent = absolute.getParent();
    if (parent == null || !keeps(absolute.getFileName().toString())) {
      return false;
    }
    try {
      return parent.toRealPath().equals(dir().toRealPath());
    } catch (IOException e) {
      return false; // a directory that does not exist holds nothing
    }
  }

  /** The names stackdrift keeps in a state directory, now or as a run goes on. */
  static boolean keeps(String name) {
    return List.of(KNOWN, LAST_REPORT, HISTORY, HISTORY_OLDER, HEAL_STREAKS, WorkspaceLock.FILE, SelfHealPause.FILE,
        io.stackdrift.fs.PlanFiles.TMP).contains(name)
        || name.startsWith(WorkspaceLock.FILE + ".") // the shards' locks
        || name.startsWith(RunMarkers.PREFIX) || name.startsWith(ApplyLogs.PREFIX)
        || name.startsWith("."); // the temporary files of atomic writes
  }

  /** Every change in the history (at most the newest {@value #MAX_HISTORY_CHANGES}). */
  public List<StatusChange> history(Consumer<String> warn) throws IOException {
    return history(warn, c -> true);
  }

  /**
   * The changes {@code wanted} keeps, oldest first: the rotated generation, then the current file,
   * each read as a stream; only the newest {@value #MAX_HISTORY_CHANGES} are kept, so memory is
   * bounded whatever the files hold (one warning says how many older ones were left out). Lines
   * that do not parse (a torn write can cut one, even inside a UTF-8 character) are skipped with one
   * warning.
   */
  public List<StatusChange> history(Consumer<String> warn, Predicate<StatusChange> wanted) throws IOException {
    Deque<StatusChange> newest = new ArrayDeque<>();
    long[] dropped = {0};
    for (String name : List.of(HISTORY_OLDER, HISTORY)) {
      readHistory(name, warn, c -> {
        if (!wanted.test(c)) {
          return;
        }
        newest.addLast(c);
        if (newest.size() > MAX_HISTORY_CHANGES) {
          newest.removeFirst();
          dropped[0]++;
        }
      });
    }
    if (dropped[0] > 0) {
      warn.accept(directory.file(HISTORY) + ": the newest " + MAX_HISTORY_CHANGES + " changes are shown; "
          + dropped[0] + " older ones were left out");
    }
    return new ArrayList<>(newest);
  }

  private void readHistory(String name, Consumer<String> warn, Consumer<StatusChange> each) throws IOException {
    Optional<InputStream> in = directory == null ? Optional.empty() : directory.openRead(name);
    if (in.isEmpty()) {
      return;
    }
    int bad = 0;
    try (StrictLines lines = new StrictLines(in.get(), MAX_HISTORY_LINE)) {
      for (String line = lines.next(); line != null; line = lines.next()) {
        if (!line.isBlank() && !parseChange(line, each)) {
          bad++;
        }
      }
      bad += lines.skipped();
    } catch (IOException e) {
      throw new StateDirectoryException("cannot read " + directory.file(name) + ": " + OsReason.of(e), e);
    }
    if (bad > 0) {
      warn.accept(directory.file(name) + ": " + bad + (bad == 1 ? " line that could not be read was"
          : " lines that could not be read were") + " skipped");
    }
  }

  private static boolean parseChange(String line, Consumer<StatusChange> out) {
    try {
      JsonNode n = Json.MAPPER.readTree(line);
      out.accept(new StatusChange(n.path("time").asText(), n.path("stackId").asText(), text(n.path("from")),
          text(n.path("to")), text(n.path("driftCause")), n.path("perpetual").asBoolean(false) ? Boolean.TRUE : null));
      return true;
    } catch (JsonProcessingException e) {
      return false;
    }
  }

  /** A first sighting has no from, a stack that left the workspace no to. */
  private static String text(JsonNode value) {
    return value.isTextual() ? value.asText() : null;
  }

  private StateDirectory requireDirectory() throws IOException {
    if (directory == null) {
      throw new IOException("the state directory " + configured + " does not exist");
    }
    return directory;
  }

  /** One line for an operator: the parser's own message without its source excerpt and internals. */
  private static String reason(IOException e) {
    if (e instanceof JsonProcessingException json) {
      JsonLocation at = json.getLocation();
      return "not valid JSON" + (at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr()
          + ", column " + at.getColumnNr());
    }
    String message = e.getMessage() == null ? OsReason.of(e) : e.getMessage();
    return message.lines().findFirst().orElse(message);
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
