package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.cli.CliRun;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.TofuWorkspace;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Telemetry is not the job (contract §7, §9): an OTLP setting that cannot be used is one warning
 * naming it, the plans run and the exit code is the run's; a credential in the endpoint is never
 * printed. Real plans.
 */
class TelemetryFaultsIT {

  @Test
  void anUnsupportedProtocolIsOneWarningNamingTheVariableAndDetectionRuns(@TempDir Path tmp) throws Exception {
    Path ws = applied(tmp);
    ProcessBuilder builder = new ProcessBuilder(CliProcess.argv("detect", "-C", ws.toString(), "--no-native",
        "--detailed-exitcode", "--json")).redirectErrorStream(false);
    builder.environment().put("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4317");
    builder.environment().put("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json");
    Process p = builder.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), err);
    assertTrue(out.contains("\"status\": \"clean\""), out);
    List<String> warnings = err.lines().filter(l -> l.startsWith("stackdrift: warning:")).toList();
    assertEquals(1, warnings.size(), err);
    assertTrue(warnings.get(0).contains("OTEL_EXPORTER_OTLP_PROTOCOL=http/json is not supported"), err);
    assertFalse(err.contains("internal error") || err.contains("Exception"), err);
  }

  @Test
  void anEndpointThatIsNoUrlIsOneWarningNotAnInternalError(@TempDir Path tmp) throws Exception {
    Path ws = applied(tmp);
    for (String endpoint : List.of("localhost", "file:///x", "http://")) {
      CliRun run = CliRun.of("detect", "-C", ws.toString(), "--no-native", "--detailed-exitcode",
          "--otlp-endpoint", endpoint);
      assertEquals(0, run.code(), endpoint + ": " + run.err());
      assertTrue(run.out().contains("No drift detected"), run.out());
      assertTrue(run.err().contains("warning: --otlp-endpoint '" + endpoint + "' is "), run.err());
      assertFalse(run.err().contains("internal error"), run.err());
    }
  }

  @Test
  void aCredentialInTheEndpointIsNeverPrinted(@TempDir Path tmp) throws Exception {
    Path ws = applied(tmp);
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort(); // closed again: the export fails and says so
    }
    CliRun run = CliRun.of("detect", "-C", ws.toString(), "--no-native", "--otlp-endpoint",
        "http://svc:s3cr3t-token@127.0.0.1:" + port);
    assertTrue(run.err().contains("could not export telemetry to http://…@127.0.0.1:" + port), run.err());
    assertFalse(run.err().contains("s3cr3t-token") || run.out().contains("s3cr3t-token"), run.err());
  }

  private static Path applied(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    ws.apply("app");
    return ws.root();
  }
}
