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

  /**
   * This result with the {@code requested} projects checked again (a watch's check between cycles),
   * in the order of {@code order}, the projects as the run names them. A requested project that
   * {@code fresh} did not return (its check failed) is dropped: it is unchecked now, never shown as
   * it was. The fresh error wins; this result's error is kept while any project is unchecked, so it
   * clears only once every project has been checked again.
   */
  public NativeResult replacing(NativeResult fresh, java.util.Collection<String> requested, List<String> order) {
    java.util.Map<String, ProjectResult> byName = new java.util.LinkedHashMap<>();
    projects.forEach(p -> byName.put(p.project().name(), p));
    requested.forEach(byName::remove);
    fresh.projects.forEach(p -> byName.put(p.project().name(), p));
    List<ProjectResult> merged = new java.util.ArrayList<>();
    order.stream().map(byName::remove).filter(java.util.Objects::nonNull).forEach(merged::add);
    merged.addAll(byName.values());
    if (fresh.error != null) {
      return new NativeResult(List.copyOf(merged), fresh.error);
    }
    boolean allChecked = merged.size() >= order.size();
    return new NativeResult(List.copyOf(merged), allChecked ? null : error);
  }

  /** The findings of one project. */
  public List<Finding> findings(String project) {
    return findings().stream().filter(f -> f.project().equals(project)).toList();
  }

  public List<Finding> findings() {
    return projects.stream().flatMap(p -> p.findings().stream()).toList();
  }
}
