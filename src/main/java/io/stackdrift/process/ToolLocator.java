package io.stackdrift.process;

import io.stackdrift.fs.ExecutableTrust;
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
 * on PATH, else {@code terraform} on PATH. A relative {@code tools.tofu} is relative to the
 * configuration file's directory (the workspace root), never to the caller's; PATH entries that are
 * not absolute ({@code .}, empty) are passed over; a binary another user could change is refused
 * (contract §9, {@link ExecutableTrust}).
 */
public final class ToolLocator {
  public static final String TOFU_ENV = "STACKDRIFT_TOFU";

  /** The located tool, or what was looked for when nothing was found, or why the one found is refused. */
  public record Lookup(Optional<Path> path, String lookedFor, String refused) {
    public Lookup(Optional<Path> path, String lookedFor) {
      this(path, lookedFor, null);
    }

    public static Lookup found(Path p) {
      String problem = ExecutableTrust.problem(p);
      return problem == null ? new Lookup(Optional.of(p), "") : new Lookup(Optional.empty(), p.toString(), problem);
    }

    /** What to tell the operator when OpenTofu was not found (or not trusted). */
    public String missingTofu() {
      if (refused != null) {
        return "the OpenTofu binary is refused: " + refused;
      }
      return "no OpenTofu binary found: looked for " + lookedFor
          + "; install tofu, or set --tofu, STACKDRIFT_TOFU or tools.tofu";
    }
  }

  private final Map<String, String> env;

  public ToolLocator(Map<String, String> env) {
    this.env = env;
  }

  /**
   * Resolves OpenTofu: the first non-blank of the explicit choices, else tofu, then terraform. A
   * relative path in {@code configured} ({@code tools.tofu}) is taken from {@code configDir}; the
   * flag's and the variable's from the current directory, as the caller typed them.
   */
  public Lookup tofu(String flag, String configured, Path configDir) {
    for (String choice : new String[] {flag, env.get(TOFU_ENV)}) {
      if (choice != null && !choice.isBlank()) {
        return find(choice);
      }
    }
    if (configured != null && !configured.isBlank()) {
      return configured.contains(File.separator) && configDir != null
          ? find(configDir.resolve(configured).normalize().toString()) : find(configured);
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

  /** A PATH entry that is not absolute ({@code .}, empty) would depend on the caller's directory: passed over. */
  private Optional<Path> onPath(String name) {
    String path = env.getOrDefault("PATH", "");
    for (String dir : path.split(File.pathSeparator)) {
      if (!dir.startsWith("/")) {
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
