package io.stackdrift.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * One run at a time per workspace (contract §9): an exclusive lock on {@code lock} in the state
 * directory, holding the holder's pid. The kernel drops the lock when its process dies, so a
 * lock left by a killed run is simply taken over.
 */
public final class WorkspaceLock implements AutoCloseable {
  public static final String FILE = "lock";
  private static final long RETRY_NANOS = 100_000_000L;

  /** Another process holds the lock. */
  public static final class HeldException extends Exception {
    private final String holder;
    private final Path file;

    HeldException(String holder, Path file) {
      super("another stackdrift run (" + holder + ") holds the workspace lock " + file);
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

  private final FileChannel channel;
  private final FileLock lock;

  private WorkspaceLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  /** Takes the lock, waiting up to {@code wait} (zero: fail at once when it is held). */
  public static WorkspaceLock acquire(Path stateDir, Duration wait) throws IOException, HeldException {
    if (!Files.isDirectory(stateDir)) {
      Files.createDirectories(stateDir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-x---")));
    }
    Path file = stateDir.resolve(FILE);
    if (!Files.exists(file)) {
      try {
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r-----")));
      } catch (java.nio.file.FileAlreadyExistsException e) {
        // another run created it first: fine, the lock decides
      }
    }
    FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
    long deadline = System.nanoTime() + wait.toNanos();
    while (true) {
      FileLock lock = tryLock(channel);
      if (lock != null) {
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)),
            0);
        channel.force(false);
        return new WorkspaceLock(channel, lock);
      }
      if (System.nanoTime() >= deadline) {
        String holder = holder(file);
        channel.close();
        throw new HeldException(holder, file);
      }
      LockSupport.parkNanos(RETRY_NANOS);
    }
  }

  private static FileLock tryLock(FileChannel channel) throws IOException {
    try {
      return channel.tryLock();
    } catch (OverlappingFileLockException e) {
      return null; // held by this very process
    }
  }

  private static String holder(Path file) {
    try {
      String text = Files.readString(file).strip();
      return text.isEmpty() ? "pid unknown" : text;
    } catch (IOException e) {
      return "pid unknown";
    }
  }

  @Override
  public void close() throws IOException {
    if (!channel.isOpen()) {
      return;
    }
    try {
      lock.release();
    } finally {
      channel.close();
    }
  }
}
