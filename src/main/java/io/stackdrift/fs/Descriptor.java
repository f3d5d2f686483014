package io.stackdrift.fs;

import java.io.Closeable;
import java.io.FileDescriptor;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.time.Duration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A file opened for writing, never following a final link, and what it is according to the open
 * descriptor itself. Java cannot fstat a channel, so the descriptor's number is read from the
 * channel (reflection: the jar's manifest opens java.base/java.io and java.base/sun.nio.ch) and
 * {@code /proc/self/fd/N} is stat'ed: that is the open file, whatever the path names by now.
 */
final class Descriptor implements Closeable {
  enum Type { REGULAR, CHARACTER_DEVICE, FIFO, BLOCK_DEVICE, DIRECTORY, SOCKET, OTHER }

  private static final int TYPE_BITS = 0170000;
  private static final Field CHANNEL_FD = field("sun.nio.ch.FileChannelImpl", "fd");
  private static final Field DESCRIPTOR_FD = field(FileDescriptor.class.getName(), "fd");

  private final Path path;
  private final FileChannel channel;
  private final Type type;
  private final int mode;
  private final int gid;
  private final int uid;

  private Descriptor(Path path, FileChannel channel, Type type, int mode, int gid, int uid) {
    this.path = path;
    this.channel = channel;
    this.type = type;
    this.mode = mode;
    this.gid = gid;
    this.uid = uid;
  }

  /**
   * Opens {@code entry} (no link, no truncation) with {@code options}; null when it does not exist
   * and {@code options} do not create it. A FIFO nobody reads is an error after {@code readerWait},
   * never a hang: Java cannot open it non-blocking, so the open runs on a thread of its own.
   */
  static Descriptor open(Path entry, Set<? extends OpenOption> options, Duration readerWait, FileAttribute<?>... attrs)
      throws IOException {
    Set<OpenOption> all = new HashSet<>(options);
    all.add(LinkOption.NOFOLLOW_LINKS);
    FileChannel channel;
    try {
      channel = BoundedOpen.open(entry, all, readerWait, attrs);
    } catch (NoSuchFileException e) {
      return null;
    }
    try {
      Map<String, Object> stat = Files.readAttributes(Path.of("/proc/self/fd/" + number(channel)),
          "unix:mode,gid,uid");
      int mode = (Integer) stat.get("mode");
      return new Descriptor(entry, channel, typeOf(mode), mode & 07777, (Integer) stat.get("gid"),
          (Integer) stat.get("uid"));
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  Type type() {
    return type;
  }

  /** The permission bits, e.g. 0640. */
  int mode() {
    return mode;
  }

  int gid() {
    return gid;
  }

  int uid() {
    return uid;
  }

  Path path() {
    return path;
  }

  /**
   * Writes all of {@code content}. A regular file is written here; a device or FIFO on a thread
   * of its own, given up (and closed) after {@code limit}: a reader that stops reading must not
   * hold the run.
   */
  void write(ByteBuffer content, Duration limit) throws IOException {
    if (type == Type.REGULAR) {
      writeFully(content);
      return;
    }
    FutureTask<Void> write = new FutureTask<>(() -> {
      writeFully(content);
      return null;
    });
    BoundedOpen.start(write, "stackdrift-write " + path);
    try {
      await(write, limit);
    } catch (TimeoutException e) {
      channel.close(); // wakes the blocked write
      throw new OutputException("the reader took nothing for " + limit.toSeconds() + " s; the output was abandoned");
    }
  }

  private void writeFully(ByteBuffer content) throws IOException {
    while (content.hasRemaining()) {
      channel.write(content);
    }
  }

  /** fsync; a device or FIFO has nothing to sync. */
  void sync() throws IOException {
    if (type == Type.REGULAR) {
      channel.force(true);
    }
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }

  static <T> T await(FutureTask<T> task, Duration limit) throws IOException, TimeoutException {
    try {
      return task.get(limit.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IOException(e.getCause());
    }
  }

  private static Type typeOf(int mode) {
    return switch (mode & TYPE_BITS) {
      case 0100000 -> Type.REGULAR;
      case 0020000 -> Type.CHARACTER_DEVICE;
      case 0010000 -> Type.FIFO;
      case 0060000 -> Type.BLOCK_DEVICE;
      case 0040000 -> Type.DIRECTORY;
      case 0140000 -> Type.SOCKET;
      default -> Type.OTHER;
    };
  }

  private static int number(FileChannel channel) throws OutputException {
    if (CHANNEL_FD == null || DESCRIPTOR_FD == null || !CHANNEL_FD.getDeclaringClass().isInstance(channel)) {
      throw new OutputException("cannot check the file type on the open descriptor: run java with "
          + "--add-opens java.base/java.io=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED "
          + "(the stackdrift jar's manifest has them)");
    }
    try {
      return DESCRIPTOR_FD.getInt(CHANNEL_FD.get(channel));
    } catch (IllegalAccessException e) {
      throw new OutputException("cannot read the descriptor number: " + e.getMessage());
    }
  }

  private static Field field(String className, String name) {
    try {
      Field f = Class.forName(className).getDeclaredField(name);
      f.setAccessible(true);
      return f;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null; // not opened to us: number() says how to run
    }
  }
}
