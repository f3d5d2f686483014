package io.stackdrift.report;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 as the report uses it (planHash, the workspace id, shard partition and selection keys). */
public final class Sha256 {
  private Sha256() {}

  /** A new digest; every Java runtime has SHA-256. */
  public static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }

  /** The digest of {@code text} as UTF-8. */
  public static byte[] of(String text) {
    return digest().digest(text.getBytes(StandardCharsets.UTF_8));
  }

  /** The same in lowercase hex. */
  public static String hex(String text) {
    return HexFormat.of().formatHex(of(text));
  }
}
