package io.stackdrift.engine;

import io.stackdrift.discovery.Stack;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * {@code planHash}: sha256 over the checked stacks in run order and the configuration files of
 * each (OpenTofu and Terramate files directly in the stack directory), so a saved report can be
 * matched to the workspace it describes. Files that {@code tofu init} writes (the dependency lock
 * file) are left out: a plan may init while the hash is taken.
 */
public final class PlanHash {
  private PlanHash() {}

  public static String of(List<Stack> runOrder) {
    MessageDigest digest = sha256();
    byte[] buf = new byte[16 * 1024];
    for (Stack stack : runOrder) {
      update(digest, "stack\0" + stack.id() + "\0" + stack.runtimeRoot() + "\0");
      for (Path file : configFiles(stack.dir())) {
        update(digest, "file\0" + file.getFileName() + "\0");
        try (InputStream in = Files.newInputStream(file)) {
          int n;
          while ((n = in.read(buf)) > 0) {
            digest.update(buf, 0, n);
          }
        } catch (IOException e) {
          update(digest, "unreadable\0");
        }
      }
    }
    return "sha256:" + HexFormat.of().formatHex(digest.digest());
  }

  static String sha256Hex(String text) {
    MessageDigest digest = sha256();
    update(digest, text);
    return HexFormat.of().formatHex(digest.digest());
  }

  private static List<Path> configFiles(Path dir) {
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path p : entries) {
        String name = p.getFileName().toString();
        boolean config = name.endsWith(".tf") || name.endsWith(".tofu") || name.endsWith(".tm")
            || name.endsWith(".tm.hcl") || name.endsWith(".tfvars");
        if (config && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          files.add(p);
        }
      }
    } catch (IOException e) {
      return List.of();
    }
    files.sort(null);
    return files;
  }

  private static void update(MessageDigest digest, String text) {
    digest.update(text.getBytes(StandardCharsets.UTF_8));
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JVM has no SHA-256", e);
    }
  }
}
