package io.stackdrift.config;

import java.nio.file.Path;

/**
 * One error or warning: the file at fault (or null), the 1-based line and column when known (0
 * otherwise), and what is wrong. Configuration errors, discovery warnings and a run's own warnings
 * are all diagnostics, so one printer shows them all alike. It lives here, in the lowest layer,
 * because configuration is the first producer and depends on nothing.
 */
public record Diagnostic(Severity severity, Path file, int line, int column, String message) {

  /** How bad it is; the JSON and printed name is the lower-case word. */
  public enum Severity {
    ERROR, WARNING;

    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** A configuration error, the most common kind. */
  public Diagnostic(Path file, int line, int column, String message) {
    this(Severity.ERROR, file, line, column, message);
  }

  public static Diagnostic at(Path file, String message) {
    return new Diagnostic(file, 0, 0, message);
  }

  public static Diagnostic warning(Path file, int line, int column, String message) {
    return new Diagnostic(Severity.WARNING, file, line, column, message);
  }

  /** A warning about the run itself, tied to no file. */
  public static Diagnostic warning(String message) {
    return warning(null, 0, 0, message);
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
