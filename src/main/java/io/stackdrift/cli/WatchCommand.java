package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectSettings;
import io.stackdrift.follow.FollowedBranch;
import io.stackdrift.follow.Follower;
import io.stackdrift.fs.OsReason;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.RunOutput;
import io.stackdrift.receiver.PushReceiver;
import io.stackdrift.serve.DriftServer;
import io.stackdrift.serve.ListenAddress;
import io.stackdrift.serve.ServedRun;
import io.stackdrift.watch.WatchLoop;
import io.stackdrift.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "watch",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Runs detect every interval, with opt-in self-heal.",
        "",
        "Runs detect every interval (plus a random jitter), with all of detect's outputs, one cycle at a time. "
            + "With --self-heal (off by default) a drifted cycle reconciles the stacks whose own plan or whose "
            + "containers drifted. With watch.heal = \"external\" (the default) only drift made outside OpenTofu "
            + "is healed, confirmed by a 'plan -refresh=false' that shows no change, and container-only targets; "
            + "code changes and unknown causes are listed for review on stderr (watch.heal = \"any\" heals every "
            + "target). Nothing is healed when more than watch.max_targets would be touched or self-heal is "
            + "paused ('stackdrift pause'); a stack backing off after a failed reconcile, or whose same changes "
            + "came back after two heals in a row (perpetual drift), waits. Between cycles watch follows the "
            + "engine's container events (docker events) for the Compose projects the stacks own: a container that "
            + "stops, dies, is killed or removed, or turns unhealthy is checked again within seconds, with no plan, "
            + "and shown in the served report, /metrics and --progress-jsonl (--no-container-events turns it off). "
            + "SIGINT/SIGTERM/SIGHUP end the running cycle "
            + "cleanly (its report is written) and exit.",
        "",
        "With --follow REMOTE/BRANCH (or source.follow) each cycle first fetches that one branch (no tags, within "
            + "source.fetch_timeout, 2m) into a repository stackdrift owns in the state directory, checks its newest "
            + "revision out there (detached and clean), renders its generated code as 'terramate generate' does, and "
            + "judges that revision: the same for every stack, named in the report's source. The operator's checkout "
            + "is only read (the remote's URL); its files, HEAD, index, branches and stash never change. A cycle "
            + "whose fetch fails is unknown, naming the remote and the last revision judged; /healthz is degraded "
            + "after three in a row. A heal applies only while the branch (git ls-remote, just before the apply) is "
            + "still at the revision judged."},
    footer = {"", "Exit codes: 0 after --max-cycles cycles; 1 usage or configuration error, or an output that could "
        + "not be written in some cycle; 130/143/129 on SIGINT/SIGTERM/SIGHUP."})
final class WatchCommand implements Callable<Integer> {
  /** A cycle plans every stack: an interval shorter than this is a typo (1ms for 1m), not a wish. */
  static final Duration MIN_INTERVAL = Duration.ofSeconds(1);

  @Mixin WorkspaceOptions workspace;
  @Mixin SelectionOptions selection;
  @Mixin DetectOptions detect;

  @Option(names = "--interval", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Time between cycles (default: watch.interval, 15m).")
  Duration interval;

  @Option(names = "--jitter", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Up to this much random extra wait per cycle (default: watch.jitter, 1m).")
  Duration jitter;

  @Option(names = "--self-heal", description = "Reconcile what a drifted cycle finds (see above).")
  boolean selfHeal;

  @Option(names = "--no-container-events",
      description = "Do not follow the engine's container events between cycles (by default a stopped, killed or "
          + "unhealthy container of a project a stack owns is checked and reported within seconds; no plan runs).")
  boolean noContainerEvents;

  @Option(names = "--max-cycles", paramLabel = "N", description = "Stop after N cycles (default: run until a signal).")
  Integer maxCycles;

  /**
   * What /healthz adds to a cycle's bound and to the wait between two (30s). Hidden: the slack is
   * the monitor's policy, not a knob; a test of a held lock sets it so it need not wait a minute.
   */
  @Option(names = "--health-slack", hidden = true, paramLabel = "DURATION", converter = DurationConverter.class)
  Duration healthSlack;

  @Option(names = "--listen", paramLabel = "[ADDR:]PORT",
      description = "Serve the last cycle read-only over HTTP: /metrics (Prometheus), /healthz, /readyz, "
          + "/report.json and / (the HTML page). Off by default; the address defaults to 127.0.0.1.")
  String listen;

  @Option(names = "--listen-token-file", paramLabel = "FILE",
      description = "Require 'Authorization: Bearer TOKEN' with the token in FILE (needed for an address other "
          + "than loopback).")
  Path listenTokenFile;

  @Option(names = "--listen-insecure",
      description = "Allow an address other than loopback without a token (only behind a proxy that authenticates).")
  boolean listenInsecure;

  @Option(names = "--webhook-secret-file", paramLabel = "FILE",
      description = "With --listen: accept POST /hooks/git, a push notification from GitHub, GitLab, Gitea, "
          + "Forgejo or any caller, signed with (or carrying) the secret in FILE; a push to the branch this "
          + "watch judges starts a cycle at once. FILE: one word of at least 16 characters, readable by its "
          + "owner only.")
  Path webhookSecretFile;

  @Option(names = "--follow", paramLabel = "REMOTE/BRANCH",
      description = "Judge the newest revision of this branch of the operator's remote each cycle, in a checkout "
          + "of stackdrift's own (default: source.follow; none: the work tree as it is). See above.")
  String follow;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException, IOException {
    DetectSettings settings = detect.settings(); // usage errors before the first cycle
    if (maxCycles != null && maxCycles < 1) {
      throw ExitException.usage("--max-cycles must be 1 or more, not " + maxCycles);
    }
    PrintWriter err = spec.commandLine().getErr();
    Workspace first = workspace.load(err);
    selection.apply(first, true); // a bad --stack or --tags is a usage error before the first cycle
    detect.run.requireTool(first, err); // no tool at the start: a configuration error
    Duration every = interval != null ? interval : first.config().watch().interval();
    if (every.compareTo(MIN_INTERVAL) < 0) {
      throw ExitException.usage("the interval (--interval, watch.interval) must be at least "
          + MIN_INTERVAL.toSeconds() + "s, not " + every.toMillis() + "ms: each cycle plans every stack");
    }
    Duration spread = jitter != null ? jitter : first.config().watch().jitter();
    Listener listener = listener();
    // as detect refuses it, before the first cycle: no cycle may replace a file of the state directory
    detect.requireOutsideState(detect.run.stateStore(first));
    ServedRun served = listener == null ? null : new ServedRun(detect.strictV1);
    List<RunOutput> live = served == null ? List.of() : List.of(served);
    CliLog log = new CliLog(err);
    Follower follower = follower(first, log);
    WatchLoop loop = new WatchLoop(detect.request(settings, spec.commandLine().getOut(), err, live),
        new WatchLoop.Settings(every, spread, maxCycles, detect.run.lockWait(), selfHeal, !noContainerEvents,
            healthSlack == null ? WatchLoop.SLACK : healthSlack),
        log, live, follower);
    Cancellation cancel = new Cancellation();
    Signals signals = Signals.install(cancel);
    try (DriftServer server = listener == null ? null
        : serve(listener, served, loop, follower, err, DebugOption.requested(spec))) {
      WatchLoop.Ending ending = loop.run(first, workspace.start(), selection.selection(true), detect.run::stateStore,
          cancel, () -> signals.exitCode() == 0);
      if (signals.exitCode() != 0) {
        return signals.exitCode();
      }
      if (ending.cancelled()) {
        return ExitCodes.INTERRUPTED;
      }
      return ending.allWritten() ? ExitCodes.OK : ExitCodes.FAILURE; // a requested output failed in some cycle
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return ExitCodes.INTERRUPTED;
    }
  }

  /** Where to listen and the token to require, checked before the first cycle; null without --listen. */
  private record Listener(InetSocketAddress address, byte[] token, byte[] webhookSecret) {
    /** ADDR:PORT as the flag writes it, IPv6 in brackets. */
    String shown() {
      String host = address.getAddress().getHostAddress();
      return (host.contains(":") ? "[" + host + "]" : host) + ":" + address.getPort();
    }
  }

  private Listener listener() throws IOException {
    if (listen == null) {
      String given = listenTokenFile != null ? "--listen-token-file" : listenInsecure ? "--listen-insecure"
          : webhookSecretFile != null ? "--webhook-secret-file" : null;
      if (given != null) {
        throw ExitException.usage(given + " needs --listen (the address to serve on)");
      }
      return null;
    }
    InetSocketAddress address;
    try {
      address = ListenAddress.parse(listen);
    } catch (IllegalArgumentException e) {
      throw ExitException.usage("--listen " + e.getMessage());
    }
    byte[] token = listenTokenFile == null ? null : TokenFile.read(listenTokenFile, "--listen-token-file");
    if (token == null && !listenInsecure && !ListenAddress.loopback(address)) {
      throw ExitException.usage("--listen " + listen + " is reachable from other machines: pass "
          + "--listen-token-file FILE (a bearer token), or --listen-insecure behind a proxy that authenticates");
    }
    byte[] secret = webhookSecretFile == null ? null : TokenFile.read(webhookSecretFile, "--webhook-secret-file");
    return new Listener(address, token, secret);
  }

  /**
   * The follower of {@code --follow} (else {@code source.follow}), its checkout in the workspace's state
   * directory; null when no branch is followed.
   */
  private Follower follower(Workspace first, CliLog log) throws IOException {
    String followed = follow != null ? follow.strip() : first.config().source().follow();
    if (followed.isEmpty()) {
      return null;
    }
    FollowedBranch branch;
    try {
      branch = FollowedBranch.parse(followed);
    } catch (IllegalArgumentException e) {
      throw ExitException.usage("--follow " + e.getMessage());
    }
    java.nio.file.Path stateDir = DetectCycle.stateDir(detect.run.stateStore(first));
    if (stateDir == null) {
      throw ExitException.usage("--follow " + branch + ": the state directory is needed for the followed checkout");
    }
    Follower follower = new Follower(branch, first, stateDir, first.config().source().fetchTimeout(), System.getenv(),
        log::warn);
    String unfollowable = follower.unfollowable(new Cancellation());
    if (unfollowable != null) { // a typo of the remote's name is the operator's to fix now, not an unknown cycle
      throw ExitException.usage((follow != null ? "--follow " : "source.follow ") + branch + ": " + unfollowable);
    }
    return follower;
  }

  private static DriftServer serve(Listener listener, ServedRun served, WatchLoop loop, Follower follower,
      PrintWriter err, boolean debug)
      throws IOException {
    DriftServer server;
    try {
      // following a branch, its pushes start a cycle, whatever the last report could say
      PushReceiver receiver = listener.webhookSecret() == null ? null
          : new PushReceiver(listener.webhookSecret(), follower == null ? served::judgedBranch
              : () -> Optional.of(follower.followed().branch()), loop::requestCycle);
      server = DriftServer.start(listener.address(), listener.token(), served, loop::snapshot, receiver, debug);
    } catch (IOException e) {
      throw ExitException.usage("--listen " + listener.shown() + ": cannot listen: " + OsReason.of(e));
    }
    InetSocketAddress bound = server.address();
    String host = bound.getAddress().getHostAddress();
    err.println("stackdrift: serving http://" + (host.contains(":") ? "[" + host + "]" : host) + ":"
        + bound.getPort() + "/ (/metrics, /healthz, /readyz, /report.json"
        + (listener.webhookSecret() == null ? "" : ", POST /hooks/git") + ")");
    err.flush();
    return server;
  }
}
