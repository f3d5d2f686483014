package io.stackdrift.fs;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The saved plans of one run (contract §4b): a plan file holds the configuration, the state and
 * secrets in clear, so each lives in a directory of its own, mode 0700, created without following
 * links, inside one directory for the run ({@code plans-<pid>-<random>}, 0700) under the state
 * directory's {@code tmp/}, or in the system's temporary directory without one. A plan file is
 * removed as soon as it is not needed ({@link #discard}), and the run's directory when the run
 * ends ({@link #close}); the directories of runs that are gone (SIGKILL, power loss) are removed
 * by the next run that opens its plan files in the same place. {@code tmp/} and every directory
 * below it on the way to a plan must be the run's own, owned by its user and writable by nobody
 * else ({@link OwnDirectory}), or no plan is saved there: whoever else could write one of them could
 * put their own plan where the apply reads it.
 *
 * <p>A run is alive while it holds the exclusive lock on the {@value #ALIVE} file of its directory,
 * taken before any plan is saved and held until the run's directory is removed, so death is told
 * by the kernel, never by "a process with that pid exists": a pid is reused, and a container's
 * entrypoint is pid 1 in every namespace (contract §9, "Fail closed").
 */
public final class PlanFiles implements AutoCloseable {
  /** The state directory's directory for the files of runs in progress. */
  public static final String TMP = "tmp";
  static final String PREFIX = "plans-";
  static final String SYSTEM_PREFIX = "stackdrift-plans-";
  private static final FileAttribute<Set<PosixFilePermission>> PRIVATE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));
  static final FileAttribute<Set<PosixFilePermission>> PRIVATE_FILE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));
  /** The file of a run's directory whose lock the run holds for its whole life. */
  static final String ALIVE = ".alive";
  private static final PlanFiles NONE = new PlanFiles(null, null, null);
  /**
   * The run directories this process holds: their locks are not tried here, since closing a second
   * descriptor of a locked file drops every lock the process holds on it (POSIX record locks).
   */
  private static final Set<Path> HELD_HERE = ConcurrentHashMap.newKeySet();

  private final Path run;
  private final FileChannel alive;
  private final Path heldKey;
  private final AtomicInteger next = new AtomicInteger();

  private PlanFiles(Path run, FileChannel alive, Path heldKey) {
    this.run = run;
    this.alive = alive;
    this.heldKey = heldKey;
  }

  /** No saved plans: details by address only ({@code detect.details = "addresses"}). */
  public static PlanFiles none() {
    return NONE;
  }

  /**
   * The plan files of a run under {@code stateDir}'s {@code tmp/} (null: the system's temporary
   * directory); the leftovers of dead runs there are removed first, each with a warning. A
   * {@code tmp/} that is not the run's own fails, naming it and the {@code chown}/{@code chmod}
   * that fixes it.
   */
  public static PlanFiles open(Path stateDir, Consumer<String> warn) throws IOException {
    String pid = Long.toString(ProcessHandle.current().pid());
    String name = pid + "-" + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
    if (stateDir == null) {
      Path parent = Path.of(System.getProperty("java.io.tmpdir"));
      removeLeftovers(parent, SYSTEM_PREFIX, warn);
      return held(parent, SYSTEM_PREFIX + name);
    }
    Path tmp = stateDir.resolve(TMP);
    if (!Files.exists(tmp, LinkOption.NOFOLLOW_LINKS)) {
      privateDirectory(stateDir, TMP);
    }
    OwnDirectory.require(tmp); // before anything in it is trusted, removed or saved
    removeLeftovers(tmp, PREFIX, warn);
    return held(tmp, PREFIX + name);
  }

  /**
   * The run's directory {@code name} in {@code parent}, with the lock that says it is alive taken
   * before the directory has its name: made as a hidden directory, locked, then renamed, so no
   * other run ever sees it without its lock held.
   */
  private static PlanFiles held(Path parent, String name) throws IOException {
    Path hidden = privateDirectory(parent, "." + name);
    Path run = parent.resolve(name);
    Path key = hidden.toRealPath().resolveSibling(name); // the real path: the same file for every run of this process
    HELD_HERE.add(key);
    FileChannel channel = null;
    try {
      channel = FileChannel.open(hidden.resolve(ALIVE), Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
          LinkOption.NOFOLLOW_LINKS), PRIVATE_FILE);
      if (channel.tryLock() == null) {
        throw new IOException(hidden.resolve(ALIVE) + " is locked by another process");
      }
      Files.move(hidden, run, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      return new PlanFiles(run, channel, key);
    } catch (IOException | RuntimeException e) {
      if (channel != null) {
        channel.close();
      }
      HELD_HERE.remove(key);
      deleteTree(Files.exists(hidden, LinkOption.NOFOLLOW_LINKS) ? hidden : run);
      throw e;
    }
  }

  /** A new private directory for one stack's plan, and the plan file's path in it; null for {@link #none}. */
  public Path forPlan() throws IOException {
    if (run == null) {
      return null;
    }
    return privateDirectory(run, Integer.toString(next.incrementAndGet())).resolve("plan.tfplan");
  }

  /**
   * Fails, naming the directory and the fix, unless every directory on the way to {@code planFile}
   * below the state directory (its own, the run's, {@code tmp/}) is still the run's own: a plan in a
   * directory another user can write may not be the plan the tool wrote. In the system's temporary
   * directory the run's directory is the first of them: that one is shared, and sticky.
   */
  static void requireOwnPath(Path planFile) throws IOException {
    Path dir = planFile.toAbsolutePath().getParent();
    Path run = dir == null ? null : dir.getParent();
    if (run == null || run.getFileName() == null) {
      throw new IOException(planFile + " is not in a directory of saved plans");
    }
    OwnDirectory.require(dir);
    OwnDirectory.require(run);
    if (run.getFileName().toString().startsWith(PREFIX) && run.getParent() != null) {
      OwnDirectory.require(run.getParent());
    }
  }

  /** Removes a plan file and its directory; null is nothing. A failure is the caller's to tell. */
  public void discard(Path planFile) throws IOException {
    if (planFile == null) {
      return;
    }
    try { // the plan file alone, as nearly always: two calls, not a walk (one per stack of a run)
      Files.deleteIfExists(planFile);
      Files.deleteIfExists(planFile.getParent());
    } catch (DirectoryNotEmptyException e) {
      deleteTree(planFile.getParent()); // the tool left more beside it
    }
  }

  /** Removes every plan file of the run. */
  @Override
  public void close() throws IOException {
    if (run == null) {
      return;
    }
    try {
      deleteTree(run); // before the lock goes: a run that sees it free finds nothing of a live run's
    } finally {
      alive.close();
      HELD_HERE.remove(heldKey);
    }
  }

  private static Path privateDirectory(Path parent, String name) throws IOException {
    Path dir = parent.resolve(name);
    Files.createDirectory(dir, PRIVATE); // fails on anything already there, a link too
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------")); // whatever the umask took
    return dir;
  }

  /** The run directories of processes that no longer run. */
  private static void removeLeftovers(Path parent, String prefix, Consumer<String> warn) throws IOException {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(parent, prefix + "*")) {
      for (Path entry : entries) {
        String rest = entry.getFileName().toString().substring(prefix.length());
        int dash = rest.indexOf('-');
        if (dash <= 0 || !Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS) || !ownedByUs(entry)) {
          continue;
        }
        if (!alive(entry, rest.substring(0, dash))) {
          deleteTree(entry);
          warn.accept("removed the saved plans of a run that ended without removing them (" + entry + ")");
        }
      }
    }
  }

  /**
   * Whether the run of {@code entry} still holds its lock. A directory without the lock file is one
   * of a version that took none: then, and only then, its pid ({@code pid}) tells.
   */
  private static boolean alive(Path entry, String pid) throws IOException {
    try {
      if (HELD_HERE.contains(entry.toRealPath())) {
        return true;
      }
    } catch (IOException e) {
      return true; // gone meanwhile (its run ended), or not ours to judge
    }
    FileChannel channel;
    try {
      channel = FileChannel.open(entry.resolve(ALIVE), Set.of(StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS));
    } catch (NoSuchFileException e) {
      return pidAlive(pid);
    } catch (IOException e) {
      return true; // not ours to judge (a link, a mode that refuses): left alone
    }
    try (channel) {
      return channel.tryLock() == null;
    } catch (OverlappingFileLockException e) {
      return true;
    }
  }

  private static boolean pidAlive(String pid) {
    try {
      return ProcessHandle.of(Long.parseLong(pid)).isPresent();
    } catch (NumberFormatException e) {
      return true;
    }
  }

  /** Another user's directory in a shared place is theirs to remove. */
  private static boolean ownedByUs(Path entry) throws IOException {
    return Files.getAttribute(entry, "unix:uid", LinkOption.NOFOLLOW_LINKS)
        .equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
  }

  /** Deletes a directory and what is in it; links are removed, never followed. */
  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    Files.walkFileTree(dir, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
        deleteIfThere(file);
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult postVisitDirectory(Path d, IOException failure) throws IOException {
        if (failure != null) {
          throw failure;
        }
        deleteIfThere(d);
        return FileVisitResult.CONTINUE;
      }
    });
  }

  private static void deleteIfThere(Path p) throws IOException {
    try {
      Files.delete(p);
    } catch (NoSuchFileException e) {
      // gone already
    }
  }
}
