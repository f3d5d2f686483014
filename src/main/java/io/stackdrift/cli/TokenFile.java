package io.stackdrift.cli;

import io.stackdrift.fs.BoundedFile;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.SecretFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * {@code --listen-token-file} and {@code --webhook-secret-file}: one token, surrounding white space ignored (a trailing newline is
 * usual). A secret: the file must be a regular file that only its owner (root or the user running
 * stackdrift) can write and nobody else can read, and the token long enough to guess at no rate.
 */
final class TokenFile {
  /** A token longer than this is not a token but the wrong file. */
  static final int MAX_BYTES = 4096;
  /** Shorter is guessable: {@code openssl rand -hex 16} gives 32. */
  static final int MIN_CHARS = 16;

  private TokenFile() {}

  /** The token in {@code file}; a usage error naming {@code flag} when it is not one. */
  static byte[] read(Path file, String flag) {
    String problem = SecretFile.problem(file);
    if (problem != null) {
      throw ExitException.usage(flag + " " + problem);
    }
    byte[] bytes;
    try {
      bytes = BoundedFile.read(file, MAX_BYTES, "a token file");
    } catch (IOException e) {
      throw ExitException.usage(flag + " " + file + ": cannot read: "
          + (e.getMessage() != null && e.getMessage().startsWith("larger than") ? "longer than " + MAX_BYTES
              + " bytes; is it the right file?" : OsReason.of(e)));
    }
    String token = new String(bytes, StandardCharsets.UTF_8).strip();
    if (token.isEmpty() || token.chars().anyMatch(c -> c < 0x21 || c == 0x7f)) {
      throw ExitException.usage(flag + " " + file + ": " + (token.isEmpty() ? "empty"
          : "the token must be one word of visible characters"));
    }
    if (token.length() < MIN_CHARS) {
      throw ExitException.usage(flag + " " + file + ": the token has " + token.length()
          + " characters; use at least " + MIN_CHARS + " (openssl rand -hex 16)");
    }
    return token.getBytes(StandardCharsets.UTF_8);
  }
}
