package io.stackdrift.process;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The mark one run puts on every process it starts, the way Jenkins' process-tree killer uses a
 * cookie: {@value #VARIABLE}{@code =<run id>/<tool number>} in the environment, inherited by
 * everything the tool starts, even what leaves the tool's session ({@code setsid}, daemons). The
 * tool number lets the sweep after one tool spare the tools still running; the run id finds all
 * of them at once: on a second signal, and in a later run after this one was killed. Best effort:
 * a process that clears its environment is found only through its session.
 */
public final class RunMarker {
  public static final String VARIABLE = "STACKDRIFT_RUN_MARKER";
  /** Suffix of a tool that writes state (an apply): a later run reports it and leaves it alone. */
  static final String WRITES_STATE = "/writes-state";
  private static final SecureRandom RANDOM = new SecureRandom();

  private final String id;
  private final AtomicLong tools = new AtomicLong();
  /** Sessions of the tools running now (a finished tool's session id may be recycled). */
  private final Set<Long> runningSessions = ConcurrentHashMap.newKeySet();

  private RunMarker(String id) {
    this.id = id;
  }

  /** A marker no other run has. */
  public static RunMarker create() {
    byte[] bytes = new byte[16];
    RANDOM.nextBytes(bytes);
    return new RunMarker(HexFormat.of().formatHex(bytes));
  }

  public String id() {
    return id;
  }

  /** The value for the next tool of this run. */
  String nextTool(boolean writesState) {
    return id + "/" + tools.incrementAndGet() + (writesState ? WRITES_STATE : "");
  }

  void started(long session) {
    if (session > 0) {
      runningSessions.add(session);
    }
  }

  void ended(long session) {
    runningSessions.remove(session);
  }

  /**
   * SIGKILL, at once, to every process of this run: the sessions of the running tools and every
   * process that carries the marker. For a second signal, which asks to quit now.
   */
  public void killAll() {
    Set<Long> sessions = Set.copyOf(runningSessions);
    ProcessTree.killAll(new HashSet<>(), new ProcessTree.Scope(sessions::contains, ofRun(id), ProcessTree.SELF_START));
  }

  /** What {@link #endLeftovers} found of an earlier run. */
  public record Leftovers(Set<Long> ended, Set<Long> leftAlone) {
    public boolean none() {
      return ended.isEmpty() && leftAlone.isEmpty();
    }
  }

  /**
   * Ends what an earlier run that was killed left running (SIGTERM, {@code grace}, SIGKILL), except
   * tools that write state: killing an apply could leave its state half-written, so those are only
   * reported.
   */
  public static Leftovers endLeftovers(String runId, Duration grace) {
    String prefix = runId + "/";
    ProcessTree.Scope reads = new ProcessTree.Scope(s -> false,
        m -> m.startsWith(prefix) && !m.endsWith(WRITES_STATE), 0);
    ProcessTree.Scope writes = new ProcessTree.Scope(s -> false,
        m -> m.startsWith(prefix) && m.endsWith(WRITES_STATE), 0);
    Set<Long> ended = ProcessTree.find(reads);
    if (!ended.isEmpty()) {
      ProcessTree.terminate(new HashSet<>(), reads, grace);
    }
    return new Leftovers(ended, ProcessTree.find(writes));
  }

  private static java.util.function.Predicate<String> ofRun(String id) {
    String prefix = id + "/";
    return m -> m.startsWith(prefix);
  }
}
