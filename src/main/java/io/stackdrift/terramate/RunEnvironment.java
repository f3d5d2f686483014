package io.stackdrift.terramate;

import com.google.re2j.Pattern;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The variables {@code terramate run} adds to the environment of a stack's commands
 * ({@code terramate.config.run.env}), where each is defined ({@code file:line:column}), or why they
 * cannot be known: then the stack is not planned, as Terramate refuses to run it. {@code error} is
 * one line naming file, line and attribute, for the operator who asked ({@code list --run-env});
 * {@code detail} is the same line for reports, events and logs, with every quoted value an
 * evaluation error shows replaced by {@code "…"}: the values may come from the host's environment
 * or a file, and an excerpt cut at a length limit would slip past redaction.
 */
public record RunEnvironment(Map<String, String> variables, Map<String, String> places, String error,
    String detail) {
  public static final RunEnvironment NONE = new RunEnvironment(Map.of(), Map.of(), null, null);
  private static final Pattern QUOTED = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

  /** The variables sorted by name, as Terramate orders them. */
  public RunEnvironment {
    variables = Collections.unmodifiableMap(new TreeMap<>(variables));
    places = Map.copyOf(places);
  }

  public static RunEnvironment of(Map<String, String> variables) {
    return of(variables, Map.of());
  }

  /** The variables and, for those known, the place of their definition. */
  public static RunEnvironment of(Map<String, String> variables, Map<String, String> places) {
    return new RunEnvironment(variables, places, null, null);
  }

  /** An error that quotes no value (a configuration or type error): the same line everywhere. */
  public static RunEnvironment failed(String error) {
    return new RunEnvironment(Map.of(), Map.of(), error, error);
  }

  /** An error for the operator ({@code error}), and its words for reports ({@code detail}) without a value. */
  public static RunEnvironment refused(String error, String detail) {
    return new RunEnvironment(Map.of(), Map.of(), error, detail);
  }

  /** An evaluation error: {@code place} as it is, {@code message} with its quoted values hidden in the detail. */
  static RunEnvironment failedEvaluating(String place, String message) {
    return new RunEnvironment(Map.of(), Map.of(), place + message,
        place + QUOTED.matcher(message).replaceAll("\"…\""));
  }

  /**
   * Why no process can be given this variable, or null: a C string ends at a NUL, and a name ends at
   * its first {@code =}. The JDK refuses such a variable with a message that quotes the value, so it
   * is refused here first, in words that quote nothing.
   */
  static String unpassable(String name, String value) {
    if (name.isEmpty() || name.indexOf('\0') >= 0 || name.indexOf('=') >= 0) {
      return "the name is empty or holds a NUL byte or '='";
    }
    return value.indexOf('\0') >= 0 ? "the value holds a NUL byte" : null;
  }

  /** The same without {@code names} (and their places). */
  public RunEnvironment without(Collection<String> names) {
    Map<String, String> kept = new HashMap<>(variables);
    Map<String, String> keptPlaces = new HashMap<>(places);
    kept.keySet().removeAll(names);
    keptPlaces.keySet().removeAll(names);
    return new RunEnvironment(kept, keptPlaces, error, detail);
  }

  public boolean failed() {
    return error != null;
  }
}
