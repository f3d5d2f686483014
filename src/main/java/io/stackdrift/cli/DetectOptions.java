package io.stackdrift.cli;

import io.stackdrift.config.Config.InitMode;
import io.stackdrift.engine.DetectSettings;
import io.stackdrift.engine.LongestFirst;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.OtlpSettings;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The flags of a detect run, shared by detect and watch. */
final class DetectOptions {
  @Mixin RunOptions run;

  @Option(names = "--parallel", paramLabel = "N",
      description = "Plans at once, 0 for the number of processors (default: detect.parallel, else 0).")
  Integer parallel;

  @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Per-stack limit, e.g. 90s, 14m (default: detect.timeout, 14m). On expiry the tool and its "
          + "children get SIGTERM, then SIGKILL after detect.kill_grace.")
  Duration timeout;

  @Option(names = "--init", paramLabel = "MODE",
      description = "auto: init only when a plan says the root is not initialised (default); always; never.")
  String init;

  @Option(names = "--durations", paramLabel = "REPORT",
      description = "Start the plans longest first by the durations in this saved report (default: the last "
          + "report in the state directory); stacks it does not know start first.")
  Path durations;

  @Option(names = "--no-native", description = "Skip the container check (runtime.status is then 'none').")
  boolean noNative;

  @Option(names = "--json", description = "Print the JSON report to stdout instead of the human output.")
  boolean json;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "Also write the JSON report to FILE (a regular file is replaced atomically, mode 0640; a "
          + "device or FIFO is written through; '-': stdout, which then carries only the report).")
  Path output;

  @Option(names = "--strict-v1",
      description = "Leave every extension out of the JSON report, and runId and the run event out of the events.")
  boolean strictV1;

  @Option(names = "--progress-jsonl", paramLabel = "PATH|-",
      description = "Append one JSON event per stack to PATH ('-': stdout, which then carries only events), "
          + "in run order as stacks finish, then one run event after every other output.")
  String progressJsonl;

  @Option(names = "--no-color", description = "No colours in the human output (also NO_COLOR).")
  boolean noColor;

  @Option(names = "--metrics-textfile", paramLabel = "FILE",
      description = "Also write Prometheus metrics to FILE (atomically) for node_exporter's textfile collector "
          + "('-': stdout).")
  Path metricsTextfile;

  @Option(names = "--junit", paramLabel = "FILE",
      description = "Also write a JUnit XML file: a test case per stack and per Compose project ('-': stdout).")
  Path junit;

  @Option(names = "--events-on-change",
      description = "Emit stack events only for stacks whose status changed since their last known status "
          + "(the run event is always written).")
  boolean eventsOnChange;

  @Option(names = "--otlp-endpoint", paramLabel = "URL",
      description = "Export a trace (a span per stack) and metrics over OTLP to URL (default: "
          + "OTEL_EXPORTER_OTLP_ENDPOINT; OTEL_EXPORTER_OTLP_PROTOCOL grpc or http/protobuf, the default). "
          + "The export waits at most 5s; a collector that is down costs one warning.")
  String otlpEndpoint;

  /** Whether an output other than the human view has stdout ('-' or --json): the human view is then left out. */
  boolean stdoutTaken() {
    return json || "-".equals(progressJsonl) || isStdout(output) || isStdout(metricsTextfile) || isStdout(junit);
  }

  static boolean isStdout(Path file) {
    return file != null && file.toString().equals("-");
  }

  OtlpSettings otlpSettings() {
    try {
      return OtlpSettings.from(otlpEndpoint, System.getenv());
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
  }

  DetectSettings settings() {
    if (timeout != null && timeout.isZero()) {
      throw ExitException.usage("--timeout must be longer than zero");
    }
    RunOptions.checkParallel(parallel);
    InitMode mode = null;
    if (init != null) {
      mode = switch (init) {
        case "auto" -> InitMode.AUTO;
        case "always" -> InitMode.ALWAYS;
        case "never" -> InitMode.NEVER;
        default -> throw ExitException.usage("--init is '" + init + "'; use auto, always or never");
      };
    }
    RunOptions.checkOneUseOfStdout(new String[] {"--progress-jsonl -", "--json", "-o -", "--metrics-textfile -",
        "--junit -"}, "-".equals(progressJsonl), json, isStdout(output), isStdout(metricsTextfile), isStdout(junit));
    LongestFirst startOrder = durations == null ? null : LongestFirst.from(SavedReports.read(durations).stacks());
    return new DetectSettings(run.tofu, parallel, timeout, mode, !noNative, startOrder);
  }

  EventSink openEvents(PrintWriter err) {
    return EventFiles.open(progressJsonl, err);
  }
}
