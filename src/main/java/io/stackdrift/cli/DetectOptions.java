package io.stackdrift.cli;

import io.stackdrift.config.Config.InitMode;
import io.stackdrift.config.MemoryBudget;
import io.stackdrift.config.RunLog;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.detect.DetectSettings;
import io.stackdrift.detect.Preflight;
import io.stackdrift.events.EventSink;
import io.stackdrift.events.OtlpSettings;
import io.stackdrift.fs.OutputCheck;
import io.stackdrift.publish.FileOutput;
import io.stackdrift.publish.RunOutput;
import io.stackdrift.schedule.LongestFirst;
import io.stackdrift.state.StateStore;
import io.stackdrift.view.ReportFormat;
import io.stackdrift.view.ViewStyle;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The flags of a detect run, shared by detect and watch. */
final class DetectOptions {
  @Mixin SafeguardOptions safeguards;

  static final Duration MIN_HEARTBEAT = Duration.ofSeconds(1);

  @Spec(Spec.Target.MIXEE) CommandSpec command;

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
          + "report in the state directory); stacks it does not know start first. With --shard, also the "
          + "durations the stacks are spread over the shards by.")
  Path durations;

  @Option(names = "--memory-budget", paramLabel = "SIZE|auto",
      description = {"How much memory the running plans may hold together (default detect.memory_budget, "
          + "auto: the cgroup's memory.max less what it uses, else MemAvailable, less 256 MiB for stackdrift). "
          + "A plan starts only when its expected peak (its last recorded peakRssBytes, else the median of "
          + "known peaks, else 512 MiB) fits beside those running; one plan always runs; --parallel still "
          + "bounds the count. Sizes: 2GiB, 1500M."})
  String memoryBudget;

  @Option(names = "--no-native", description = "Skip the container check (runtime.status is then 'none').")
  boolean noNative;

  @Mixin StdoutViewOptions stdout;

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

  @Option(names = "--heartbeat", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "When stderr is not a terminal, every DURATION one line naming the plans still running and "
          + "for how long, the longest first (default 30s; 0: none).")
  Duration heartbeat;

  @Option(names = "--metrics-textfile", paramLabel = "FILE",
      description = "Also write Prometheus metrics to FILE (atomically) for node_exporter's textfile collector "
          + "('-': stdout).")
  Path metricsTextfile;

  @Option(names = "--junit", paramLabel = "FILE",
      description = "Also write a JUnit XML file: a test case per stack and per Compose project ('-': stdout).")
  Path junit;

  @Option(names = "--html", paramLabel = "FILE",
      description = "Also write the report as one self-contained HTML page, with the state directory's status "
          + "history, to FILE (atomically; '-': stdout).")
  Path html;

  @Option(names = "--events-on-change",
      description = "Emit stack events only for stacks whose status changed since their last known status "
          + "(the run event is always written).")
  boolean eventsOnChange;

  @Option(names = "--otlp-endpoint", paramLabel = "ENDPOINT",
      description = "Export a trace (a span per stack) and metrics over OTLP to ENDPOINT (default: "
          + "OTEL_EXPORTER_OTLP_ENDPOINT and the other OTEL_EXPORTER_OTLP_* variables): HOST:PORT is gRPC in "
          + "plaintext (e.g. localhost:4317); an http:// or https:// URL follows OTEL_EXPORTER_OTLP_PROTOCOL "
          + "(grpc, or http/protobuf by default, e.g. http://localhost:4318). "
          + "The export waits at most OTEL_EXPORTER_OTLP_TIMEOUT (5s by default); a collector that is down, or an "
          + "endpoint or setting that cannot be used, costs one warning and never the run.")
  String otlpEndpoint;

  private boolean stdoutTaken() {
    return "-".equals(progressJsonl) || isStdout(output) || isStdout(metricsTextfile) || isStdout(junit)
        || isStdout(html);
  }

  private static boolean isStdout(Path file) {
    return FileOutput.isStdout(file);
  }

  /**
   * The outputs of a run in the order they are written: the one place where a flag becomes an
   * output. Files first, then stdout, so a report on stdout is never shown before it is kept.
   */
  List<RunOutput> outputs(PrintWriter out, RunLog log) {
    ViewStyle style = new ViewStyle(stdout.color(), 0, strictV1, stdout.allDetails());
    List<RunOutput> outputs = new ArrayList<>();
    file(outputs, output, ReportFormat.JSON, "the report", style, out, log);
    file(outputs, metricsTextfile, ReportFormat.PROMETHEUS, "the metrics", style, out, log);
    file(outputs, junit, ReportFormat.JUNIT, "the JUnit file", style, out, log);
    file(outputs, html, ReportFormat.HTML, "the HTML page", style, out, log);
    if (stdoutFormat() != null) {
      outputs.add(FileOutput.stdout(stdout.view(strictV1), out));
    }
    return outputs;
  }

  private static void file(List<RunOutput> outputs, Path file, ReportFormat format, String what, ViewStyle style,
      PrintWriter out, RunLog log) {
    if (file != null) {
      outputs.add(new FileOutput(format.view(style), file, what, out, log));
    }
  }

  /** What stdout shows, null when a file output or the events have it ('-'). */
  ReportFormat stdoutFormat() {
    if (stdoutTaken()) {
      return null;
    }
    return stdout.format();
  }

  /** The whole request of a run, from the flags; {@code settings} were checked before any work. */
  DetectRequest request(DetectSettings settings, PrintWriter out, PrintWriter err) {
    return request(settings, out, err, List.of());
  }

  /** With {@code more} outputs of the command's own after those of the flags. */
  DetectRequest request(DetectSettings settings, PrintWriter out, PrintWriter err, List<RunOutput> more) {
    RunLog log = new CliLog(err);
    List<RunOutput> outputs = new ArrayList<>(outputs(out, log));
    outputs.addAll(more);
    return new DetectRequest(settings, outputs, () -> openEvents(err), eventsOnChange, strictV1,
        otlpSettings(err), DebugOption.requested(command),
        total -> new ProgressPrinter(err, Terminal.isTerminal(2), total, heartbeat()),
        System.getenv());
  }

  /** Telemetry is not the job: settings it cannot use are one warning, and the run goes on without it. */
  OtlpSettings otlpSettings(PrintWriter err) {
    return otlpSettings(err, System.getenv());
  }

  OtlpSettings otlpSettings(PrintWriter err, Map<String, String> env) {
    try {
      return OtlpSettings.from(otlpEndpoint, env);
    } catch (IllegalArgumentException e) {
      Diagnostics.warn(err, e.getMessage() + "; no telemetry is exported this run");
      return null;
    }
  }

  /** How often the heartbeat beats off a terminal; zero: never. */
  Duration heartbeat() {
    return heartbeat == null ? ProgressPrinter.DEFAULT_HEARTBEAT : heartbeat;
  }

  /** --memory-budget parsed, null when not given (as configured); a usage error when it is not a size. */
  private MemoryBudget checkedBudget() {
    if (memoryBudget == null) {
      return null;
    }
    try {
      return MemoryBudget.parse(memoryBudget);
    } catch (IllegalArgumentException e) {
      throw ExitException.usage("--memory-budget " + e.getMessage());
    }
  }

  DetectSettings settings() {
    if (timeout != null && timeout.isZero()) {
      throw ExitException.usage("--timeout must be longer than zero");
    }
    if (heartbeat != null && !heartbeat.isZero() && heartbeat.compareTo(MIN_HEARTBEAT) < 0) {
      // a line every few milliseconds buries the log it is meant to keep alive: a typo (1ms for 1m)
      throw ExitException.usage("--heartbeat must be 0 (none) or at least " + MIN_HEARTBEAT.toSeconds()
          + "s, not " + heartbeat.toMillis() + "ms");
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
    stdout.check();
    RunOptions.checkOneUseOfStdout(new String[] {"--progress-jsonl -", "--json", "--format", "-o -",
        "--metrics-textfile -", "--junit -", "--html -"}, "-".equals(progressJsonl), stdout.json, stdout.formatGiven(),
        isStdout(output), isStdout(metricsTextfile), isStdout(junit), isStdout(html));
    checkDistinctFiles();
    files().forEach((flag, file) -> RunOptions.checkOutput(flag, file,
        flag.equals("--progress-jsonl") ? OutputCheck.Write.APPEND : OutputCheck.Write.REPLACE));
    LongestFirst startOrder = durations == null ? null : LongestFirst.from(SavedReports.read(durations).stacks());
    return DetectSettings.configured().withTofu(run.tofu).withParallel(parallel).withTimeout(timeout).withInit(mode)
        .withContainers(!noNative).withDurations(startOrder).withDetails(stdout.detailsMode())
        .withMemoryBudget(checkedBudget()).withSafeguards(safeguards.switches());
  }

  /**
   * Two outputs on one regular file would replace each other: a usage error naming both (a device
   * such as /dev/null may take several).
   */
  private void checkDistinctFiles() {
    Map<Path, String> seen = new HashMap<>();
    for (Map.Entry<String, Path> file : files().entrySet()) {
      if (isDevice(file.getValue())) {
        continue;
      }
      String earlier = seen.putIfAbsent(file.getValue().toAbsolutePath().normalize(), file.getKey());
      if (earlier != null) {
        throw ExitException.usage(earlier + " and " + file.getKey() + " both write " + file.getValue()
            + ": give each output a file of its own");
      }
    }
  }

  private static boolean isDevice(Path path) {
    try {
      return Files.readAttributes(path, BasicFileAttributes.class).isOther();
    } catch (IOException e) {
      return false; // not there yet: a file to be
    }
  }

  /** No output file is one stackdrift keeps in the state directory: a usage error before any plan. */
  void requireOutsideState(StateStore state) {
    try {
      Preflight.requireOutsideState(state, List.copyOf(files().values()));
    } catch (Preflight.Refused e) {
      throw ExitException.usage(e.getMessage());
    }
  }

  /** Each output flag given with a file (not '-'), in the order of the flags. */
  private Map<String, Path> files() {
    Map<String, Path> files = new LinkedHashMap<>();
    String[] flags = {"-o", "--metrics-textfile", "--junit", "--html", "--progress-jsonl"};
    Path[] paths = {output, metricsTextfile, junit, html, progressJsonl == null ? null : Path.of(progressJsonl)};
    for (int i = 0; i < flags.length; i++) {
      if (paths[i] != null && !isStdout(paths[i])) {
        files.put(flags[i], paths[i]);
      }
    }
    return files;
  }

  EventSink openEvents(PrintWriter err) {
    return EventFiles.open(progressJsonl, err);
  }
}
