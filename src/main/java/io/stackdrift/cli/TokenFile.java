package io.stackdrift.cli;

import io.stackdrift.fs.OsReason;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code --listen-token-file}: one token, surrounding white space ignored (a trailing newline is usual). */
final class TokenFile {
  /** A token longer than this is not a token but the wrong file. */
  static final int MAX_BYTES = 4096;

  private TokenFile() {}

  static byte[] read(Path file) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    } catch (IOException e) {
      throw ExitException.usage("--listen-token-file " + file + ": cannot read: " + OsReason.of(e));
    }
    if (bytes.length > MAX_BYTES) {
      throw ExitException.usage("--listen-token-file " + file + ": longer than " + MAX_BYTES + " bytes; is it "
          + "the right file?");
    }
    String token = new String(bytes, StandardCharsets.UTF_8).strip();
    if (token.isEmpty() || token.chars().anyMatch(c -> c < 0x21 || c == 0x7f)) {
      throw ExitException.usage("--listen-token-file " + file + ": " + (token.isEmpty() ? "empty"
          : "the token must be one word of visible characters"));
    }
    return token.getBytes(StandardCharsets.UTF_8);
  }
}
