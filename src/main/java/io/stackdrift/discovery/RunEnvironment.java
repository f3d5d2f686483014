package io.stackdrift.discovery;

import com.google.re2j.Pattern;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The variables {@code terramate run} adds to the environment of a stack's commands
 * ({@code terramate.config.run.env}), or why they cannot be known: then the stack is not planned,
 * as Terramate refuses to run it. {@code error} is one line naming file, line and attribute, for
 * the operator who asked ({@code list --run-env}); {@code detail} is the same line for reports,
 * events and logs, with every quoted value an evaluation error shows replaced by {@code "…"}: the
 * values may come from the host's environment or a file, and an excerpt cut at a length limit
 * would slip past redaction.
 */
public record RunEnvironment(Map<String, String> variables, String error, String detail) {
  public static final RunEnvironment NONE = new RunEnvironment(Map.of(), null, null);
  private static final Pattern QUOTED = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

  /** The variables sorted by name, as Terramate orders them. */
  public RunEnvironment {
    variables = Collections.unmodifiableMap(new TreeMap<>(variables));
  }

  public static RunEnvironment of(Map<String, String> variables) {
    return new RunEnvironment(variables, null, null);
  }

  /** An error that quotes no value (a configuration or type error): the same line everywhere. */
  public static RunEnvironment failed(String error) {
    return new RunEnvironment(Map.of(), error, error);
  }

  /** An evaluation error: {@code place} as it is, {@code message} with its quoted values hidden in the detail. */
  static RunEnvironment failedEvaluating(String place, String message) {
    return new RunEnvironment(Map.of(), place + message, place + QUOTED.matcher(message).replaceAll("\"…\""));
  }

  public boolean failed() {
    return error != null;
  }
}
