package io.stackdrift.render;

/**
 * Why a stack's (or the project's) generated code cannot be rendered: Terramate's kind of error
 * ({@code assertion failed}, {@code invalid generate block label}, ...) and a message that names the
 * file and line at fault.
 */
public final class GenerationException extends Exception {
  private final String kind;

  public GenerationException(String kind, String message) {
    super(message);
    this.kind = kind;
  }

  /** Terramate's kind of error, as its errors.Kind string. */
  public String kind() {
    return kind;
  }
}
