package io.stackdrift.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A {@code watch --listen} a test started: where it serves, and plain GETs of its endpoints. */
public final class ServedWatch {
  private static final Pattern SERVING = Pattern.compile("serving http://([^/]+)/");
  public static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private ServedWatch() {}

  /** The address the watch names on {@code stderr} once it listens, as {@code http://HOST:PORT}. */
  public static String baseUrl(Path stderr) {
    assertTrue(Poll.until(Duration.ofSeconds(30), () -> SERVING.matcher(read(stderr)).find()),
        "watch says where it listens: " + read(stderr));
    Matcher m = SERVING.matcher(read(stderr));
    assertTrue(m.find());
    return "http://" + m.group(1);
  }

  public static HttpResponse<String> get(String url) throws IOException, InterruptedException {
    return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  /** The status, -1 when nothing answers, -2 when the exchange failed otherwise. */
  public static int status(String url) {
    try {
      return get(url).statusCode();
    } catch (ConnectException e) {
      return -1;
    } catch (IOException | InterruptedException e) {
      return -2;
    }
  }

  /** The body, empty when the exchange failed. */
  public static String body(String url) {
    try {
      return get(url).body();
    } catch (IOException | InterruptedException e) {
      return "";
    }
  }

  /** The file as it is now, empty while it does not exist. */
  public static String read(Path file) {
    try {
      return Files.exists(file) ? Files.readString(file) : "";
    } catch (IOException e) {
      return "";
    }
  }
}
