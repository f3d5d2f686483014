package io.stackdrift.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.WebhookReceiver;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Posting to a webhook (contract §12): one retry when it may pass, no redirects, never past the deadline. */
class WebhookClientTest {
  private static final String BODY = "{\"text\":\"hello\"}";
  private final WebhookReceiver receiver = newReceiver();
  private final WebhookClient client = new WebhookClient();

  @AfterEach
  void close() {
    receiver.close();
  }

  @Test
  void aTakenPostIsNoProblem() {
    assertEquals(Optional.empty(), post("/hook", Duration.ofSeconds(10)));
    assertEquals(1, receiver.to("/hook").size());
    assertEquals(BODY, receiver.to("/hook").get(0).body());
    assertEquals("application/json", receiver.to("/hook").get(0).contentType());
  }

  @Test
  void aClientErrorIsNotRetried() {
    receiver.answer("/gone", 404);
    assertEquals(Optional.of("answered 404"), post("/gone", Duration.ofSeconds(10)));
    assertEquals(1, receiver.to("/gone").size());
  }

  @Test
  void aServerErrorIsRetriedOnce() {
    receiver.answer("/busy", 503);
    assertEquals(Optional.of("answered 503 (tried twice)"), post("/busy", Duration.ofSeconds(10)));
    assertEquals(2, receiver.to("/busy").size());
  }

  @Test
  void aRedirectIsNotFollowed() {
    receiver.redirect("/moved", "/elsewhere").answer("/elsewhere", 200);
    Optional<String> problem = post("/moved", Duration.ofSeconds(10));
    assertTrue(problem.orElse("").startsWith("answered 302, a redirect, which is not followed"), problem.toString());
    assertEquals(1, receiver.to("/moved").size());
    assertEquals(0, receiver.to("/elsewhere").size(), "the body never goes where the redirect points");
  }

  @Test
  void aClosedPortFailsAtOnceAfterOneRetry() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      port = s.getLocalPort();
    }
    long start = System.nanoTime();
    Optional<String> problem = client.post(URI.create("http://127.0.0.1:" + port + "/hook"), BODY,
        System.nanoTime() + Duration.ofSeconds(10).toNanos());
    assertEquals(Optional.of("cannot connect (refused or unreachable) (tried twice)"), problem);
    assertTrue(Duration.ofNanos(System.nanoTime() - start).toMillis() < 5_000, "a refused connection waits for nothing");
  }

  @Test
  void aReceiverThatNeverAnswersGetsHalfTheTimeAndOneRetryWithinTheDeadline() {
    receiver.hang("/slow");
    long start = System.nanoTime();
    Optional<String> problem = post("/slow", Duration.ofMillis(1_500));
    long tookMs = Duration.ofNanos(System.nanoTime() - start).toMillis();

    assertEquals(Optional.of("no answer in time (tried twice)"), problem);
    assertEquals(2, receiver.to("/slow").size(), "the first try timed out early enough for a second");
    assertTrue(tookMs >= 1_400 && tookMs < 3_000, "took " + tookMs + " ms for a 1500 ms deadline");
  }

  private Optional<String> post(String path, Duration within) {
    return client.post(URI.create(receiver.url(path)), BODY, System.nanoTime() + within.toNanos());
  }

  private static WebhookReceiver newReceiver() {
    try {
      return new WebhookReceiver();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
