package io.stackdrift.plan;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds an executable the way a shell would, without a shell. For OpenTofu (contract §3): an
 * explicit choice ({@code --tofu}, {@code STACKDRIFT_TOFU}, {@code tools.tofu}), else {@code tofu}
 * on PATH, else {@code terraform} on PATH.
 */
public final class ToolLocator {
  public static final String TOFU_ENV = "STACKDRIFT_TOFU";

  /** The located tool, or what was looked for when nothing was found. */
  public record Lookup(Optional<Path> path, String lookedFor) {
    public static Lookup found(Path p) {
      return new Lookup(Optional.of(p), "");
    }

    /** What to tell the operator when OpenTofu was not found. */
    public String missingTofu() {
      return "no OpenTofu binary found: looked for " + lookedFor
          + "; install tofu, or set --tofu, STACKDRIFT_TOFU or tools.tofu";
    }
  }

  private final Map<String, String> env;

  public ToolLocator(Map<String, String> env) {
    this.env = env;
  }

  /** Resolves OpenTofu: the first non-blank of the explicit choices, else tofu, then terraform. */
  public Lookup tofu(String flag, String configured) {
    for (String choice : new String[] {flag, env.get(TOFU_ENV), configured}) {
      if (choice != null && !choice.isBlank()) {
        return find(choice);
      }
    }
    List<String> tried = new ArrayList<>();
    for (String name : List.of("tofu", "terraform")) {
      Optional<Path> p = onPath(name);
      if (p.isPresent()) {
        return Lookup.found(p.get());
      }
      tried.add(name);
    }
    return new Lookup(Optional.empty(), String.join(" and ", tried) + " on PATH");
  }

  /** Resolves one name or path: a name with no '/' is looked up on PATH. */
  public Lookup find(String nameOrPath) {
    if (nameOrPath.contains(File.separator)) {
      Path p = Path.of(nameOrPath).toAbsolutePath();
      return Files.isRegularFile(p) && Files.isExecutable(p)
          ? Lookup.found(p)
          : new Lookup(Optional.empty(), p + " (not an executable file)");
    }
    return onPath(nameOrPath).map(Lookup::found)
        .orElse(new Lookup(Optional.empty(), nameOrPath + " on PATH"));
  }

  private Optional<Path> onPath(String name) {
    String path = env.getOrDefault("PATH", "");
    for (String dir : path.split(File.pathSeparator)) {
      if (dir.isEmpty()) {
        continue;
      }
      Path candidate = Path.of(dir, name);
      if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }
}
