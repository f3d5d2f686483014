package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.engine.DetectSettings;
import io.stackdrift.engine.WatchLoop;
import io.stackdrift.engine.Workspace;
import io.stackdrift.plan.Cancellation;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

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
            + "came back after two heals in a row (perpetual drift), waits. SIGINT/SIGTERM end the running cycle "
            + "cleanly (its report is written) and exit."},
    footer = {"", "Exit codes: 0 after --max-cycles cycles; 1 usage or configuration error, or an output that could "
        + "not be written in some cycle; 130/143 on a signal."})
final class WatchCommand implements Callable<Integer> {
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

  @Option(names = "--max-cycles", paramLabel = "N", description = "Stop after N cycles (default: run until a signal).")
  Integer maxCycles;

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
    Duration every = interval != null ? interval : first.config().watch().interval();
    if (every.isZero()) {
      throw ExitException.usage("--interval must be longer than zero");
    }
    Duration spread = jitter != null ? jitter : first.config().watch().jitter();
    WatchLoop loop = new WatchLoop(detect.request(settings, spec.commandLine().getOut(), err),
        new WatchLoop.Settings(every, spread, maxCycles, detect.run.lockWait(), selfHeal), new CliLog(err));
    Cancellation cancel = new Cancellation();
    Signals signals = Signals.install(cancel);
    try {
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
}
