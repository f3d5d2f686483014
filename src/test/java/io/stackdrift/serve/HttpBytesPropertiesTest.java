package io.stackdrift.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.ListenServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * No byte sequence stops the server: whatever one connection sends, it gets one answer at most,
 * and {@code /healthz} answers 200 on the next connection.
 */
class HttpBytesPropertiesTest {
  private static final Pattern STATUS_LINE = Pattern.compile("(?m)^HTTP/1\\.[01] \\d{3} ");
  private static final List<String> PIECES = List.of("GET ", "HEAD ", "POST ", "/healthz", "/", "http://127.0.0.1",
      "http://attacker.example", " HTTP/1.1", " HTTP/1.0", " HTTP/2", "\r\n", "\n", "\r", "Host: 127.0.0.1",
      "Host", ":", " ", "\t", "Content-Length: 5", "Content-Length: -1", "Transfer-Encoding: chunked", "0\r\n",
      "\u0000", "\u00ff", "%00", "%2e%2e", "?", "#", "a".repeat(300));
  private static DriftServer server;
  private static int port;

  @BeforeContainer
  static void start() throws IOException {
    server = ListenServer.start(null);
    port = server.address().getPort();
  }

  @AfterContainer
  static void stop() {
    server.close();
  }

  @Property
  void noByteSequenceStopsTheServer(@ForAll("requests") byte[] bytes) throws IOException {
    String answer = send(bytes, true);
    Matcher m = STATUS_LINE.matcher(answer);
    int answers = 0;
    while (m.find()) {
      answers++;
    }
    assertTrue(answers <= 1, answer);
    String health = send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII), false);
    assertEquals("HTTP/1.1 200", health.substring(0, Math.min(12, health.length())), health);
  }

  @Provide
  Arbitrary<byte[]> requests() {
    Arbitrary<byte[]> pieces = Arbitraries.of(PIECES).list().ofMaxSize(24)
        .map(list -> String.join("", list).getBytes(StandardCharsets.ISO_8859_1));
    return Arbitraries.oneOf(pieces, Arbitraries.bytes().array(byte[].class).ofMaxSize(512));
  }

  private static String send(byte[] bytes, boolean halfClose) throws IOException {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(10_000);
      s.getOutputStream().write(bytes);
      if (halfClose) {
        s.shutdownOutput();
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      InputStream in = s.getInputStream();
      byte[] buffer = new byte[4096];
      try {
        for (int n; (n = in.read(buffer)) >= 0; ) {
          out.write(buffer, 0, n);
        }
      } catch (IOException e) {
        // reset after the answer
      }
      return out.toString(StandardCharsets.ISO_8859_1);
    }
  }
}
