package io.stackdrift.container;

import java.util.List;

/**
 * The container side of a run. {@code error} is set when the engine could not be asked (the
 * result is then unavailable); {@code projects} holds the projects checked until then.
 */
public record NativeResult(List<ProjectResult> projects, String error) {

  public static final NativeResult NOT_CHECKED = new NativeResult(List.of(), null);

  /** The same result with its error passed through {@code redact} (it may quote a tool's output). */
  public NativeResult redacted(java.util.function.UnaryOperator<String> redact) {
    return error == null ? this : new NativeResult(projects, redact.apply(error));
  }

  public boolean checked() {
    return !projects.isEmpty() || error != null;
  }

  public boolean unavailable() {
    return error != null;
  }

  public List<Finding> findings() {
    return projects.stream().flatMap(p -> p.findings().stream()).toList();
  }
}
