package io.stackdrift.container;

import java.util.List;

/**
 * The container side of a run. {@code error} is set when the engine could not be asked (the
 * result is then unavailable); {@code projects} holds the projects checked until then.
 */
public record NativeResult(List<ProjectResult> projects, String error) {

  public static final NativeResult NOT_CHECKED = new NativeResult(List.of(), null);

  /**
   * The same result with its error and what each finding expected and found passed through
   * {@code redact}: they quote the engine's output and the compose file.
   */
  public NativeResult redacted(java.util.function.UnaryOperator<String> redact) {
    List<ProjectResult> cleaned = projects.stream().map(p -> new ProjectResult(p.project(), p.serviceCount(),
        p.probeCount(), p.findings().stream().map(f -> new Finding(f.project(), f.service(), f.container(), f.kind(),
            redact.apply(f.expected()), redact.apply(f.actual()), f.stack())).toList())).toList();
    return new NativeResult(cleaned, error == null ? null : redact.apply(error));
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
