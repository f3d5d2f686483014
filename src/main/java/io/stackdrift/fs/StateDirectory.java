package io.stackdrift.fs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A state directory (contract §9): its path made real once and checked by {@link DirectoryTrust};
 * every file in it opened relative to the directory without following links, so a link planted as
 * {@code lock} or {@code history.jsonl} never makes a root run write through it. Directories created
 * here are 0750, files 0640 (the umask may make them stricter).
 *
 * <p>Each operation opens the directory anew and checks it is still the directory that was checked;
 * the object holds no descriptor and needs no closing.
 */
public final class StateDirectory {
  private static final FileAttribute<Set<PosixFilePermission>> DIRECTORY_MODE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-x---"));
  private static final FileAttribute<Set<PosixFilePermission>> FILE_MODE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r-----"));

  private final Path path;
  private final Object fileKey;

  private StateDirectory(Path path, Object fileKey) {
    this.path = path;
    this.fileKey = fileKey;
  }

  /** The directory at {@code path}, created (0750) when missing, checked before anything is written there. */
  public static StateDirectory open(Path path) throws IOException {
    Path absolute = path.toAbsolutePath();
    DirectoryTrust.forThisProcess().checkLinks(absolute); // creating follows them
    create(absolute);
    return checked(absolute);
  }

  /** The directory at {@code path} when it exists, checked; empty when it does not (nothing is created). */
  public static Optional<StateDirectory> existing(Path path) throws IOException {
    Path absolute = path.toAbsolutePath();
    return Files.exists(absolute) ? Optional.of(checked(absolute)) : Optional.empty();
  }

  /** The real path of the directory. */
  public Path path() {
    return path;
  }

  /** The path of a file in the directory, for messages. */
  public Path file(String name) {
    return path.resolve(entry(name));
  }

  /** Whether an entry of that name exists (a link counts; it is not followed). */
  public boolean exists(String name) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      return lstat(dir, name) != null;
    }
  }

  /** The content of a regular file as UTF-8 text; empty when there is no such file. */
  public Optional<String> readString(String name) throws IOException {
    Optional<InputStream> in = openRead(name);
    if (in.isEmpty()) {
      return Optional.empty();
    }
    try (InputStream stream = in.get()) {
      return Optional.of(new String(stream.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw failure("cannot read", name, e);
    }
  }

  /** A stream over a regular file; empty when there is no such file. The caller closes it. */
  public Optional<InputStream> openRead(String name) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      if (regularOrAbsent(dir, name) == null) {
        return Optional.empty();
      }
      return Optional.of(Channels.newInputStream(channel(dir, name, StandardOpenOption.READ)));
    }
  }

  /**
   * Replaces the file atomically: a temporary file created exclusively in the directory, synced,
   * renamed over the name within the directory, then the directory synced. A reader sees the old
   * content or the new, never a part; an existing link of that name is replaced, not followed.
   */
  public void write(String name, String content) throws IOException {
    write(name, Content.of(content));
  }

  /** The same, with content written as it is produced (a report of many stacks is never held whole). */
  public void write(String name, Content content) throws IOException {
    stage(name, content).commit();
  }

  /**
   * A replacement written and synced but not yet in place: {@link Staged#commit} renames it over
   * the name, {@link Staged#discard} removes it. Several staged files make a write of all or none:
   * what fills the disk fails while staging, before any name changes.
   */
  public Staged stage(String name, Content content) throws IOException {
    // Created exclusively in a directory nobody else can write, so the name needs no secrecy.
    String temporary = "." + entry(name) + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp";
    try (SecureDirectoryStream<Path> dir = stream()) {
      try (FileChannel out = channel(dir, temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        content.writeTo(out);
        out.force(true);
      } catch (IOException e) {
        deleteQuietly(dir, temporary);
        throw failure("cannot write", name, e);
      } catch (RuntimeException e) { // content that fails half way leaves no temporary file either
        deleteQuietly(dir, temporary);
        throw e;
      }
    }
    return new Staged(name, temporary);
  }

  /** A file staged by {@link #stage}. */
  public final class Staged {
    private final String name;
    private final String temporary;

    private Staged(String name, String temporary) {
      this.name = name;
      this.temporary = temporary;
    }

    /** Puts the staged file in place of the name, atomically, and syncs the directory. */
    public void commit() throws IOException {
      try (SecureDirectoryStream<Path> dir = stream()) {
        try {
          dir.move(Path.of(temporary), dir, Path.of(name));
        } catch (IOException e) {
          deleteQuietly(dir, temporary);
          throw failure("cannot write", name, e);
        }
        syncDirectory(dir);
      }
    }

    /** Removes the staged file; the name keeps what it had. */
    public void discard() {
      try (SecureDirectoryStream<Path> dir = stream()) {
        deleteQuietly(dir, temporary);
      } catch (IOException e) {
        // the next write's temporary file has another name; this one is left to the operator
      }
    }
  }

  /**
   * Appends whole lines ({@code lines} ends with a newline) and syncs them. A file left ending inside
   * a line (a run killed mid-write) gets a newline first, so the torn line does not swallow the first
   * new one.
   */
  public void appendLines(String name, String lines) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      regularOrAbsent(dir, name);
      try (FileChannel out = channel(dir, name, StandardOpenOption.CREATE, StandardOpenOption.READ,
          StandardOpenOption.WRITE)) {
        long end = out.size();
        out.position(end);
        try {
          writeAll(out, endsInsideLine(out, end) ? "\n" + lines : lines);
          out.force(true);
        } catch (IOException e) {
          out.truncate(end); // a part of the lines (a full disk) is taken back: all of them or none
          throw e;
        }
      } catch (IOException e) {
        throw failure("cannot write", name, e);
      }
    }
  }

  /**
   * Opens (creating when missing) a regular file for reading and writing without truncating it, for a
   * lock: the channel can take the kernel's lock. The caller closes it.
   */
  public FileChannel openLockFile(String name) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      regularOrAbsent(dir, name);
      return channel(dir, name, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }
  }

  /**
   * A new, empty private file (mode 0600) in place of whatever had the name (a link is removed, not
   * followed), for a program to write to by its path: the directory is writable by its owner only,
   * so nobody can swap the file before the program opens it.
   */
  public Path freshFile(String name) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      if (lstat(dir, name) != null) {
        try {
          dir.deleteFile(Path.of(name));
        } catch (NoSuchFileException e) {
          // removed meanwhile: created below
        } catch (IOException e) {
          throw failure("cannot replace", name, e);
        }
      }
      channel(dir, name, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
      return file(name);
    }
  }

  /** The size of a regular file; 0 when it is absent. */
  public long size(String name) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      PosixFileAttributes attrs = regularOrAbsent(dir, name);
      return attrs == null ? 0 : attrs.size();
    }
  }

  /** Removes an entry (a link is removed itself); false when there was none. */
  public boolean delete(String name) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      if (lstat(dir, name) == null) {
        return false;
      }
      try {
        dir.deleteFile(Path.of(name));
        return true;
      } catch (NoSuchFileException e) {
        return false;
      } catch (IOException e) {
        throw failure("cannot remove", name, e);
      }
    }
  }

  /** Renames an entry within the directory (replacing {@code newName}), e.g. a corrupt file moved aside. */
  public void rename(String name, String newName) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      try {
        dir.move(Path.of(entry(name)), dir, Path.of(entry(newName)));
      } catch (IOException e) {
        throw failure("cannot rename", name, e);
      }
      syncDirectory(dir);
    }
  }

  /** Fails, naming the file, when one of these entries exists but is a link or not a regular file. */
  public void requireRegularOrAbsent(List<String> names) throws IOException {
    try (SecureDirectoryStream<Path> dir = stream()) {
      for (String name : names) {
        regularOrAbsent(dir, name);
      }
    }
  }

  private static void create(Path absolute) throws IOException {
    if (Files.isDirectory(absolute)) {
      return;
    }
    if (Files.exists(absolute)) {
      throw new StateDirectoryException("the state directory " + absolute + " is not a directory: choose a directory");
    }
    try {
      Files.createDirectories(absolute, DIRECTORY_MODE);
    } catch (FileAlreadyExistsException e) {
      throw new StateDirectoryException("cannot create the state directory " + absolute + ": " + e.getFile()
          + " is in the way and is not a directory", e);
    } catch (IOException e) {
      throw new StateDirectoryException("cannot create the state directory " + absolute + ": " + OsReason.of(e), e);
    }
  }

  private static StateDirectory checked(Path absolute) throws IOException {
    DirectoryTrust trust = DirectoryTrust.forThisProcess();
    trust.checkLinks(absolute);
    Path real;
    try {
      real = absolute.toRealPath();
    } catch (IOException e) {
      throw new StateDirectoryException("cannot resolve the state directory " + absolute + ": " + OsReason.of(e), e);
    }
    Object key = trust.check(real);
    StateDirectory dir = new StateDirectory(real, key);
    dir.stream().close(); // fails now, not in the middle of a run, where files cannot be opened relative to it
    return dir;
  }

  /** The directory, opened now and checked to be the one checked at first. */
  private SecureDirectoryStream<Path> stream() throws IOException {
    DirectoryStream<Path> opened;
    try {
      opened = Files.newDirectoryStream(path);
    } catch (IOException e) {
      throw new StateDirectoryException("cannot open the state directory " + path + ": " + OsReason.of(e), e);
    }
    if (!(opened instanceof SecureDirectoryStream<Path> dir)) {
      opened.close();
      throw new StateDirectoryException("cannot open files relative to the state directory " + path
          + " on this system, which stackdrift needs to never follow links there");
    }
    try {
      if (!fileKey.equals(dir.getFileAttributeView(BasicFileAttributeView.class).readAttributes().fileKey())) {
        throw new StateDirectoryException("the state directory " + path + " was replaced while stackdrift used it");
      }
      return dir;
    } catch (IOException | RuntimeException e) {
      dir.close();
      throw e instanceof StateDirectoryException s ? s
          : new StateDirectoryException("cannot open the state directory " + path + ": " + e.getMessage(), e);
    }
  }

  private FileChannel channel(SecureDirectoryStream<Path> dir, String name, OpenOption... options) throws IOException {
    Set<OpenOption> all = new HashSet<>(List.of(options));
    all.add(LinkOption.NOFOLLOW_LINKS);
    try {
      return (FileChannel) dir.newByteChannel(Path.of(entry(name)), all, FILE_MODE);
    } catch (IOException e) {
      throw failure("cannot open", name, e);
    }
  }

  /** The entry's attributes, links not followed; null when absent. */
  private PosixFileAttributes lstat(SecureDirectoryStream<Path> dir, String name) throws IOException {
    try {
      return dir.getFileAttributeView(Path.of(entry(name)), PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
          .readAttributes();
    } catch (NoSuchFileException e) {
      return null;
    } catch (IOException e) {
      throw failure("cannot check", name, e);
    }
  }

  /**
   * Refuses a link, anything but a regular file, and a file with a second name (a hard link planted
   * while the directory was open to others would make a write land in someone else's file).
   */
  private PosixFileAttributes regularOrAbsent(SecureDirectoryStream<Path> dir, String name) throws IOException {
    PosixFileAttributes attributes = lstat(dir, name);
    if (attributes == null) {
      return null;
    }
    if (attributes.isSymbolicLink()) {
      throw new StateDirectoryException(file(name) + " is a symbolic link, and stackdrift never follows links in "
          + "its state directory: remove the link (what it points to was not touched)");
    }
    if (!attributes.isRegularFile()) {
      throw new StateDirectoryException(file(name) + " is not a regular file: remove it");
    }
    Object links = Files.getAttribute(file(name), "unix:nlink", LinkOption.NOFOLLOW_LINKS);
    if (links instanceof Integer n && n > 1) {
      throw new StateDirectoryException(file(name) + " has " + n + " hard links, and a write to it would change "
          + "the other names too: remove it");
    }
    return attributes;
  }

  private static boolean endsInsideLine(FileChannel channel, long size) throws IOException {
    if (size == 0) {
      return false;
    }
    ByteBuffer last = ByteBuffer.allocate(1);
    return channel.read(last, size - 1) == 1 && last.get(0) != '\n';
  }

  private static void writeAll(FileChannel out, String content) throws IOException {
    ByteBuffer bytes = ByteBuffer.wrap(content.getBytes(StandardCharsets.UTF_8));
    while (bytes.hasRemaining()) {
      out.write(bytes);
    }
  }

  /** Makes a rename durable; not every file system lets a directory be synced, and there it already is. */
  private static void syncDirectory(SecureDirectoryStream<Path> dir) {
    try (FileChannel self = (FileChannel) dir.newByteChannel(Path.of("."), Set.of(StandardOpenOption.READ))) {
      self.force(true);
    } catch (IOException e) {
      // nothing more to do
    }
  }

  private static void deleteQuietly(SecureDirectoryStream<Path> dir, String name) {
    try {
      dir.deleteFile(Path.of(name));
    } catch (IOException e) {
      // the temporary file was never created, or the directory is gone
    }
  }

  private StateDirectoryException failure(String what, String name, IOException e) {
    if (e instanceof StateDirectoryException already) {
      return already;
    }
    return new StateDirectoryException(what + " " + file(name) + ": " + OsReason.of(e), e);
  }

  /** A plain name in the directory: no separator, not {@code .} or {@code ..}. */
  private static String entry(String name) {
    if (name.isEmpty() || name.equals(".") || name.equals("..") || name.indexOf('/') >= 0 || name.indexOf('\0') >= 0) {
      throw new IllegalArgumentException("not a file name in the state directory: " + name);
    }
    return name;
  }
}
