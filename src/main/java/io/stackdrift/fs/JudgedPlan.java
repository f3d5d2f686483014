package io.stackdrift.fs;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Set;

/**
 * A saved plan as it was judged (contract §4b: what is applied is exactly what was classified): a
 * private copy, made from one open descriptor of the file the tool wrote, and the SHA-256 of the
 * bytes copied. {@code show} and {@code apply} both read the copy, never the tool's file, and the
 * apply checks first that the copy still has that digest ({@link #changed}), so a plan put in its
 * place after it was judged is never applied.
 */
public final class JudgedPlan {
  /** The copy's name, beside the tool's file in the plan's own directory. */
  static final String NAME = "judged.tfplan";
  private static final int BUFFER = 64 * 1024;

  private final Path file;
  private final byte[] digest;

  private JudgedPlan(Path file, byte[] digest) {
    this.file = file;
    this.digest = digest;
  }

  /**
   * Copies {@code planFile}, a saved plan of this run, into its directory, after checking that every
   * directory on its way is the run's own ({@link PlanFiles#requireOwnPath}).
   *
   * @throws NoSuchFileException when the tool wrote no plan file
   * @throws IOException naming the file or directory and why, when the plan cannot be copied
   */
  public static JudgedPlan copyOf(Path planFile) throws IOException {
    PlanFiles.requireOwnPath(planFile);
    requireRegular(planFile);
    Path copy = planFile.resolveSibling(NAME);
    MessageDigest sha = sha256();
    try (FileChannel in = FileChannel.open(planFile, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
         FileChannel out = FileChannel.open(copy, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
             LinkOption.NOFOLLOW_LINKS), PlanFiles.PRIVATE_FILE)) {
      ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
      while (in.read(buffer) >= 0) {
        buffer.flip();
        sha.update(buffer.duplicate());
        while (buffer.hasRemaining()) {
          out.write(buffer);
        }
        buffer.clear();
      }
    } catch (IOException e) {
      Files.deleteIfExists(copy);
      throw new IOException("cannot copy the saved plan " + planFile + " to judge it: " + OsReason.of(e), e);
    }
    return new JudgedPlan(copy, sha.digest());
  }

  /** The copy that was judged: the file {@code show} and {@code apply} are given. */
  public Path file() {
    return file;
  }

  /**
   * Null while the copy is still what was judged (its directories the run's own, its digest the
   * one taken when it was made); else what changed, in words.
   */
  public String changed() {
    try {
      PlanFiles.requireOwnPath(file);
      requireRegular(file);
      MessageDigest sha = sha256();
      try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
        ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
        while (in.read(buffer) >= 0) {
          buffer.flip();
          sha.update(buffer);
          buffer.clear();
        }
      }
      return MessageDigest.isEqual(digest, sha.digest()) ? null
          : "its SHA-256 is no longer the one taken when it was judged";
    } catch (NoSuchFileException e) {
      return file + " is gone";
    } catch (FileSystemException e) {
      return "cannot read " + file + ": " + OsReason.of(e);
    } catch (IOException e) {
      return e.getMessage(); // ours: it names the file or directory
    }
  }

  /** A regular file, not a link (nor a FIFO, whose open would wait for a writer). */
  private static void requireRegular(Path file) throws IOException {
    BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    if (!a.isRegularFile()) {
      throw new IOException(file + " is not a regular file");
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }
}
