package io.stackdrift.fs;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;

/**
 * The one way stackdrift writes a file the user named (report, JUnit, metrics, events, units):
 * contract §9 "Output paths". The path is opened once, without truncation and without following a
 * final link unless it is trusted ({@link FinalLink}); the open descriptor then says what it is. A
 * character device or FIFO is written through that descriptor, with deadlines; a regular file (or
 * none) is replaced atomically in its real directory, keeping its group, and its mode when that is
 * no looser than the output's; anything else is an error. Errors are {@link OutputException}s or
 * IOExceptions whose one-line reason {@link OsReason#of} gives.
 */
public final class OutputFile {
  /** New outputs: rw-r-----. */
  public static final Set<PosixFilePermission> MODE = PosixFilePermissions.fromString("rw-r-----");

  private static final Duration READER_WAIT = Duration.ofSeconds(1);
  private static final Duration WRITE_LIMIT = Duration.ofSeconds(30);

  private OutputFile() {}

  /** Replaces (or writes through) {@code path} with {@code content}, mode 0640 for a new file. */
  public static void replace(Path path, byte[] content) throws IOException {
    replace(path, Content.of(content), MODE);
  }

  /** The same, with content written as it is produced. */
  public static void replace(Path path, Content content) throws IOException {
    replace(path, content, MODE);
  }

  /**
   * The same with {@code mode} for a new file, which is also the loosest mode an existing file may
   * have to keep its own.
   */
  public static void replace(Path path, Content content, Set<PosixFilePermission> mode) throws IOException {
    try {
      replaceResolved(FinalLink.resolve(path), content, mode);
    } catch (FileSystemException e) {
      throw explained(e, path);
    }
  }

  private static void replaceResolved(Path entry, Content content, Set<PosixFilePermission> mode) throws IOException {
    Descriptor existing = Descriptor.open(entry, EnumSet.of(StandardOpenOption.WRITE), READER_WAIT);
    if (existing == null) {
      AtomicReplace.write(entry, content, mode, null, false);
      return;
    }
    try (existing) {
      SharedDirectory.refuseForeign(existing);
      switch (existing.type()) {
        case REGULAR -> {
          Set<PosixFilePermission> kept = noLooser(existing.mode(), mode) ? permissions(existing.mode()) : mode;
          AtomicReplace.write(entry, content, kept, existing.gid(), true);
        }
        case CHARACTER_DEVICE, FIFO -> existing.write(ByteBuffer.wrap(content.bytes()), WRITE_LIMIT);
        default -> throw notWritable(existing.type());
      }
    }
  }

  /**
   * Opens {@code path} to append lines to: a regular file (created 0640 when missing) is appended
   * to, one whole line per write; a device or FIFO is written through.
   */
  public static Lines appendLines(Path path) throws IOException {
    try {
      return appendResolved(FinalLink.resolve(path));
    } catch (FileSystemException e) {
      throw explained(e, path);
    }
  }

  private static Lines appendResolved(Path entry) throws IOException {
    Descriptor d = Descriptor.open(entry, EnumSet.of(StandardOpenOption.WRITE, StandardOpenOption.APPEND), READER_WAIT);
    if (d != null) {
      try {
        SharedDirectory.refuseForeign(d);
      } catch (IOException e) {
        d.close();
        throw e;
      }
    }
    if (d == null) {
      try {
        d = Descriptor.open(entry, EnumSet.of(StandardOpenOption.WRITE, StandardOpenOption.APPEND,
            StandardOpenOption.CREATE_NEW), READER_WAIT, PosixFilePermissions.asFileAttribute(MODE));
      } catch (FileAlreadyExistsException e) { // made by someone else since the first open: append to it
        d = Descriptor.open(entry, EnumSet.of(StandardOpenOption.WRITE, StandardOpenOption.APPEND), READER_WAIT);
      }
    }
    if (d == null) {
      throw new OutputException("it was removed while being opened");
    }
    if (d.type() != Descriptor.Type.REGULAR && d.type() != Descriptor.Type.CHARACTER_DEVICE
        && d.type() != Descriptor.Type.FIFO) {
      Descriptor.Type type = d.type();
      d.close();
      throw notWritable(type);
    }
    return new Lines(d);
  }

  /** An output open for appending lines. */
  public static final class Lines implements Closeable {
    private final Descriptor descriptor;

    private Lines(Descriptor descriptor) {
      this.descriptor = descriptor;
    }

    /** Writes one line, which must end with a newline, in one write: readers never see half of it. */
    public void write(byte[] line) throws IOException {
      descriptor.write(ByteBuffer.wrap(line), WRITE_LIMIT);
    }

    @Override
    public void close() throws IOException {
      try {
        descriptor.sync();
      } finally {
        descriptor.close();
      }
    }
  }

  /** The OS's reason, naming the file only when it is not the output itself (a directory above it, say). */
  private static OutputException explained(FileSystemException e, Path path) {
    String file = e.getFile();
    boolean itself = file == null || Path.of(file).toAbsolutePath().getFileName().equals(path.getFileName());
    return new OutputException(OsReason.of(e) + (itself ? "" : " (" + file + ")"));
  }

  private static OutputException notWritable(Descriptor.Type type) {
    String what = switch (type) {
      case BLOCK_DEVICE -> "a block device";
      case DIRECTORY -> "a directory";
      case SOCKET -> "a socket";
      default -> "not a regular file, character device or FIFO";
    };
    return new OutputException("it is " + what + "; outputs go to regular files, character devices, FIFOs or '-'");
  }

  private static boolean noLooser(int existing, Set<PosixFilePermission> limit) {
    return (existing & ~bits(limit)) == 0;
  }

  private static int bits(Set<PosixFilePermission> permissions) {
    int bits = 0;
    for (PosixFilePermission p : permissions) {
      bits |= 0400 >> p.ordinal();
    }
    return bits;
  }

  private static Set<PosixFilePermission> permissions(int mode) {
    Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
    for (PosixFilePermission p : PosixFilePermission.values()) {
      if ((mode & (0400 >> p.ordinal())) != 0) {
        set.add(p);
      }
    }
    return set;
  }
}
