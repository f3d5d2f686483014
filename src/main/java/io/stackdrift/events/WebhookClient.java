package io.stackdrift.events;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.net.ssl.SSLException;

/**
 * Posts a JSON body to a webhook and tries once more when the failure may pass (no connection, a
 * 5xx answer, no answer in time), never after the caller's deadline. Redirects are not followed: a
 * webhook that moved says so, and a body never goes to a host the configuration does not name.
 * Problems are one line that never shows the URL (its path and query are the secret).
 */
public final class WebhookClient {
  private final HttpClient http;

  public WebhookClient() {
    this.http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
  }

  /** Why the body was not taken, or empty when it was (a 2xx answer). */
  public Optional<String> post(URI url, String json, long deadlineNanos) {
    // The first try gets half the time left, so that a receiver that hangs once still gets its retry.
    Attempt first = attempt(url, json, (deadlineNanos - System.nanoTime()) / 2);
    if (!first.retry()) {
      return first.problem();
    }
    long left = deadlineNanos - System.nanoTime();
    if (left <= 0) {
      return first.problem();
    }
    return attempt(url, json, left).problem().map(p -> p + " (tried twice)");
  }

  private record Attempt(Optional<String> problem, boolean retry) {
    static Attempt done() {
      return new Attempt(Optional.empty(), false);
    }

    static Attempt failed(String problem, boolean retry) {
      return new Attempt(Optional.of(problem), retry);
    }
  }

  private Attempt attempt(URI url, String json, long timeoutNanos) {
    if (timeoutNanos <= 0) {
      return Attempt.failed("no answer in time", false);
    }
    HttpRequest request = HttpRequest.newBuilder(url).timeout(Duration.ofNanos(timeoutNanos))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)).build();
    // The answer's status is all that counts: the future ends at its head, and the body (which may be
    // endless) is never read, only closed.
    CompletableFuture<HttpResponse<InputStream>> sent =
        http.sendAsync(request, HttpResponse.BodyHandlers.ofInputStream());
    try {
      HttpResponse<InputStream> answer = sent.get(timeoutNanos, TimeUnit.NANOSECONDS);
      closeQuietly(answer.body());
      return answered(answer.statusCode());
    } catch (TimeoutException e) {
      sent.cancel(true);
      return Attempt.failed("no answer in time", true);
    } catch (InterruptedException e) {
      sent.cancel(true);
      Thread.currentThread().interrupt();
      return Attempt.failed("interrupted", false);
    } catch (ExecutionException e) {
      return failed(e.getCause(), url);
    }
  }

  private static void closeQuietly(InputStream body) {
    try {
      body.close();
    } catch (IOException e) {
      // the connection is dropped either way
    }
  }

  private static Attempt answered(int status) {
    if (status >= 200 && status < 300) {
      return Attempt.done();
    }
    if (status >= 300 && status < 400) {
      return Attempt.failed("answered " + status + ", a redirect, which is not followed: configure the URL it "
          + "points to", false);
    }
    return Attempt.failed("answered " + status, status >= 500);
  }

  private static Attempt failed(Throwable cause, URI url) {
    if (cause instanceof HttpConnectTimeoutException) {
      return Attempt.failed("cannot connect in time", true);
    }
    if (cause instanceof HttpTimeoutException) {
      return Attempt.failed("no answer in time", true);
    }
    if (cause instanceof ConnectException) {
      return Attempt.failed("cannot connect (refused or unreachable)", true);
    }
    if (cause instanceof SSLException) {
      return Attempt.failed("TLS failed: " + withoutUrl(cause.getMessage(), url), false);
    }
    if (cause instanceof IOException) {
      return Attempt.failed("connection failed: " + withoutUrl(cause.getMessage(), url), true);
    }
    return Attempt.failed("cannot send: " + withoutUrl(String.valueOf(cause), url), false);
  }

  /** An exception's message with the URL's secret parts cut out, should a library ever quote them. */
  private static String withoutUrl(String message, URI url) {
    if (message == null || message.isBlank()) {
      return "no reason given";
    }
    String out = message;
    for (String secret : new String[] {url.toString(), url.getRawPath(), url.getRawQuery(), url.getRawUserInfo()}) {
      if (secret != null && secret.length() > 1) {
        out = out.replace(secret, "…");
      }
    }
    return out.lines().findFirst().orElse("").strip();
  }
}
