package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.GrpcReceiver;
import io.stackdrift.testing.OtlpReceiver;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 45: a header value HTTP cannot carry (a CR LF, a non-ASCII character) was handed to the SDK,
 * whose complaint quoted the whole token under {@code --debug}, and without it the warning blamed the
 * collector though nothing was sent. Now it is one warning naming the variable and the key, nothing
 * is exported, and the token is nowhere: not on stdout or stderr, not in the report, not in the state.
 */
class TelemetryHeadersIT {
  private static final String TOKEN = "ghp_" + "R3aLt0kenR3aLt0kenR3aLt0kenR3aLt0ken";
  private static final String WARNING = "stackdrift: warning: OTEL_EXPORTER_OTLP_HEADERS: the value of header "
      + "'x-api-key' holds a character HTTP does not allow";

  @ParameterizedTest
  @CsvSource({"grpc, --debug", "grpc, ''", "http/protobuf, --debug", "http/protobuf, ''"})
  void aHeaderValueWithALineBreakIsOneWarningAndTheTokenIsNowhere(String protocol, String debug,
      @TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    boolean grpc = protocol.equals("grpc");
    try (GrpcReceiver grpcCollector = GrpcReceiver.plaintext(); OtlpReceiver httpCollector = new OtlpReceiver()) {
      String endpoint = grpc ? "http://127.0.0.1:" + grpcCollector.port() : httpCollector.endpoint();
      Result run = run(tmp, ws, debug, Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint,
          "OTEL_EXPORTER_OTLP_PROTOCOL", protocol,
          "OTEL_EXPORTER_OTLP_HEADERS", "x-api-key=" + TOKEN + "%0d%0aInjected: yes"));

      assertEquals(0, run.code(), run.output());
      assertEquals(1, run.output().lines().filter(l -> l.startsWith(WARNING)).count(), run.output());
      assertTrue(run.output().contains("; no telemetry is exported this run"), run.output());
      assertFalse(run.output().contains("could not export") || run.output().contains("Exception"), run.output());
      assertNowhere(run, TOKEN, "Injected");
      assertTrue(grpcCollector.traces.isEmpty() && grpcCollector.metrics.isEmpty()
          && httpCollector.traces.isEmpty() && httpCollector.metrics.isEmpty(), "nothing is exported");
    }
  }

  @Test
  void aNonAsciiCharacterInAPerSignalHeaderIsOneWarningWithoutTheValue(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    try (OtlpReceiver collector = new OtlpReceiver()) {
      Result run = run(tmp, ws, "--debug", Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", collector.endpoint(),
          "OTEL_EXPORTER_OTLP_METRICS_HEADERS", "x-api-key=" + TOKEN + "é"));

      assertEquals(0, run.code(), run.output());
      assertEquals(1, run.output().lines().filter(l -> l.startsWith("stackdrift: warning: "
          + "OTEL_EXPORTER_OTLP_METRICS_HEADERS: the value of header 'x-api-key'")).count(), run.output());
      assertFalse(run.output().contains("Exception"), run.output());
      assertNowhere(run, TOKEN);
      assertTrue(collector.traces.isEmpty() && collector.metrics.isEmpty(), "nothing is exported");
    }
  }

  /** The "Poor" finding: a bad escape was URLDecoder's own line, naming no variable. */
  @Test
  void aBadPercentEscapeIsOneWarningNamingTheVariableAndKey(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    try (OtlpReceiver collector = new OtlpReceiver()) {
      Result run = run(tmp, ws, "--debug", Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", collector.endpoint(),
          "OTEL_EXPORTER_OTLP_HEADERS", "authorization=Bearer%20" + TOKEN,
          "OTEL_RESOURCE_ATTRIBUTES", "team=pl%tform-" + TOKEN));

      assertEquals(0, run.code(), run.output());
      assertEquals(List.of("stackdrift: warning: OTEL_RESOURCE_ATTRIBUTES: the value of key 'team' has a '%' that "
          + "is not followed by two hex digits; write a literal % as %25; no telemetry is exported this run"),
          run.output().lines().filter(l -> l.contains("warning:")).toList(), run.output());
      assertFalse(run.output().contains("URLDecoder"), run.output());
      assertNowhere(run, TOKEN);
    }
  }

  private static void assertNowhere(Result run, String... secrets) throws Exception {
    List<String> places = new ArrayList<>(List.of(run.output()));
    places.add(Files.readString(run.report()));
    try (var state = Files.walk(run.state())) {
      for (Path file : state.filter(Files::isRegularFile).toList()) {
        places.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
      }
    }
    for (String text : places) {
      for (String secret : secrets) {
        assertFalse(text.contains(secret), secret + " shown in: " + text);
      }
    }
  }

  private static Path workspace(Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    TofuWorkspace ws = new TofuWorkspace(root);
    ws.stack("app", "app", List.of(), dataResource("v1"));
    ws.apply("app");
    return root;
  }

  private record Result(int code, String output, Path report, Path state) {}

  /** A run in a JVM of its own, for the variables: the in-process runs read this JVM's environment. */
  private static Result run(Path tmp, Path ws, String flag, Map<String, String> env) throws Exception {
    Path report = tmp.resolve("report.json");
    Path state = tmp.resolve(".state");
    List<String> args = new ArrayList<>(List.of("detect", "-C", ws.toString(), "--no-native", "-o", report.toString(),
        "--state-dir", state.toString()));
    if (!flag.isEmpty()) {
      args.add(flag);
    }
    ProcessBuilder pb = new ProcessBuilder(CliProcess.argv(args.toArray(String[]::new))).redirectErrorStream(true);
    pb.environment().keySet().removeIf(k -> k.startsWith("OTEL_"));
    pb.environment().putAll(env);
    Process p = pb.start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("the run did not end within 60 s: " + output);
    }
    return new Result(p.exitValue(), output, report, state);
  }
}
