package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.serve.DriftServer;
import io.stackdrift.testing.ListenServer;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code watch --listen} under hostile clients (contract §9), on loopback only: half-open
 * connections that never finish their request head (slowloris) hold no thread, and the bearer token
 * is checked as RFC 7235 says. The raw RFC 9112 cases are {@code serve/HttpConformanceTest}'s.
 */
class ListenFaultsTest {
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  @Test
  void healthzAnswersWhile300HalfOpenConnectionsAreHeld() throws Exception {
    List<Socket> slow = new ArrayList<>();
    try (DriftServer server = ListenServer.start(null)) {
      int port = server.address().getPort();
      for (int i = 0; i < 300; i++) {
        Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
        OutputStream out = s.getOutputStream();
        out.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII));
        out.flush();
        slow.add(s);
      }
      for (int i = 0; i < 10; i++) {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/healthz"))
            .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
      }
    } finally {
      for (Socket s : slow) {
        s.close();
      }
    }
  }

  @Test
  void theBearerSchemeIsCaseInsensitiveAndTheTokenIsNot() throws Exception {
    try (DriftServer server = ListenServer.start("s3cr3t".getBytes(StandardCharsets.UTF_8))) {
      int port = server.address().getPort();
      assertEquals(200, rawStatus(port, "GET /healthz HTTP/1.1\r\nHost: x\r\nAuthorization: bearer s3cr3t\r\n\r\n"));
      assertEquals(401, rawStatus(port, "GET /healthz HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer S3CR3T\r\n\r\n"));
      assertEquals(401, rawStatus(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"));
    }
  }

  private static int rawStatus(int port, String request) throws Exception {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(10_000);
      s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
      String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
      assertTrue(answer.startsWith("HTTP/1.1 "), answer);
      return Integer.parseInt(answer.substring(9, 12));
    }
  }
}
