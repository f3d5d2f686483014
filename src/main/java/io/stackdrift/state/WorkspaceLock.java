package io.stackdrift.state;

import io.stackdrift.fs.StateDirectory;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;

/**
 * One run at a time per workspace (contract §9): an exclusive lock on {@code lock} in the state
 * directory, holding the holder's pid. The kernel drops the lock when its process dies, so a
 * lock left by a killed run is simply taken over. The file is opened without following links and
 * never truncated before the lock is held: a link planted as {@code lock} is an error, not a target.
 */
public final class WorkspaceLock implements AutoCloseable {
  public static final String FILE = "lock";
  private static final long RETRY_NANOS = 100_000_000L;
  /** "pid " and a pid take a dozen characters; more is not ours and is cut. */
  private static final int MAX_HOLDER = 40;

  /** Another process holds the lock. */
  public static final class HeldException extends Exception {
    private final String holder;
    private final Path file;

    HeldException(String holder, Path file) {
      super("another stackdrift run (" + holder + ") holds the " + (file.getFileName().toString().equals(FILE)
          ? "workspace lock " : "lock ") + file);
      this.holder = holder;
      this.file = file;
    }

    public String holder() {
      return holder;
    }

    public Path file() {
      return file;
    }
  }

  /**
   * Lock files this JVM holds. It must never open a second handle on one: the kernel's lock belongs
   * to the process, and closing any of its handles to the file drops it.
   */
  private static final Set<Path> HELD_HERE = ConcurrentHashMap.newKeySet();

  private final Path file;
  private final FileChannel channel;

  private WorkspaceLock(Path file, FileChannel channel) {
    this.file = file;
    this.channel = channel;
  }

  /** Takes the lock, waiting up to {@code wait} (zero: fail at once when it is held). */
  public static WorkspaceLock acquire(StateDirectory stateDir, Duration wait) throws IOException, HeldException {
    return acquire(stateDir, FILE, wait);
  }

  /**
   * Takes the lock file {@code name} of the state directory: a shard's lock ({@code
   * lock.shard-K-of-N}, contract §11) lets the shards of one selection run at once on one host.
   */
  public static WorkspaceLock acquire(StateDirectory stateDir, String name, Duration wait)
      throws IOException, HeldException {
    Path file = stateDir.file(name);
    long deadline = System.nanoTime() + wait.toNanos();
    while (true) {
      if (HELD_HERE.add(file)) {
        WorkspaceLock taken = null;
        try {
          taken = tryTake(stateDir, name, file);
        } finally {
          if (taken == null) {
            HELD_HERE.remove(file);
          }
        }
        if (taken != null) {
          return taken;
        }
      }
      if (System.nanoTime() >= deadline) {
        throw new HeldException(holder(stateDir, name, file), file);
      }
      LockSupport.parkNanos(RETRY_NANOS);
    }
  }

  /** The lock with this process's pid written in it, or null when another process holds it. */
  private static WorkspaceLock tryTake(StateDirectory stateDir, String name, Path file) throws IOException {
    FileChannel channel = stateDir.openLockFile(name);
    try {
      if (channel.tryLock() == null) {
        channel.close();
        return null;
      }
      channel.truncate(0);
      channel.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)),
          0);
      channel.force(false);
      return new WorkspaceLock(file, channel);
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  private static String holder(StateDirectory stateDir, String name, Path file) {
    if (HELD_HERE.contains(file)) {
      return "pid " + ProcessHandle.current().pid(); // reading the file would open a second handle
    }
    try {
      String text = stateDir.readString(name).orElse("").lines().findFirst().orElse("").strip();
      return text.isEmpty() ? "pid unknown" : text.substring(0, Math.min(text.length(), MAX_HOLDER));
    } catch (IOException e) {
      return "pid unknown";
    }
  }

  /** Releases the lock: closing the channel drops it. */
  @Override
  public void close() throws IOException {
    if (!channel.isOpen()) {
      return;
    }
    try {
      channel.close();
    } finally {
      HELD_HERE.remove(file);
    }
  }
}
