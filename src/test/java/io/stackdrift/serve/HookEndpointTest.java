package io.stackdrift.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.receiver.PushReceiver;
import io.stackdrift.testing.ListenServer;
import io.stackdrift.watch.WatchLoop;
import java.io.IOException;
import java.io.ByteArrayInputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code POST /hooks/git} over real HTTP: the server's answers to deliveries, and what /metrics counts. */
class HookEndpointTest {
  private static final String SECRET = "a-webhook-secret-of-32-characters";
  private static final String READ_TOKEN = "a-read-token-of-32-characters-xx";
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private final AtomicInteger cycles = new AtomicInteger();
  private DriftServer server;
  private String base;

  @BeforeEach
  void start() throws IOException {
    Instant now = Instant.now();
    WatchLoop.Snapshot snapshot = new WatchLoop.Snapshot(now, true, null, null, Map.of(), now, Duration.ofHours(1),
        Duration.ofMinutes(17));
    PushReceiver receiver = new PushReceiver(SECRET.getBytes(StandardCharsets.UTF_8), () -> Optional.of("main"),
        cycles::incrementAndGet);
    server = DriftServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
        READ_TOKEN.getBytes(StandardCharsets.UTF_8), new ServedRun(false), () -> snapshot, receiver, false);
    base = "http://127.0.0.1:" + server.address().getPort();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aSignedPushIsAcceptedWithoutTheReadTokenAndAsksForACycle() throws Exception {
    byte[] body = "{\"ref\":\"refs/heads/main\"}".getBytes(StandardCharsets.UTF_8);
    HttpResponse<String> answer = post(body, Map.of("X-GitHub-Event", "push", "X-Hub-Signature-256",
        "sha256=" + hmac(body)));
    assertEquals(202, answer.statusCode(), answer.body());
    assertEquals(1, cycles.get());
  }

  @Test
  void aBadSignatureIsAnswered401WithNoDetailAndStartsNothing() throws Exception {
    byte[] body = "{\"ref\":\"refs/heads/main\"}".getBytes(StandardCharsets.UTF_8);
    HttpResponse<String> answer = post(body, Map.of("X-GitHub-Event", "push", "X-Hub-Signature-256",
        "sha256=" + "ab".repeat(32)));
    assertEquals(401, answer.statusCode());
    assertEquals("unauthorized\n", answer.body());
    assertEquals(0, cycles.get());
  }

  @Test
  void aBodyOverOneMebibyteIs413WhetherItsLengthIsDeclaredOrStreamed() throws Exception {
    byte[] big = new byte[PushReceiver.MAX_BODY_BYTES + 1];
    assertEquals(413, post(big, Map.of("Authorization", "Bearer " + SECRET)).statusCode());
    HttpResponse<String> streamed = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/hooks/git"))
        .header("Authorization", "Bearer " + SECRET)
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big))).build(),
        HttpResponse.BodyHandlers.ofString()); // no length given: sent chunked, cut by what is read
    assertEquals(413, streamed.statusCode());
    assertEquals(0, cycles.get());
  }

  @Test
  void onlyPostIsAnsweredOnTheHookPathAndMetricsCountEachOutcome() throws Exception {
    HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/hooks/git")).GET().build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(405, get.statusCode());
    assertEquals("POST", get.headers().firstValue("Allow").orElse(""));
    post(new byte[0], Map.of("Authorization", "Bearer " + SECRET));
    post(new byte[0], Map.of("Authorization", "Bearer wrong"));
    HttpResponse<String> metrics = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/metrics"))
        .header("Authorization", "Bearer " + READ_TOKEN).GET().build(), HttpResponse.BodyHandlers.ofString());
    assertTrue(metrics.body().contains("stackdrift_webhook_deliveries_total{outcome=\"cycle_requested\"} 1\n"),
        metrics.body());
    assertTrue(metrics.body().contains("stackdrift_webhook_deliveries_total{outcome=\"unauthorized\"} 1\n"),
        metrics.body());
    assertFalse(metrics.body().contains(SECRET), "the secret is never served");
  }

  @Test
  void withoutAReceiverTheHookPathDoesNotExist() throws Exception {
    try (DriftServer plain = ListenServer.start(null)) {
      HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
          + plain.address().getPort() + "/hooks/git")).header("Authorization", "Bearer " + SECRET)
          .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(404, answer.statusCode());
    }
  }

  private HttpResponse<String> post(byte[] body, Map<String, String> headers) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + "/hooks/git"))
        .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    headers.forEach(request::header);
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static String hmac(byte[] body) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    return HexFormat.of().formatHex(mac.doFinal(body));
  }
}
