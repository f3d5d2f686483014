package io.stackdrift.fs;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeoutException;

/**
 * Opens a file for writing with a deadline. Opening a FIFO for writing blocks until a reader opens
 * it, and Java has no O_NONBLOCK, so the open runs on a daemon thread; when no reader comes in time,
 * opening the FIFO for reading here releases that blocked open, and both ends are closed.
 */
final class BoundedOpen {
  private static final Duration RELEASE_WAIT = Duration.ofSeconds(2);

  private BoundedOpen() {}

  static FileChannel open(Path entry, Set<OpenOption> options, Duration readerWait, FileAttribute<?>... attrs)
      throws IOException {
    FutureTask<FileChannel> open = new FutureTask<>(() -> FileChannel.open(entry, options, attrs));
    start(open, "stackdrift-open " + entry);
    try {
      return Descriptor.await(open, readerWait);
    } catch (TimeoutException e) {
      release(entry, open);
      throw new OutputException("a FIFO with no reader (nothing opened it for reading within "
          + readerWait.toMillis() + " ms); start the reader first");
    }
  }

  static void start(Runnable task, String name) {
    Thread thread = new Thread(task, name);
    thread.setDaemon(true); // a thread still blocked in the kernel must not keep the JVM alive
    thread.start();
  }

  private static void release(Path entry, FutureTask<FileChannel> blocked) {
    FutureTask<FileChannel> reader = new FutureTask<>(
        () -> FileChannel.open(entry, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS));
    start(reader, "stackdrift-release " + entry);
    closeWhenOpen(blocked);
    closeWhenOpen(reader);
  }

  private static void closeWhenOpen(FutureTask<FileChannel> open) {
    try {
      Descriptor.await(open, RELEASE_WAIT).close();
    } catch (IOException | TimeoutException | RuntimeException e) {
      open.cancel(true); // nothing more can be done for an open stuck in the kernel; the thread is a daemon
    }
  }
}
