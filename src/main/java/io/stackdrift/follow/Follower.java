package io.stackdrift.follow;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.git.Git;
import io.stackdrift.git.RemoteBranch;
import io.stackdrift.git.RepositoryState;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.render.DirGeneration;
import io.stackdrift.render.Generation;
import io.stackdrift.terramate.EvaluationStop;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code watch --follow REMOTE/BRANCH} (contract §14, §15): before each cycle, the branch's newest
 * revision fetched into {@link OwnedCheckout}, checked out there, its generated code rendered as
 * {@code terramate generate} renders it, and its workspace loaded: what the cycle judges, the same
 * revision for every stack. A cycle whose branch cannot be fetched judges nothing: {@link Judged}
 * says why, naming the remote without credentials and the last revision judged.
 */
public final class Follower {
  private final FollowedBranch followed;
  private final Workspace operator;
  private final Duration fetchTimeout;
  private final Map<String, String> env;
  private final Consumer<String> warn;
  private final OwnedCheckout checkout;
  private volatile RemoteBranch remote;
  private RepositoryState lastJudged;
  private Workspace lastWorkspace;
  private String warnedRevision;
  private volatile int failuresInARow;

  /**
   * {@code operator}: the workspace as the operator's checkout holds it (only read: its remote's URL
   * and where the workspace sits in the repository); {@code stateDir} that workspace's state directory.
   */
  public Follower(FollowedBranch followed, Workspace operator, Path stateDir, Duration fetchTimeout,
      Map<String, String> env, Consumer<String> warn) {
    this.followed = followed;
    this.operator = operator;
    this.fetchTimeout = fetchTimeout;
    this.env = Map.copyOf(env);
    this.warn = warn;
    this.checkout = new OwnedCheckout(stateDir, env);
  }

  /**
   * What a cycle judges: the workspace of the revision and its provenance, or, when the branch could
   * not be fetched ({@code failure} not null), the last workspace judged (else the operator's) and
   * the last revision judged (null when none).
   */
  public record Judged(Workspace workspace, RepositoryState revision, String failure) {
    public boolean failed() {
      return failure != null;
    }
  }

  public FollowedBranch followed() {
    return followed;
  }

  /**
   * Why the branch cannot be followed at all, before any fetch (the operator's directory is not in a
   * git work tree, or its repository has no such remote); null when it can.
   */
  public String unfollowable(Cancellation cancel) {
    RemoteBranch.Lookup lookup = RemoteBranch.of(operator.workingDir(), followed.remote(), followed.branch(), env,
        cancel);
    return lookup.found() == null ? lookup.error() : null;
  }

  /** How long one fetch may take (source.fetch_timeout): part of a cycle's bound. */
  public Duration fetchTimeout() {
    return fetchTimeout;
  }

  /** Cycles in a row whose branch could not be fetched (0 after one that could). */
  public int failuresInARow() {
    return failuresInARow;
  }

  /**
   * The branch's revision on the remote now ({@code git ls-remote}), for the check just before an
   * apply; an error when the remote was never read or cannot be now.
   */
  public RemoteBranch.Head head(Cancellation cancel) {
    RemoteBranch known = remote;
    if (known == null) {
      return new RemoteBranch.Head(null, "the remote of " + followed + " was never read");
    }
    return known.head(checkout.dir(), env, fetchTimeout, cancel);
  }

  /** Fetches, checks out and renders the branch's newest revision; never throws for a failed fetch. */
  public Judged next(Cancellation cancel) {
    Judged judged = attempt(cancel);
    if (judged.failed()) {
      failuresInARow++;
      return judged;
    }
    failuresInARow = 0;
    lastJudged = judged.revision();
    lastWorkspace = judged.workspace();
    return judged;
  }

  private Judged attempt(Cancellation cancel) {
    RemoteBranch.Lookup lookup = RemoteBranch.of(operator.workingDir(), followed.remote(), followed.branch(), env,
        cancel);
    if (lookup.found() == null) {
      return failed(cancel, "cannot follow " + followed + ": " + lookup.error());
    }
    remote = lookup.found();
    OwnedCheckout.Step fetched = checkout.fetch(remote, fetchTimeout, cancel);
    if (!fetched.ok()) {
      return failed(cancel, "fetching " + remote.named() + " failed: " + fetched.error());
    }
    OwnedCheckout.Step out = checkout.checkout(fetched.revision(), cancel);
    if (!out.ok()) {
      return failed(cancel, out.error());
    }
    String prefix = prefix(cancel);
    if (prefix == null) {
      return failed(cancel, "cannot tell where the workspace " + operator.root() + " sits in its repository");
    }
    Path start = checkout.dir().resolve(prefix).normalize();
    String shortRevision = fetched.revision().substring(0, 7);
    if (!Files.isDirectory(start)) {
      return failed(cancel, "revision " + shortRevision + " of " + followed + " has no directory " + prefix);
    }
    Workspace ws;
    try {
      ws = load(start, cancel, fetched.revision());
    } catch (ConfigurationException e) {
      Diagnostic first = e.problems().get(0);
      return failed(cancel, "revision " + shortRevision + " of " + followed + " cannot be read: " + first.message()
          + (first.file() == null ? "" : " (" + checkout.dir().relativize(first.file()) + ":" + first.line() + ")"));
    }
    RepositoryState state = new RepositoryState(fetched.revision(), followed.branch(), remote.shown(),
        checkout.committedAt(fetched.revision(), cancel), List.of(), false, List.of());
    return new Judged(ws, state, null);
  }

  /** The workspace of the checked-out revision, its generated code rendered first; it keeps the operator's id. */
  private Workspace load(Path start, Cancellation cancel, String revision) throws ConfigurationException {
    Workspace ws = WorkspaceLoader.load(start);
    Generation generation = new Generation(ws.root(), ws.stacks(), ws.terramate(),
        new EvaluationStop(cancel::isCancelled, fetchTimeout));
    List<DirGeneration> written = generation.write(generation.plan("/"));
    List<String> changed = new ArrayList<>();
    for (DirGeneration dir : written) {
      dir.changes().forEach(c -> changed.add(dir.dir() + "/" + c));
      if (dir.failed()) {
        changed.add(dir.dir() + ": " + dir.error());
      }
    }
    if (!changed.isEmpty()) {
      if (!revision.equals(warnedRevision)) { // the branch's own inconsistency: once per revision
        warnedRevision = revision;
        warn.accept("revision " + revision.substring(0, 7) + " of " + followed + ": its committed generated code "
            + "differs from what terramate generate renders (" + String.join(", ", changed.subList(0,
            Math.min(5, changed.size()))) + (changed.size() > 5 ? " and " + (changed.size() - 5) + " more" : "")
            + "); judged as rendered");
      }
      ws = WorkspaceLoader.load(start);
    }
    String id = ws.config().identity().stackId();
    if (!id.isBlank()) {
      return ws;
    }
    return new Workspace(ws.root(), ws.workingDir(), ws.config().withStackId(operator.id()), ws.stacks(), ws.graph(),
        ws.runsAfter(), ws.warnings(), ws.terramate());
  }

  /** The operator's working directory relative to its repository's top ('/'-separated, "" at the top). */
  private String prefix(Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      Git.Answer answer = new Git(operator.workingDir(), env, runner, cancel)
          .runWithin(List.of("rev-parse", "--show-prefix"), Duration.ofSeconds(30));
      return answer.ok() ? answer.stdout().strip() : null;
    }
  }

  private Judged failed(Cancellation cancel, String why) {
    // judged before this process started (a restarted watch): the checkout still holds that revision
    String earlier = lastJudged != null ? lastJudged.revision() : checkout.checkedOut(cancel);
    String last = earlier == null ? "no revision judged yet" : "last revision judged: " + earlier.substring(0, 7);
    return new Judged(lastWorkspace == null ? operator : lastWorkspace, lastJudged, why + "; " + last);
  }
}
