package io.stackdrift.state;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.StateDirectory;
import io.stackdrift.fs.StateDirectoryException;
import io.stackdrift.report.Json;
import io.stackdrift.report.StatusChange;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * {@code history.jsonl} of a state directory: one line per status change, appended by the run that
 * saw it (all lines or none), rotated to {@link #OLDER} past {@link #MAX_BYTES}, and read back as
 * a stream whose memory stays bounded whatever the files hold. {@link StateStore} appends as part
 * of saving a run's state and reads through it.
 */
public final class StatusHistory {
  public static final String FILE = "history.jsonl";
  /** The history before the last rotation (one generation is kept). */
  public static final String OLDER = FILE + ".1";
  /** At most this many changes are read (the newest): memory stays bounded, whatever the files hold. */
  public static final int MAX_CHANGES = 50_000;
  /** Past this size the history is rotated to {@link #OLDER} before the next append. */
  static final long MAX_BYTES = 8L * 1024 * 1024;
  /** A history line is about 150 bytes; a far longer one is damage, skipped without holding it in memory. */
  private static final int MAX_LINE = 64 * 1024;

  private StatusHistory() {}

  /** Appends one line per change (nothing when there is none), rotating a file grown past {@link #MAX_BYTES}. */
  static void append(StateDirectory target, List<StatusChange> changes) throws IOException {
    if (changes.isEmpty()) {
      return;
    }
    if (target.size(FILE) > MAX_BYTES) {
      target.rename(FILE, OLDER); // the generation before is dropped: disk stays at two files
    }
    StringBuilder lines = new StringBuilder();
    for (StatusChange c : changes) {
      lines.append(Json.compact(c)).append('\n');
    }
    target.appendLines(FILE, lines.toString());
  }

  /**
   * The changes {@code wanted} keeps, oldest first: the rotated generation, then the current file,
   * each read as a stream; only the newest {@value #MAX_CHANGES} are kept, so memory is bounded
   * whatever the files hold (one warning says how many older ones were left out). Lines that do
   * not parse (a torn write can cut one, even inside a UTF-8 character) are skipped with one
   * warning. A missing directory ({@code directory} null) has no history.
   */
  static List<StatusChange> read(StateDirectory directory, Consumer<String> warn, Predicate<StatusChange> wanted)
      throws IOException {
    Deque<StatusChange> newest = new ArrayDeque<>();
    long[] dropped = {0};
    for (String name : List.of(OLDER, FILE)) {
      read(directory, name, warn, c -> {
        if (!wanted.test(c)) {
          return;
        }
        newest.addLast(c);
        if (newest.size() > MAX_CHANGES) {
          newest.removeFirst();
          dropped[0]++;
        }
      });
    }
    if (dropped[0] > 0) {
      warn.accept(directory.file(FILE) + ": the newest " + MAX_CHANGES + " changes are shown; "
          + dropped[0] + " older ones were left out");
    }
    return new ArrayList<>(newest);
  }

  private static void read(StateDirectory directory, String name, Consumer<String> warn,
      Consumer<StatusChange> each) throws IOException {
    Optional<InputStream> in = directory == null ? Optional.empty() : directory.openRead(name);
    if (in.isEmpty()) {
      return;
    }
    int bad = 0;
    try (StrictLines lines = new StrictLines(in.get(), MAX_LINE)) {
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
          text(n.path("to")), text(n.path("driftCause")), n.path("perpetual").asBoolean(false) ? Boolean.TRUE : null,
          text(n.path("revision")), n.path("dirty").asBoolean(false) ? Boolean.TRUE : null,
          text(n.path("health")), text(n.path("reconciledBy")), text(n.path("appliedRevision"))));
      return true;
    } catch (JsonProcessingException e) {
      return false;
    }
  }

  /** A first sighting has no from, a stack that left the workspace no to. */
  private static String text(JsonNode value) {
    return value.isTextual() ? value.asText() : null;
  }
}
