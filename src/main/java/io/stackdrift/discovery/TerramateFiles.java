package io.stackdrift.discovery;

import io.stackdrift.fs.BoundedFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What counts as a Terramate file, and how one is read. */
public final class TerramateFiles {
  /** Far beyond any hand-written or generated configuration (contract §9). */
  static final int MAX_BYTES = 16 * 1024 * 1024;

  private TerramateFiles() {}

  static boolean isTerramateName(Path file) {
    String name = file.getFileName().toString();
    return !name.startsWith(".") && (name.endsWith(".tm") || name.endsWith(".tm.hcl"));
  }

  /**
   * The Terramate files ({@code *.tm}, {@code *.tm.hcl}, not hidden) of one directory that are regular
   * files, not links, sorted by name: what Terramate reads of a directory.
   */
  public static List<Path> inDirectory(Path dir) throws IOException {
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        if (isTerramateName(entry) && Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
          files.add(entry);
        }
      }
    } catch (SecurityException e) {
      throw new IOException(e.getMessage(), e);
    }
    files.sort(null);
    return files;
  }

  /**
   * Reads a file as UTF-8; invalid bytes are an error, not silently replaced, and so is a file over
   * {@link #MAX_BYTES} (read no further than that, whatever the file claims its size is).
   */
  static String read(Path file) throws IOException {
    return readText(file, MAX_BYTES, "a Terramate file");
  }

  /** A UTF-8 text file of at most {@code maxBytes} (for tm_file: a file of the workspace). */
  public static String readText(Path file, int maxBytes) throws IOException {
    return readText(file, maxBytes, "a file read by tm_file");
  }

  private static String readText(Path file, int maxBytes, String what) throws IOException {
    byte[] bytes = BoundedFile.read(file, maxBytes, what);
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      throw new IOException("not valid UTF-8 text");
    }
  }
}
