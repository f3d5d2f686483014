package io.stackdrift.process;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A made-up process table for {@link ProcessTree}: processes with a parent, a session, a start time
 * and a run marker, that count the signals they get and exit on SIGTERM unless told to ignore it.
 * A process may do something when signalled (start a child while it stops, say).
 */
final class FakeProcesses implements ProcessTree.Table {
  static final long SELF = 1;
  private final Map<Long, Proc> table = new LinkedHashMap<>();
  private boolean noTable;

  /** One made-up process. */
  final class Proc implements ProcessHandle {
    final long pid;
    final long parentPid;
    final long session;
    final long start;
    final String marker;
    boolean alive = true;
    boolean ignoresTerm;
    int terms;
    int kills;
    Consumer<Proc> onTerm = p -> {};

    Proc(long pid, long parentPid, long session, long start, String marker) {
      this.pid = pid;
      this.parentPid = parentPid;
      this.session = session;
      this.start = start;
      this.marker = marker;
    }

    Proc ignoringTerm() {
      ignoresTerm = true;
      return this;
    }

    @Override
    public long pid() {
      return pid;
    }

    @Override
    public Optional<ProcessHandle> parent() {
      return handle(parentPid);
    }

    @Override
    public Stream<ProcessHandle> children() {
      return table.values().stream().filter(p -> p.alive && p.parentPid == pid).map(p -> p);
    }

    @Override
    public Stream<ProcessHandle> descendants() {
      return children().flatMap(c -> Stream.concat(Stream.of(c), c.descendants()));
    }

    @Override
    public Info info() {
      throw new UnsupportedOperationException("not read by ProcessTree");
    }

    @Override
    public CompletableFuture<ProcessHandle> onExit() {
      throw new UnsupportedOperationException("not read by ProcessTree");
    }

    @Override
    public boolean supportsNormalTermination() {
      return true;
    }

    @Override
    public boolean destroy() {
      terms++;
      onTerm.accept(this);
      if (!ignoresTerm) {
        alive = false;
      }
      return true;
    }

    @Override
    public boolean destroyForcibly() {
      kills++;
      alive = false;
      return true;
    }

    @Override
    public boolean isAlive() {
      return alive;
    }

    @Override
    public int compareTo(ProcessHandle other) {
      return Long.compare(pid, other.pid());
    }
  }

  Proc add(long pid, long parent, long session, long start, String marker) {
    Proc p = new Proc(pid, parent, session, start, marker);
    table.put(pid, p);
    return p;
  }

  Proc get(long pid) {
    return table.get(pid);
  }

  /** As on a system without /proc: only the handles' own descendants are known. */
  void withoutTable() {
    noTable = true;
  }

  @Override
  public Map<Long, long[]> snapshot() {
    if (noTable) {
      return null;
    }
    Map<Long, long[]> out = new LinkedHashMap<>();
    table.values().stream().filter(p -> p.alive).forEach(p -> out.put(p.pid, new long[] {p.parentPid, p.session,
        p.start}));
    return out;
  }

  @Override
  public String marker(long pid) {
    Proc p = table.get(pid);
    return p == null || !p.alive ? null : p.marker;
  }

  @Override
  public Optional<ProcessHandle> handle(long pid) {
    Proc p = table.get(pid);
    return p == null || !p.alive ? Optional.empty() : Optional.of(p);
  }

  @Override
  public long self() {
    return SELF;
  }
}
