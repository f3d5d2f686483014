package io.stackdrift.cli;

import io.stackdrift.config.Config.InitMode;
import io.stackdrift.config.ConfigurationException;
import io.stackdrift.discovery.Stack;
import io.stackdrift.engine.ChangedEvents;
import io.stackdrift.engine.DetectListener;
import io.stackdrift.engine.DetectSettings;
import io.stackdrift.engine.Detector;
import io.stackdrift.engine.StateStore;
import io.stackdrift.engine.Workspace;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.JsonLinesSink;
import io.stackdrift.events.OtlpSettings;
import io.stackdrift.plan.Cancellation;
import io.stackdrift.report.AtomicFile;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.HumanView;
import io.stackdrift.report.JUnitView;
import io.stackdrift.report.Json;
import io.stackdrift.report.PrometheusView;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(
    name = "detect",
    mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true,
    description = {
        "Plans every selected stack with 'tofu plan -detailed-exitcode' (in parallel, each under a timeout,",
        "read-only: no lock, no apply) and reports drift per stack: converged, drifted, failed or pending_root.",
        "Then checks the containers of each Compose project (configured in stackdrift.toml or found beside",
        "a stack) against the live Docker engine, without changing anything.",
        "The overall status is clean, drifted or unknown; the reconcile targets are the stacks to re-apply.",
        "",
        "Human output goes to stdout; progress to stderr. --json prints the stackkit.drift-report/v1 report."},
    footer = {"",
        "Exit codes: 0 the run completed (drift is not an error); 1 usage or configuration error;",
        "with --detailed-exitcode 0 clean, 2 drifted, 3 unknown; 130/143 interrupted by SIGINT/SIGTERM",
        "(running plans are terminated and the report is still written, unfinished stacks 'cancelled').",
        "",
        "OpenTofu is --tofu, else STACKDRIFT_TOFU, else tools.tofu, else tofu or terraform on PATH."})
final class DetectCommand implements Callable<Integer> {
  @Mixin WorkspaceOptions workspace;
  @Mixin SelectionOptions selection;

  @Option(names = "--parallel", paramLabel = "N",
      description = "Plans at once (default: detect.parallel, else the number of processors).")
  Integer parallel;

  @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Per-stack limit, e.g. 90s, 14m (default: detect.timeout, 14m). On expiry the tool and its "
          + "children get SIGTERM, then SIGKILL after detect.kill_grace.")
  Duration timeout;

  @Option(names = "--init", paramLabel = "MODE",
      description = "auto: init only when a plan says the root is not initialised (default); always; never.")
  String init;

  @Option(names = "--tofu", paramLabel = "PATH", description = "The OpenTofu (or Terraform) binary.")
  String tofu;

  @Option(names = "--no-native", description = "Skip the container check (runtime.status is then 'none').")
  boolean noNative;

  @Option(names = "--json", description = "Print the JSON report to stdout instead of the human output.")
  boolean json;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "Also write the JSON report to FILE (atomically, mode 0640).")
  Path output;

  @Option(names = "--strict-v1", description = "Leave every extension out of the JSON report.")
  boolean strictV1;

  @Option(names = "--progress-jsonl", paramLabel = "PATH|-",
      description = "Append one JSON event per stack to PATH ('-': stdout, which then carries only events), "
          + "in run order as stacks finish.")
  String progressJsonl;

  @Option(names = "--detailed-exitcode", description = "Exit 0 clean, 2 drifted, 3 unknown.")
  boolean detailedExitcode;

  @Option(names = "--no-color", description = "No colours in the human output (also NO_COLOR).")
  boolean noColor;

  @Option(names = "--metrics-textfile", paramLabel = "FILE",
      description = "Also write Prometheus metrics to FILE (atomically) for node_exporter's textfile collector.")
  Path metricsTextfile;

  @Option(names = "--junit", paramLabel = "FILE",
      description = "Also write a JUnit XML file: a test case per stack and per Compose project.")
  Path junit;

  @Option(names = "--state-dir", paramLabel = "DIR",
      description = "Where the last report and history.jsonl are kept (default: $STATE_DIRECTORY under systemd, "
          + "else $XDG_STATE_HOME/stackdrift/<workspace id>, else ~/.local/state/stackdrift/<workspace id>).")
  Path stateDir;

  @Option(names = "--events-on-change",
      description = "Emit events only for stacks whose status changed since the last run.")
  boolean eventsOnChange;

  @Option(names = "--otlp-endpoint", paramLabel = "URL",
      description = "Export a trace (a span per stack) and metrics over OTLP to URL (default: "
          + "OTEL_EXPORTER_OTLP_ENDPOINT; OTEL_EXPORTER_OTLP_PROTOCOL grpc or http/protobuf, the default). "
          + "The export waits at most 5s; a collector that is down costs one warning.")
  String otlpEndpoint;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws ConfigurationException {
    Instant started = Instant.now();
    DetectSettings settings = settings();
    boolean eventsOnStdout = "-".equals(progressJsonl);
    if (eventsOnStdout && json) {
      throw ExitException.usage("--progress-jsonl - and --json both want stdout; write one of them to a file");
    }
    PrintWriter err = spec.commandLine().getErr();
    Workspace ws = workspace.load(err);
    List<Stack> selected = selection.apply(ws);
    PrintWriter out = spec.commandLine().getOut();
    if (selected.isEmpty()) {
      err.println("stackdrift: warning: no stack selected");
    }

    StateStore state = new StateStore(stateDir != null ? stateDir : StateStore.defaultDir(System.getenv(), ws.id()));
    Map<String, StateStore.Known> previous = state.load(w -> err.println("stackdrift: warning: " + w));
    Telemetry telemetry = Telemetry.start(otlpSettings());
    Cancellation cancel = new Cancellation();
    Signals signals = Signals.install(cancel);
    DriftReport report;
    try (EventSink events = eventsOnChange ? new ChangedEvents(openEvents(eventsOnStdout), previous)
            : openEvents(eventsOnStdout);
         ProgressPrinter progress = new ProgressPrinter(err, Terminal.isTerminal(2), selected.size())) {
      DetectListener listener = telemetry == null ? progress : DetectListener.both(progress, telemetry);
      report = new Detector(ws, settings, System.getenv(), listener, events).run(selected, cancel);
    }
    if (telemetry != null) {
      telemetry.finish(report, err);
    }
    if (signals.exitCode() == 0) {
      report = record(state, report, previous, err);
    }
    DriftReport shown = strictV1 ? report.strict() : report;
    String reportJson = Json.pretty(shown) + "\n";
    boolean written = write(output, "the report", reportJson, err);
    if (metricsTextfile != null) {
      double seconds = Duration.between(started, Instant.now()).toMillis() / 1000.0;
      written &= write(metricsTextfile, "the metrics", new PrometheusView().render(report, seconds, Instant.now()),
          err);
    }
    if (junit != null) {
      written &= write(junit, "the JUnit file", new JUnitView().render(report), err);
    }
    if (json) {
      out.print(reportJson);
    } else if (!eventsOnStdout) {
      out.print(new HumanView(Terminal.colorAllowed(noColor)).render(report));
    }
    out.flush();
    if (signals.exitCode() != 0) {
      return signals.exitCode();
    }
    if (!written) {
      return ExitCodes.FAILURE;
    }
    return detailedExitcode ? detailedCode(report) : ExitCodes.OK;
  }

  /** Adds each stack's since and keeps the report and the status changes in the state directory. */
  private static DriftReport record(StateStore state, DriftReport report, Map<String, StateStore.Known> previous,
      PrintWriter err) {
    StateStore.Recorded recorded = StateStore.compare(report, previous);
    try {
      state.save(recorded);
    } catch (IOException e) {
      err.println("stackdrift: warning: cannot keep the run in " + state.dir() + ": " + e.getMessage());
    }
    return recorded.report();
  }

  private OtlpSettings otlpSettings() {
    try {
      return OtlpSettings.from(otlpEndpoint, System.getenv());
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
  }

  private DetectSettings settings() {
    if (parallel != null && parallel < 1) {
      throw ExitException.usage("--parallel must be 1 or more, not " + parallel);
    }
    InitMode mode = null;
    if (init != null) {
      mode = switch (init) {
        case "auto" -> InitMode.AUTO;
        case "always" -> InitMode.ALWAYS;
        case "never" -> InitMode.NEVER;
        default -> throw ExitException.usage("--init is '" + init + "'; use auto, always or never");
      };
    }
    return new DetectSettings(tofu, parallel, timeout, mode, !noNative);
  }

  private EventSink openEvents(boolean toStdout) {
    if (progressJsonl == null) {
      return EventSink.NONE;
    }
    if (toStdout) {
      return JsonLinesSink.stdout(System.out);
    }
    try {
      return JsonLinesSink.file(Path.of(progressJsonl));
    } catch (IOException e) {
      throw ExitException.usage("--progress-jsonl " + progressJsonl + ": cannot open: " + e.getMessage());
    }
  }

  /** Writes one output file atomically; a failure is reported and leaves the previous file as it was. */
  private static boolean write(Path file, String what, String content, PrintWriter err) {
    if (file == null) {
      return true;
    }
    try {
      AtomicFile.write(file, content);
      return true;
    } catch (IOException e) {
      err.println("stackdrift: cannot write " + what + " to " + file + ": " + e.getMessage()
          + " (the previous file, if any, is unchanged)");
      return false;
    }
  }

  private static int detailedCode(DriftReport report) {
    return switch (report.status()) {
      case CLEAN -> ExitCodes.OK;
      case DRIFTED -> ExitCodes.DRIFTED;
      case UNKNOWN -> ExitCodes.UNKNOWN;
    };
  }
}
