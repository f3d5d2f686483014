package io.stackdrift.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.ListenServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What {@code watch --listen} answers to raw bytes (RFC 9112), sent over a socket to the real server:
 * one answer per connection, 400 for what the RFC forbids, the Host check on the authority that
 * counts, and a server that still answers after every case.
 */
class HttpConformanceTest {
  private static final Pattern STATUS_LINE = Pattern.compile("(?m)^HTTP/1\\.[01] (\\d{3}) ");
  private static DriftServer server;
  private static int port;

  @BeforeAll
  static void start() throws IOException {
    server = ListenServer.start(null);
    port = server.address().getPort();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void fourBytesOfEmptyLinesDoNotStopTheServer() throws Exception {
    for (int i = 0; i < 3; i++) {
      try (Socket s = socket()) {
        s.getOutputStream().write("\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        s.shutdownOutput();
        String answer = readAll(s);
        assertTrue(answers(answer) <= 1, answer);
      }
      assertStillServing();
    }
  }

  @Test
  void emptyLinesBeforeTheRequestLineAreIgnored() throws Exception {
    assertEquals(200, status("\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
  }

  @Test
  void http11WithoutHostIsABadRequest() throws Exception {
    assertEquals(400, status("GET /healthz HTTP/1.1\r\n\r\n"));
  }

  @Test
  void http10WithoutHostIsAnswered() throws Exception {
    assertEquals(200, status("GET /healthz HTTP/1.0\r\n\r\n"));
  }

  @Test
  void twoHostHeadersAreABadRequest() throws Exception {
    assertEquals(400, status("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\n\r\n"));
    assertEquals(400, status("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: attacker.example\r\n\r\n"));
  }

  @Test
  void twoContentLengthsAreABadRequest() throws Exception {
    assertEquals(400, status("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n"
        + "Content-Length: 5\r\n\r\nhello"));
  }

  @Test
  void whitespaceBeforeAColonIsABadRequest() throws Exception {
    assertEquals(400, status("GET /healthz HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n"));
    assertEquals(400, status("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A\t: b\r\n\r\n"));
  }

  @Test
  void aFoldedHeaderLineIsABadRequest() throws Exception {
    assertEquals(400, status("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\r\n  b\r\n\r\n"));
  }

  /** A smuggled second request behind a body framed two ways is never answered: one answer, then closed. */
  @Test
  void contentLengthWithTransferEncodingGetsOneAnswerAtMost() throws Exception {
    String smuggled = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\n"
        + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /report.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    try (Socket s = socket()) {
      s.getOutputStream().write(smuggled.getBytes(StandardCharsets.US_ASCII));
      String answer = readAll(s);
      assertEquals(1, answers(answer), answer);
      assertTrue(firstStatus(answer) == 400 || firstStatus(answer) == 200, answer);
    }
  }

  @Test
  void aPipelinedSecondRequestIsNotAnswered() throws Exception {
    String two = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    try (Socket s = socket()) {
      s.getOutputStream().write(two.getBytes(StandardCharsets.US_ASCII));
      String answer = readAll(s);
      assertEquals(1, answers(answer), answer);
      assertTrue(answer.toLowerCase().contains("connection: close"), answer);
    }
  }

  @Test
  void theAuthorityOfAnAbsoluteFormTargetIsTheHostThatIsJudged() throws Exception {
    assertNotEquals(200, status("GET http://attacker.example/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    assertNotEquals(200, status("GET http://attacker.example/healthz HTTP/1.1\r\nHost: attacker.example\r\n\r\n"));
    assertEquals(200, status("GET http://127.0.0.1/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
  }

  @Test
  void anotherHostNameIsMisdirected() throws Exception {
    assertEquals(421, status("GET /report.json HTTP/1.1\r\nHost: attacker.example:" + port + "\r\n\r\n"));
    assertEquals(200, status("GET /healthz HTTP/1.1\r\nHost: localhost:" + port + "\r\n\r\n"));
    assertEquals(200, status("GET /healthz HTTP/1.1\r\nHost: [::1]:" + port + "\r\n\r\n"));
  }

  @Test
  void bareLineFeedsGetAnAnswer() throws Exception {
    int status = status("GET /healthz HTTP/1.1\nHost: 127.0.0.1\n\n");
    assertTrue(status == 200 || status == 400, "status " + status);
  }

  @Test
  void headersPast8KiBAreTooLarge() throws Exception {
    assertEquals(431, status("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(9000) + "\r\n\r\n"));
  }

  @Test
  void onlyGetAndHeadAreServed() throws Exception {
    String answer = exchange("POST /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n");
    assertEquals(405, firstStatus(answer), answer);
    assertTrue(answer.contains("Allow: GET, HEAD"), answer);
    String head = exchange("HEAD /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    assertEquals(200, firstStatus(head), head);
    assertTrue(head.endsWith("\r\n\r\n"), "no body after the head: " + head);
  }

  @Test
  void errorsAreOneLineOfText() throws Exception {
    String answer = exchange("GET /healthz HTTP/1.1\r\n\r\n");
    String body = answer.substring(answer.indexOf("\r\n\r\n") + 4);
    assertTrue(answer.contains("Content-Type: text/plain"), answer);
    assertEquals(1, body.lines().count(), body);
    assertTrue(!answer.toLowerCase().contains("jetty") && !answer.contains("<html"), answer);
  }

  @Test
  void aHalfClosedSocketDoesNotStopTheServer() throws Exception {
    try (Socket s = socket()) {
      s.getOutputStream().write("GET /healthz HTTP/1.1\r\nHost: 12".getBytes(StandardCharsets.US_ASCII));
      s.shutdownOutput();
      String answer = readAll(s);
      assertTrue(answers(answer) <= 1, answer);
    }
    assertStillServing();
  }

  @Test
  void aHeadThatNeverEndsIsClosedAtItsDeadline() throws Exception {
    try (Socket s = socket()) {
      s.getOutputStream().write("GET / HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
      long start = System.nanoTime();
      assertEquals(-1, s.getInputStream().read(), "closed without an answer once the deadline passed");
      long waited = (System.nanoTime() - start) / 1_000_000;
      assertTrue(waited < DriftServer.HEAD_DEADLINE.toMillis() + 2000, waited + " ms");
    }
  }

  static void assertStillServing() throws IOException {
    assertEquals(200, status("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
  }

  static int status(String request) throws IOException {
    String answer = exchange(request);
    assertEquals(1, answers(answer), "one answer to " + request.replace("\r", "\\r").replace("\n", "\\n")
        + ":\n" + answer);
    return firstStatus(answer);
  }

  static String exchange(String request) throws IOException {
    try (Socket s = socket()) {
      s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
      return readAll(s);
    }
  }

  private static Socket socket() throws IOException {
    Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
    s.setSoTimeout(10_000);
    return s;
  }

  private static String readAll(Socket s) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    InputStream in = s.getInputStream();
    byte[] buffer = new byte[8192];
    try {
      for (int n; (n = in.read(buffer)) >= 0; ) {
        out.write(buffer, 0, n);
      }
    } catch (SocketTimeoutException e) {
      throw new AssertionError("the server neither answered nor closed within 10 s: " + out, e);
    } catch (IOException e) {
      // reset by the server after its answer
    }
    return out.toString(StandardCharsets.ISO_8859_1);
  }

  private static int answers(String stream) {
    Matcher m = STATUS_LINE.matcher(stream);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  private static int firstStatus(String stream) {
    Matcher m = STATUS_LINE.matcher(stream);
    return m.find() ? Integer.parseInt(m.group(1)) : -1;
  }
}
