package io.stackdrift.serve;

import io.stackdrift.receiver.Outcome;
import io.stackdrift.receiver.PushReceiver;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * What a request that Jetty parsed and found well formed gets (Jetty answers 400 to what RFC 9112
 * forbids, in its RFC 9110 compliance mode, before this): 405 for a method that could change something, 421 for a tokenless loopback server asked for
 * another host (the authority of an absolute-form target counts, not only the Host header: DNS
 * rebinding), 401 without the bearer token, else the endpoint's answer. Every answer is read-only and
 * uncached. The one exception is {@code POST /hooks/git} with a push receiver: a forge's delivery,
 * authenticated by its own signature rather than the bearer token or the Host, read up to
 * {@link PushReceiver#MAX_BODY_BYTES}; without a receiver that path does not exist.
 */
final class ServeHandler extends Handler.Abstract {
  static final String HOOK_PATH = "/hooks/git";

  private final Endpoints endpoints;
  private final byte[] expectedToken;
  private final boolean checkHost;
  private final PushReceiver receiver;

  ServeHandler(Endpoints endpoints, byte[] token, boolean checkHost, PushReceiver receiver) {
    super(InvocationType.BLOCKING);
    this.endpoints = endpoints;
    this.expectedToken = token;
    this.checkHost = checkHost;
    this.receiver = receiver;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    request.getConnectionMetaData().setAttribute(DriftServer.HEAD_ARRIVED, Boolean.TRUE);
    Answer answer = answer(request);
    Endpoints.Response r = answer.response();
    response.setStatus(r.status());
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, r.contentType());
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.getHeaders().put("X-Content-Type-Options", "nosniff");
    if (r.contentType().startsWith("text/html")) {
      response.getHeaders().put("Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    }
    if (answer.extraName() != null) {
      response.getHeaders().put(answer.extraName(), answer.extraValue());
    }
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, r.body().length);
    boolean headOnly = request.getMethod().equals("HEAD");
    response.write(true, headOnly ? null : ByteBuffer.wrap(r.body()), callback);
    return true;
  }

  private Answer answer(Request request) {
    String method = request.getMethod();
    if (request.getHttpURI().getDecodedPath().equals(HOOK_PATH)) {
      return receiver == null ? Answer.of(endpoints.get(HOOK_PATH)) : hook(request); // without one: 404
    }
    if (!method.equals("GET") && !method.equals("HEAD")) {
      return Answer.of(Endpoints.Response.text(405, "read-only: only GET and HEAD")).with("Allow", "GET, HEAD");
    }
    if (checkHost && !loopbackHost(request.getHttpURI().getHost())) {
      return Answer.of(Endpoints.Response.text(421, "this server answers to its loopback address only (the Host "
          + "header or the target names another host: a page elsewhere may be rebinding a name to this machine)"));
    }
    if (!authorized(request.getHeaders().get(HttpHeader.AUTHORIZATION))) {
      return Answer.of(Endpoints.Response.text(401, "a bearer token is required (Authorization: Bearer …)"))
          .with("WWW-Authenticate", "Bearer");
    }
    return Answer.of(endpoints.get(request.getHttpURI().getDecodedPath()));
  }

  /** A forge's delivery: POST only, the body bounded, the answer saying no more than its status. */
  private Answer hook(Request request) {
    if (!request.getMethod().equals("POST")) {
      return Answer.of(Endpoints.Response.text(405, "deliveries are POSTed")).with("Allow", "POST");
    }
    if (request.getLength() > PushReceiver.MAX_BODY_BYTES) {
      return hookAnswer(receiver.tooLarge());
    }
    byte[] body;
    try (InputStream in = Content.Source.asInputStream(request)) {
      body = in.readNBytes(PushReceiver.MAX_BODY_BYTES + 1);
    } catch (IOException e) {
      return Answer.of(Endpoints.Response.text(400, "the body could not be read"));
    }
    if (body.length > PushReceiver.MAX_BODY_BYTES) {
      return hookAnswer(receiver.tooLarge());
    }
    return hookAnswer(receiver.receive(headers(request), body));
  }

  private static Answer hookAnswer(Outcome outcome) {
    return Answer.of(Endpoints.Response.text(outcome.status(), switch (outcome) {
      case CYCLE_REQUESTED -> "accepted: a cycle starts now";
      case IGNORED -> "accepted: nothing to do (not a push to the branch this watch judges)";
      case UNAUTHORIZED -> "unauthorized";
      case TOO_LARGE -> "the body is over " + PushReceiver.MAX_BODY_BYTES + " bytes";
      case MALFORMED -> "not a push notification";
    }));
  }

  /** Every header's values by its name in lower case. */
  private static Map<String, List<String>> headers(Request request) {
    Map<String, List<String>> headers = new HashMap<>();
    for (HttpField field : request.getHeaders()) {
      headers.computeIfAbsent(field.getLowerCaseName(), name -> new ArrayList<>()).add(field.getValue());
    }
    return headers;
  }

  /**
   * {@code Authorization: Bearer <token>}, the scheme in any case (RFC 7235), the token compared in
   * constant time, so the time of an answer tells nothing about it.
   */
  private boolean authorized(String given) {
    if (expectedToken == null) {
      return true;
    }
    if (given == null) {
      return false;
    }
    int space = given.indexOf(' ');
    if (space < 0 || !given.substring(0, space).equalsIgnoreCase("Bearer")) {
      return false;
    }
    return MessageDigest.isEqual(expectedToken, given.substring(space + 1).strip().getBytes(StandardCharsets.UTF_8));
  }

  /**
   * localhost, 127.0.0.0/8 or ::1 (with or without brackets); no host at all is HTTP/1.0's and allowed,
   * since only a loopback client can reach this server.
   */
  static boolean loopbackHost(String host) {
    if (host == null || host.isEmpty()) {
      return true;
    }
    String h = host.toLowerCase(Locale.ROOT);
    if (h.startsWith("[") && h.endsWith("]")) {
      h = h.substring(1, h.length() - 1);
    }
    return h.equals("::1") || h.equals("localhost") || h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
  }

  /** An endpoint's answer and at most one header of its own. */
  private record Answer(Endpoints.Response response, String extraName, String extraValue) {
    static Answer of(Endpoints.Response response) {
      return new Answer(response, null, null);
    }

    Answer with(String name, String value) {
      return new Answer(response, name, value);
    }
  }
}
