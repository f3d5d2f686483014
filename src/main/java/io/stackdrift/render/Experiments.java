package io.stackdrift.render;

import java.util.Map;
import java.util.TreeMap;

/**
 * The Terramate experiments a project enables ({@code terramate.config.experiments} in the root's
 * files) that change what {@code terramate generate} writes. In Terramate v0.17.2 two do: {@code tmgen}
 * (config/config.go: each {@code NAME.tmgen} file is an implicit {@code generate_hcl "NAME"} block of
 * its directory's stack, which {@link GenerateConfig} renders) and {@code outputs-sharing}
 * (generate/generate.go: {@code input} and {@code output} blocks generate the files of their
 * {@code sharing_backend}), which stackdrift does not render: rendering a stack that uses it without
 * it would call its files orphans to delete and leave its code unchecked, so generation refuses such a
 * stack instead ({@link #refusal}). The others leave generation as it is: {@code scripts} and
 * {@code targets} do not touch it, and {@code toml-functions} only adds
 * {@code tm_tomlencode} (which stackdrift evaluates) and {@code tm_tomldecode} (which it does not: a
 * block calling it fails with its file and line, as any unknown function).
 */
final class Experiments {
  /** Each experiment that changes generation, with what it generates. */
  static final Map<String, String> CHANGING_GENERATION = Map.of(
      "tmgen", "each NAME.tmgen file generates the file NAME",
      "outputs-sharing", "input and output blocks generate their sharing_backend's files");

  private Experiments() {}

  /**
   * Of the experiments a project enables (each with where: {@code terramate.tm.hcl:32}), those that
   * change generation; empty when none does.
   */
  static Map<String, String> changingGeneration(Map<String, String> enabled) {
    Map<String, String> found = new TreeMap<>(enabled);
    found.keySet().retainAll(CHANGING_GENERATION.keySet());
    return found;
  }

  /**
   * The error of a stack that uses {@code experiment} ({@code used}: the file or block that does), with
   * where the project enables it and what to do.
   */
  static String refusal(String experiment, String enabledAt, String used) {
    return used + " needs Terramate's \"" + experiment + "\" experiment (" + CHANGING_GENERATION.get(experiment)
        + ", enabled at " + enabledAt + ": terramate.config.experiments), which stackdrift does not render: it "
        + "cannot tell this stack's generated code current from outdated. Check it with 'terramate generate' (its CI "
        + "step), and plan the stack as it is on disk with --disable-safeguards outdated-code";
  }
}
