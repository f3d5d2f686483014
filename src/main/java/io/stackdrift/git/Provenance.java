package io.stackdrift.git;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The provenance of a run (contract §14): which revision of which branch and remote the workspace's
 * work tree holds, and which of its files differ from it. Two small {@code git} processes per run on a
 * clean tree, whatever the number of stacks: the status (revision, branch and changed files at once)
 * and the remote; a third, where the workspace sits in its repository, only when there are changed
 * files to place. The commit time comes with {@code changedAt}, from the one {@code git log} that
 * reads the history ({@link History}). Outside a work tree there is none and nothing to say; a
 * {@code git} that is missing or refuses the repository gives none and one warning, never a failed
 * run.
 */
public final class Provenance {
  private Provenance() {}

  /** What was read: the state (null when none) and, when git could not tell, why (null otherwise). */
  public record Reading(RepositoryState state, String warning) {
    static Reading none() {
      return new Reading(null, null);
    }

    static Reading failed(String why) {
      return new Reading(null, "no source revision in the report: " + why);
    }

    public Optional<RepositoryState> found() {
      return Optional.ofNullable(state);
    }
  }

  public static Reading read(Path workspaceRoot, Map<String, String> env, Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      return read(new Git(workspaceRoot, env, runner, cancel));
    }
  }

  static Reading read(Git git) {
    StatusReader status = new StatusReader();
    Git.Answer read = git.run(List.of("status", "--porcelain=v2", "--branch", "-z", "--untracked-files=all", "--",
        "."), status::read);
    if (!read.ok()) {
      return unread(git, read.error());
    }
    if (status.oid == null || !status.oid.matches("[0-9a-f]{40,64}")) {
      return Reading.none(); // a repository without a commit has no revision to name
    }
    // git lists paths from the top of the repository: where the workspace sits in it is asked only
    // when there is a path to place, so a clean tree costs one process fewer
    String prefix = "";
    if (!status.paths.isEmpty()) {
      Git.Answer where = git.run(List.of("rev-parse", "--show-prefix"), null);
      if (!where.ok()) {
        return Reading.failed(where.error());
      }
      prefix = where.stdout().lines().findFirst().orElse("");
    }
    String branch = status.head == null || status.head.equals("(detached)") ? null : status.head;
    String remote = remote(git, branch);
    List<String> changed = underWorkspace(status.paths, prefix);
    return new Reading(new RepositoryState(status.oid, branch, remote, null, changed, status.overflow,
        underWorkspace(status.untracked, prefix)), null);
  }

  /**
   * Why the status could not be read: outside a repository, or inside one's {@code .git} (no work
   * tree), there is nothing to judge and nothing to say; anything else is one warning.
   */
  private static Reading unread(Git git, String error) {
    if (!git.found()) {
      return Reading.failed(git.missing());
    }
    return error.contains("not a git repository") || error.contains("must be run in a work tree") ? Reading.none()
        : Reading.failed(error);
  }

  /** The branch's remote's URL, else {@code origin}'s, without credentials; null when neither is set. */
  private static String remote(Git git, String branch) {
    Optional<String> config = git.output("config", "-z", "--get-regexp", "^(remote\\..*\\.url|branch\\..*\\.remote)$");
    if (config.isEmpty()) {
      return null;
    }
    Map<String, String> values = new HashMap<>();
    for (String entry : config.get().split("\0")) {
      int nl = entry.indexOf('\n');
      if (nl > 0) {
        values.putIfAbsent(entry.substring(0, nl), entry.substring(nl + 1));
      }
    }
    String name = branch == null ? null : values.get("branch." + branch + ".remote");
    String url = name == null ? null : values.get("remote." + name + ".url");
    if (url == null) {
      url = values.get("remote.origin.url");
    }
    return url == null ? null : RemoteUrl.withoutCredentials(url);
  }

  /** The repository-relative paths below the workspace's {@code prefix}, relative to it, in byte order. */
  static List<String> underWorkspace(List<String> paths, String prefix) {
    List<String> out = new ArrayList<>();
    for (String path : paths) {
      if (path.startsWith(prefix)) {
        out.add(path.substring(prefix.length()));
      }
    }
    out.sort((a, b) -> Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
    return out;
  }
}
