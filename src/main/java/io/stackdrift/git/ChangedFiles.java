package io.stackdrift.git;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The files changed between a base and {@code HEAD}, as Terramate v0.17.2's {@code --changed} sees
 * them (stack/manager.go, engine/project.go, git/git.go): the names {@code git diff-tree} gives
 * between the base and {@code HEAD}, plus, as its default change detection counts them, the
 * untracked files (not ignored) and the files modified in the work tree but not staged. The default
 * base is Terramate's: with {@code origin/main} present, {@code HEAD^} when on {@code main} and at
 * {@code origin/main}, else the merge base of {@code HEAD} and {@code origin/main}; without it,
 * {@code HEAD^} on {@code main}, else the merge base of {@code HEAD} and {@code main}.
 */
public final class ChangedFiles {
  static final String DEFAULT_REMOTE = "origin";
  static final String DEFAULT_BRANCH = "main";

  /** The base as resolved (a commit), and the changed paths relative to the workspace root, '/'-separated. */
  public record Changes(String base, List<String> files) {
    public Changes {
      files = List.copyOf(files);
    }
  }

  private ChangedFiles() {}

  /**
   * The changes below {@code workspaceRoot} since {@code base} (null: Terramate's default base).
   *
   * @throws IllegalArgumentException naming the flag, the base or the directory at fault (a usage error)
   */
  public static Changes since(Path workspaceRoot, String base, Map<String, String> env, Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      return since(new Git(workspaceRoot, env, runner, cancel), workspaceRoot, base);
    }
  }

  static Changes since(Git git, Path root, String base) {
    Git.Answer where = git.run(List.of("rev-parse", "--is-inside-work-tree", "--show-prefix"), null);
    String[] lines = where.stdout().split("\n", -1);
    if (!where.ok() || lines.length < 2 || !lines[0].equals("true")) {
      throw new IllegalArgumentException("--changed: " + root + " is not in a git work tree"
          + (where.ok() ? "" : " (" + where.error() + ")"));
    }
    String prefix = lines[1];
    String head = commit(git, "HEAD").orElseThrow(() ->
        new IllegalArgumentException("--changed: the repository at " + root + " has no commit yet"));
    String resolved = base != null ? commit(git, base).orElseThrow(() -> new IllegalArgumentException(
        "--git-change-base " + base + ": not a revision of this repository (git rev-parse cannot resolve it)"))
        : defaultBase(git, head);
    Set<String> files = new LinkedHashSet<>();
    if (!resolved.equals(head)) {
      Git.Answer diff = git.run(List.of("diff-tree", "-r", "-z", "--name-only", "--no-commit-id", resolved, head),
          null);
      if (!diff.ok()) {
        throw new IllegalArgumentException("--changed: git diff-tree " + resolved + " HEAD failed: " + diff.error());
      }
      for (String path : diff.stdout().split("\0")) {
        if (!path.isEmpty()) {
          files.add(path);
        }
      }
    }
    StatusReader status = new StatusReader();
    Git.Answer read = git.run(List.of("status", "--porcelain=v2", "-z", "--untracked-files=all"), status::read);
    if (!read.ok()) {
      throw new IllegalArgumentException("--changed: git status failed: " + read.error());
    }
    files.addAll(status.dirty);
    return new Changes(resolved, Provenance.underWorkspace(new ArrayList<>(files), prefix));
  }

  /** Terramate's default base (engine/project.go DefaultBaseRef and DefaultLocalBaseRef). */
  private static String defaultBase(Git git, String head) {
    String remoteRef = DEFAULT_REMOTE + "/" + DEFAULT_BRANCH;
    Optional<String> remoteDefault = commit(git, "refs/remotes/" + remoteRef);
    Optional<String> branch = git.output("symbolic-ref", "--short", "-q", "HEAD").map(String::strip)
        .filter(s -> !s.isEmpty());
    boolean onDefault = branch.map(DEFAULT_BRANCH::equals).orElse(remoteDefault.map(head::equals).orElse(false));
    if (remoteDefault.isPresent()) {
      if (onDefault && remoteDefault.get().equals(head)) {
        return previous(git);
      }
      return mergeBase(git, remoteRef);
    }
    return onDefault ? previous(git) : mergeBase(git, DEFAULT_BRANCH);
  }

  private static String previous(Git git) {
    return commit(git, "HEAD^").orElseThrow(() -> new IllegalArgumentException(
        "--changed: HEAD has no parent to compare with (HEAD^); give one with --git-change-base"));
  }

  private static String mergeBase(Git git, String ref) {
    return git.output("merge-base", "HEAD", ref).map(String::strip).filter(s -> !s.isEmpty())
        .orElseThrow(() -> new IllegalArgumentException("--changed: no merge base of HEAD and " + ref
            + "; give a base with --git-change-base"));
  }

  /** The commit {@code ref} names, when it names one. */
  private static Optional<String> commit(Git git, String ref) {
    if (ref.startsWith("-")) {
      return Optional.empty(); // never an option of rev-parse
    }
    return git.output("rev-parse", "--verify", "--quiet", ref + "^{commit}").map(String::strip)
        .filter(s -> s.matches("[0-9a-f]{40,64}"));
  }
}
