package io.stackdrift.render;

import io.stackdrift.discovery.TerramateFiles;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Terramate experiments a project enables ({@code terramate.config.experiments} in the root's
 * files) that change what {@code terramate generate} writes and that stackdrift does not render. In
 * Terramate v0.17.2 two do: {@code tmgen} (config/config.go: each {@code NAME.tmgen} file is an
 * implicit {@code generate_hcl "NAME"} block) and {@code outputs-sharing} (generate/generate.go:
 * {@code input} and {@code output} blocks generate the files of their {@code sharing_backend}).
 * Rendering such a project without them would call their files orphans to delete and leave their
 * code unchecked, so generation refuses the project instead. The others leave generation as it is:
 * {@code scripts} and {@code targets} do not touch it, and {@code toml-functions} only adds
 * {@code tm_tomlencode}/{@code tm_tomldecode}, which stackdrift does not know (a block calling one
 * fails with its file and line, as any unknown function).
 */
final class Experiments {
  /** Each experiment that changes generation, with what it generates. */
  static final Map<String, String> CHANGING_GENERATION = Map.of(
      "tmgen", "each NAME.tmgen file generates the file NAME",
      "outputs-sharing", "input and output blocks generate their sharing_backend's files");
  private static final int MAX_BYTES = 16 * 1024 * 1024;

  private Experiments() {}

  /**
   * Why the project at {@code root} cannot be rendered: the first experiment that changes generation,
   * named with its file and line and what to do; empty when none is enabled.
   */
  static Optional<String> unsupported(Path root) {
    for (Path file : GenerateConfig.terramateFiles(root)) {
      HclBody body;
      try {
        body = HclParser.parse(TerramateFiles.readText(file, MAX_BYTES), Set.of("terramate"));
      } catch (IOException | HclSyntaxException e) {
        continue; // the stacks' own reading reports it
      }
      Optional<String> found = inBody(root.relativize(file).toString(), body);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  static Optional<String> inBody(String file, HclBody body) {
    for (HclBody.Block terramate : body.blocks("terramate")) {
      for (HclBody.Block config : terramate.body().blocks("config")) {
        for (HclBody.Attribute a : config.body().attributes()) {
          if (a.name().equals("experiments") && a.value() instanceof List<?> names) {
            for (Object name : names) {
              String what = CHANGING_GENERATION.get(String.valueOf(name));
              if (what != null) {
                return Optional.of(refusal(file, a.line(), String.valueOf(name), what));
              }
            }
          }
        }
      }
    }
    return Optional.empty();
  }

  private static String refusal(String file, int line, String experiment, String what) {
    return file + ":" + line + ": terramate.config.experiments enables \"" + experiment + "\" (" + what
        + "), which stackdrift does not render: it cannot tell this project's generated code current from outdated. "
        + "Check it with 'terramate generate' (its CI step), and plan the stacks as they are on disk with "
        + "--disable-safeguards outdated-code";
  }
}
