package io.stackdrift.config;

import java.nio.file.Path;

/**
 * One configuration error: the file at fault, the 1-based line and column when known (0 otherwise),
 * and what is wrong.
 */
public record Problem(Path file, int line, int column, String message) {

  public static Problem at(Path file, String message) {
    return new Problem(file, 0, 0, message);
  }

  /** {@code file:line:column: message}, with the file shown relative to {@code base} when below it. */
  public String render(Path base) {
    StringBuilder out = new StringBuilder();
    if (file != null) {
      out.append(display(file, base));
      if (line > 0) {
        out.append(':').append(line);
        if (column > 0) {
          out.append(':').append(column);
        }
      }
      out.append(": ");
    }
    return out.append(message).toString();
  }

  private static String display(Path file, Path base) {
    Path abs = file.toAbsolutePath().normalize();
    if (base != null && abs.startsWith(base)) {
      String rel = base.relativize(abs).toString();
      return rel.isEmpty() ? "." : rel;
    }
    return abs.toString();
  }
}
