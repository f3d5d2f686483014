package io.stackdrift.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/** One digest of every entry below a directory, {@code .git} included: names, kinds, modes and bytes. */
public final class TreeHash {
  private TreeHash() {}

  public static String of(Path dir) throws IOException {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    List<Path> entries;
    try (Stream<Path> walk = Files.walk(dir)) {
      entries = walk.sorted().toList();
    }
    for (Path entry : entries) {
      digest.update(dir.relativize(entry).toString().getBytes(StandardCharsets.UTF_8));
      digest.update((byte) 0);
      if (Files.isSymbolicLink(entry)) {
        digest.update(("link:" + Files.readSymbolicLink(entry)).getBytes(StandardCharsets.UTF_8));
      } else if (Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
        digest.update(Files.getPosixFilePermissions(entry).toString().getBytes(StandardCharsets.UTF_8));
        digest.update(Files.readAllBytes(entry));
      } else {
        digest.update("dir".getBytes(StandardCharsets.UTF_8));
      }
      digest.update((byte) 0);
    }
    return HexFormat.of().formatHex(digest.digest());
  }
}
