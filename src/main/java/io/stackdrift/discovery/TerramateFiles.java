package io.stackdrift.discovery;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What counts as a Terramate file, and how one is read. */
final class TerramateFiles {
  private TerramateFiles() {}

  static boolean isTerramateName(Path file) {
    String name = file.getFileName().toString();
    return !name.startsWith(".") && (name.endsWith(".tm") || name.endsWith(".tm.hcl"));
  }

  /** Reads a file as UTF-8; invalid bytes are an error, not silently replaced. */
  static String read(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
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
