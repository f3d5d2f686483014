package io.stackdrift.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.events.OtlpSettings.Protocol;
import io.stackdrift.events.OtlpSettings.Signal;
import io.stackdrift.testing.Poll;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The SDK's own messages, should a header value it cannot send ever reach it (the settings refuse one;
 * these are built past them): they never reach the JVM's console handler, they are shown only with
 * {@code --debug} and without the value, and the warning does not blame the collector.
 */
class OtlpTelemetryTest {
  private static final String SECRET = "ghp_SeCrEtSeCrEtSeCrEt0123456789";
  private final List<LogRecord> console = new CopyOnWriteArrayList<>();
  private final Handler consoleSpy = new Handler() {
    @Override
    public void publish(LogRecord record) {
      console.add(record);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  };

  @BeforeEach
  void watchTheRootLogger() {
    Logger.getLogger("").addHandler(consoleSpy);
  }

  @AfterEach
  void stopWatching() {
    Logger.getLogger("").removeHandler(consoleSpy);
  }

  @ParameterizedTest
  @CsvSource({"GRPC, true", "GRPC, false", "HTTP_PROTOBUF, true", "HTTP_PROTOBUF, false"})
  void anSdkMessageQuotingAHeaderValueIsShownWithoutItAndOnlyWithDebug(Protocol protocol, boolean debug)
      throws Exception {
    List<String> lines = new CopyOnWriteArrayList<>();
    OtlpTelemetry telemetry = OtlpTelemetry.start(settings(protocol, SECRET + "\r\nInjected: yes"), "0.0.0",
        "host", debug, lines::add);
    telemetry.stack(Map.of("stackId", "s1"), "converged", Instant.now().minusMillis(5), Instant.now());
    telemetry.finish("clean", "run-1");

    String warning = telemetry.close(Duration.ofSeconds(5));

    assertNotNull(warning);
    assertTrue(warning.contains("the exporter failed with IllegalArgumentException before the collector answered"),
        warning);
    assertFalse(warning.contains("refused"), warning);
    if (debug) {
      assertTrue(Poll.until(Duration.ofSeconds(10), () -> lines.stream().anyMatch(l -> l.contains("IllegalArgument"))),
          lines.toString());
      assertTrue(lines.stream().anyMatch(l -> l.contains("in x-api-key value: [REDACTED]")), lines.toString());
    } else {
      assertEquals(List.of(), lines);
    }
    String shown = String.join("\n", lines);
    assertFalse(shown.contains("SeCrEt") || shown.contains("Injected"), shown);
    assertEquals(List.of(), console.stream().map(LogRecord::getLoggerName).toList(),
        "nothing reaches the JVM's console handler");
  }

  private static OtlpSettings settings(Protocol protocol, String headerValue) throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    String base = "http://127.0.0.1:" + port;
    Map<String, String> headers = Map.of("x-api-key", headerValue);
    Duration timeout = Duration.ofSeconds(2);
    return new OtlpSettings(
        new Signal(protocol == Protocol.GRPC ? base : base + "/v1/traces", protocol, headers, timeout, false, null,
            null, null),
        new Signal(protocol == Protocol.GRPC ? base : base + "/v1/metrics", protocol, headers, timeout, false, null,
            null, null),
        Map.of(), "stackdrift");
  }
}
