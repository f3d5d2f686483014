package io.stackdrift.state;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.stackdrift.fs.Content;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.fs.StateDirectoryException;
import io.stackdrift.report.Json;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StatusChange;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The state directory of a workspace: {@code known.json}, each stack's last known status (what the
 * next run compares with), the last report, and {@code history.jsonl}, one line per status change
 * ({@link StatusHistory}), saved together, all or none. Files go through {@link StateDirectory}
 * (links never followed, written atomically); a corrupt file is moved aside with a warning, never
 * a crash. What changed is decided by {@link StatusChanges}.
 */
public final class StateStore {
  public static final String KNOWN = "known.json";
  public static final String LAST_REPORT = "last-report.json";
  public static final String HEAL_STREAKS = "heal-streaks.json";
  /** The files a run reads and replaces: a link or another non-regular file in their place stops it. */
  private static final List<String> REGULAR = List.of(StatusHistory.FILE, StatusHistory.OLDER, KNOWN, LAST_REPORT,
      HEAL_STREAKS);

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
    directory.requireRegularOrAbsent(REGULAR);
    return new StateStore(dir, directory);
  }

  /** The state for a command that only reads: nothing is created, and a missing directory is empty. */
  public static StateStore existing(Path dir) throws IOException {
    Optional<StateDirectory> directory = StateDirectory.existing(dir);
    if (directory.isPresent()) {
      directory.get().requireRegularOrAbsent(REGULAR);
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
   * The plan durations of the last report, for the start order of the next run: its stack entries
   * as far as a start order reads them (id, status, detail, duration, peak memory), empty without
   * one; a last report that cannot be read costs one warning and none is known (the plans start in
   * run order).
   */
  public List<StackEntry> lastDurations(Consumer<String> warn) {
    if (directory == null) {
      return List.of();
    }
    try {
      Optional<InputStream> in = directory.openRead(LAST_REPORT);
      if (in.isEmpty()) {
        return List.of();
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
    return List.of();
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
      StatusHistory.append(target, recorded.changes());
    } catch (IOException | RuntimeException e) {
      known.discard();
      report.discard();
      throw e;
    }
    known.commit();
    report.commit();
  }

  /**
   * Records the revisions heals or a reconcile applied ({@code applied}: stack id to revision, contract
   * §14) in what is known, at once: the next run reports each as its {@code appliedRevision} and
   * writes it on the stack's history line, even when that run is not this process's.
   */
  public void recordApplied(Map<String, String> applied, Consumer<String> warn) throws IOException {
    if (applied.isEmpty()) {
      return;
    }
    KnownState next = load(warn).withApplied(applied, Instant.now().truncatedTo(ChronoUnit.MILLIS).toString());
    requireDirectory().write(KNOWN, Json.pretty(next) + "\n");
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
    return List.of(KNOWN, LAST_REPORT, StatusHistory.FILE, StatusHistory.OLDER, HEAL_STREAKS, WorkspaceLock.FILE, SelfHealPause.FILE,
        io.stackdrift.fs.PlanFiles.TMP).contains(name)
        || name.startsWith(WorkspaceLock.FILE + ".") // the shards' locks
        || name.startsWith(RunMarkers.PREFIX) || name.startsWith(ApplyLogs.PREFIX)
        || name.startsWith("."); // the temporary files of atomic writes
  }

  /** Every change in the history (at most the newest {@value StatusHistory#MAX_CHANGES}). */
  public List<StatusChange> history(Consumer<String> warn) throws IOException {
    return history(warn, c -> true);
  }

  /** The changes of the history {@code wanted} keeps, oldest first, as {@link StatusHistory#read} reads them. */
  public List<StatusChange> history(Consumer<String> warn, Predicate<StatusChange> wanted) throws IOException {
    return StatusHistory.read(directory, warn, wanted);
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
