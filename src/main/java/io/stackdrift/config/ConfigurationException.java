package io.stackdrift.config;

import java.util.List;

/** Every configuration error found in a workspace, reported together. */
public final class ConfigurationException extends Exception {
  private final List<Diagnostic> problems;

  public ConfigurationException(List<Diagnostic> problems) {
    super(problems.size() == 1 ? problems.get(0).message() : problems.size() + " configuration errors");
    this.problems = List.copyOf(problems);
  }

  public List<Diagnostic> problems() {
    return problems;
  }
}
