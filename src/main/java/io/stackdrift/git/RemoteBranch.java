package io.stackdrift.git;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One branch of a remote, as a followed branch is read (contract §14): fetched alone ({@code git
 * fetch --no-tags}) and asked for its revision ({@code git ls-remote}). The URL reaches git through
 * the environment of the call ({@code GIT_CONFIG_COUNT}), never an argument other users could read
 * nor a file written with it; every message shows it without credentials ({@link #shown()}).
 */
public final class RemoteBranch {
  /** The name the URL is given for one call; no configuration file ever holds it. */
  static final String REMOTE = "stackdrift-followed";

  private final String remote;
  private final String url;
  private final String branch;

  /** {@code remote} the operator's name of it (for messages), {@code url} as git reads it, {@code branch} its name. */
  public RemoteBranch(String remote, String url, String branch) {
    this.remote = remote;
    this.url = url;
    this.branch = branch;
  }

  /**
   * The URL the operator's repository gives {@code remote} ({@code git remote get-url}, read only), a
   * local path made absolute against the repository's top directory; empty with why when it has none.
   */
  public static Lookup of(Path operatorDir, String remote, String branch, Map<String, String> env,
      Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      Git git = new Git(operatorDir, env, runner, cancel);
      Git.Answer top = git.runWithin(List.of("rev-parse", "--show-toplevel"), Git.LIMIT);
      if (!top.ok()) {
        return new Lookup(null, operatorDir + " is not in a git work tree (" + top.error() + ")");
      }
      Git.Answer url = git.runWithin(List.of("remote", "get-url", "--", remote), Git.LIMIT);
      if (!url.ok() || url.stdout().isBlank()) {
        return new Lookup(null, "the repository at " + top.stdout().strip() + " has no remote '" + remote + "' ("
            + url.error() + ")");
      }
      return new Lookup(new RemoteBranch(remote, absolute(url.stdout().strip(), Path.of(top.stdout().strip())),
          branch), null);
    }
  }

  /** The remote branch found, or why not. */
  public record Lookup(RemoteBranch found, String error) {}

  /** A local path relative to the repository: git reads it from the operator's top directory. */
  static String absolute(String url, Path top) {
    boolean scheme = url.matches("^[A-Za-z][A-Za-z0-9+.-]*://.*");
    int colon = url.indexOf(':');
    int slash = url.indexOf('/');
    boolean scpLike = colon > 0 && (slash < 0 || colon < slash);
    if (scheme || scpLike || url.startsWith("/")) {
      return url;
    }
    return top.resolve(url).normalize().toString();
  }

  public String remote() {
    return remote;
  }

  public String branch() {
    return branch;
  }

  /** The URL as an output may show it (no user, password, query or fragment). */
  public String shown() {
    return RemoteUrl.withoutCredentials(url);
  }

  /** {@code origin/main (https://host/x)}: what a message names. */
  public String named() {
    return remote + "/" + branch + " (" + shown() + ")";
  }

  /** Git's message with this URL as {@link #shown()} shows it, and any other credentials of a URL removed. */
  public String clean(String message) {
    String out = message.replace(url, shown());
    return out.replaceAll("([A-Za-z][A-Za-z0-9+.-]*://)[^/\\s'\"@]*@", "$1");
  }

  /** A git run in {@code dir} that knows this remote by {@link #REMOTE}. */
  public Git git(Path dir, Map<String, String> host, ProcessRunner runner, Cancellation cancel) {
    return new Git(dir, withRemote(host), runner, cancel);
  }

  /** {@code host} plus {@code remote.stackdrift-followed.url}, after the configuration the host's environment gives. */
  Map<String, String> withRemote(Map<String, String> host) {
    Map<String, String> env = new HashMap<>(host);
    int count = 0;
    try {
      count = Math.max(0, Integer.parseInt(host.getOrDefault("GIT_CONFIG_COUNT", "0").strip()));
    } catch (NumberFormatException e) {
      count = 0; // git itself refuses such a count; ours starts the list again
    }
    env.put("GIT_CONFIG_KEY_" + count, "remote." + REMOTE + ".url");
    env.put("GIT_CONFIG_VALUE_" + count, url);
    env.put("GIT_CONFIG_COUNT", Integer.toString(count + 1));
    return env;
  }

  /** The refspec that fetches the branch, fast-forward only, into {@code ref}. */
  public List<String> fetchArgs(String ref) {
    return List.of("fetch", "--no-tags", "--no-recurse-submodules", "--no-write-fetch-head", REMOTE,
        "refs/heads/" + branch + ":" + ref);
  }

  /**
   * The branch's revision as the remote has it now ({@code git ls-remote}), run in {@code repo}; empty
   * with why when the remote cannot be read or has no such branch.
   */
  public Head head(Path repo, Map<String, String> host, Duration limit, Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      Git.Answer answer = git(repo, host, runner, cancel).runWithin(List.of("ls-remote", "--heads", REMOTE,
          "refs/heads/" + branch), limit);
      if (!answer.ok()) {
        return new Head(null, clean(answer.error()));
      }
      Optional<String> revision = answer.stdout().lines().map(l -> l.split("\t", 2))
          .filter(f -> f.length == 2 && f[1].equals("refs/heads/" + branch)).map(f -> f[0]).findFirst();
      return revision.map(r -> new Head(r, null))
          .orElseGet(() -> new Head(null, "the remote has no branch " + branch));
    }
  }

  /** A branch's revision, or why it cannot be told. */
  public record Head(String revision, String error) {}

  @Override
  public String toString() {
    return named();
  }
}
