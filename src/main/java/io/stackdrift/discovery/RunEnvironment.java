package io.stackdrift.discovery;

import java.util.Map;

/**
 * The variables {@code terramate run} adds to the environment of a stack's commands
 * ({@code terramate.config.run.env}), or why they cannot be known: then the stack is not planned,
 * as Terramate refuses to run it. {@code error} is one line naming file, line and attribute.
 */
public record RunEnvironment(Map<String, String> variables, String error) {
  public static final RunEnvironment NONE = new RunEnvironment(Map.of(), null);

  public static RunEnvironment failed(String error) {
    return new RunEnvironment(Map.of(), error);
  }

  public boolean failed() {
    return error != null;
  }
}
