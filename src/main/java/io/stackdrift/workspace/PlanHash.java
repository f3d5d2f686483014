package io.stackdrift.workspace;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * {@code planHash} (contract §7): sha256 over the selection in run order, so that a saved report can
 * be matched to the workspace it describes and the shards of one selection to each other. For each
 * stack its {@code runtimeRoot} and '\n', then for each regular file below its directory in byte
 * order of the relative path: path '\0' size '\0' bytes. Sub-stacks, {@code .terraform/} and every
 * dot entry are not descended into, and {@code .terraform.lock.hcl} (which a plan's init may write
 * while the hash is taken) is left out; links are not followed. A file over {@link #MAX_HASHED_BYTES}
 * (no configuration is that large: a stray image, a sparse file) counts by path '\0' size '\0'
 * {@code mtime:<nanoseconds>} '\0' instead of its bytes, so that hashing stays bounded in time.
 *
 * <p>Over a loaded workspace the hash also covers what feeds each stack from outside its directory
 * ({@link StackInputs}): after the stack's own files, each Terramate file of the directories above
 * it, root first, then each file an import of its chain reads, as '/' path-from-the-root '\0' size
 * '\0' bytes; a report made before a parent's globals changed no longer matches.
 */
public final class PlanHash {
  /** Files larger than this are hashed by size and modification time, not read. */
  static final long MAX_HASHED_BYTES = 64L * 1024 * 1024;

  private PlanHash() {}

  public static String of(List<Stack> runOrder, Collection<Stack> workspaceStacks) {
    return of(runOrder, workspaceStacks, () -> false);
  }

  /**
   * @param workspaceStacks every stack of the workspace, selected or not: their directories are the
   *     sub-stacks not descended into
   * @param cancelled checked between files and reads: a signal ends the hashing (the run's report is a
   *     cancelled one anyway)
   */
  public static String of(List<Stack> runOrder, Collection<Stack> workspaceStacks, BooleanSupplier cancelled) {
    return of(runOrder, workspaceStacks, null, cancelled);
  }

  /** The hash of {@code runOrder} in {@code ws}, with what feeds each stack from the directories above it. */
  public static String of(Workspace ws, List<Stack> runOrder, BooleanSupplier cancelled) {
    return of(runOrder, ws.stacks(), ws, cancelled);
  }

  private static String of(List<Stack> runOrder, Collection<Stack> workspaceStacks, Workspace ws,
      BooleanSupplier cancelled) {
    Set<Path> stackDirs = Set.copyOf(workspaceStacks.stream().map(s -> s.dir().toAbsolutePath().normalize())
        .toList());
    MessageDigest digest = Sha256.digest();
    byte[] buf = new byte[64 * 1024];
    for (Stack stack : runOrder) {
      update(digest, stack.runtimeRoot() + "\n");
      Path dir = stack.dir().toAbsolutePath().normalize();
      for (String relative : files(dir, stackDirs)) {
        if (cancelled.getAsBoolean()) {
          return "sha256:" + HexFormat.of().formatHex(digest.digest());
        }
        hashFile(digest, dir.resolve(relative), relative, buf, cancelled);
      }
      if (ws != null) {
        for (String fed : fedFromAbove(ws, stack)) {
          if (cancelled.getAsBoolean()) {
            return "sha256:" + HexFormat.of().formatHex(digest.digest());
          }
          hashFile(digest, ws.root().resolve(fed), "/" + fed, buf, cancelled);
        }
      }
    }
    return "sha256:" + HexFormat.of().formatHex(digest.digest());
  }


  private static List<String> fedFromAbove(Workspace ws, Stack stack) {
    List<String> files = new ArrayList<>(StackInputs.parentTerramateFiles(ws, stack));
    files.addAll(StackInputs.importedFiles(ws, stack));
    return files;
  }

  private static void hashFile(MessageDigest digest, Path file, String relative, byte[] buf,
      BooleanSupplier cancelled) {
    try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
      BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      update(digest, relative + "\0" + attrs.size() + "\0");
      if (attrs.size() > MAX_HASHED_BYTES) {
        Instant modified = attrs.lastModifiedTime().toInstant();
        update(digest, "mtime:" + (modified.getEpochSecond() * 1_000_000_000L + modified.getNano()) + "\0");
        return;
      }
      int n;
      while ((n = in.read(buf)) > 0 && !cancelled.getAsBoolean()) {
        digest.update(buf, 0, n);
      }
    } catch (IOException e) {
      update(digest, relative + "\0unreadable\0"); // a file that cannot be read still changes the hash
    }
  }

  /** The regular files below {@code dir} as '/'-separated relative paths, in byte order. */
  private static List<String> files(Path dir, Set<Path> stackDirs) {
    List<String> out = new ArrayList<>();
    collect(dir, "", stackDirs, out);
    out.sort((a, b) -> Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
    return out;
  }

  private static void collect(Path dir, String prefix, Set<Path> stackDirs, List<String> out) {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path p : entries) {
        String name = p.getFileName().toString();
        if (name.startsWith(".")) {
          continue; // .terraform/, .terraform.lock.hcl, .git and every other dot entry
        }
        BasicFileAttributes attrs = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (attrs.isRegularFile()) {
          out.add(prefix + name);
        } else if (attrs.isDirectory() && !stackDirs.contains(p.normalize())) {
          collect(p, prefix + name + "/", stackDirs, out);
        }
      }
    } catch (IOException e) {
      // an unreadable directory adds nothing; its files cannot be planned from either
    }
  }

  private static void update(MessageDigest digest, String text) {
    digest.update(text.getBytes(StandardCharsets.UTF_8));
  }

}
