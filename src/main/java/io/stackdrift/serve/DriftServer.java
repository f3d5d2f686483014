package io.stackdrift.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.stackdrift.engine.WatchLoop;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The read-only HTTP endpoints of {@code watch --listen}, on the JDK's own server (no dependency,
 * nothing added to the start time of other commands). Requests run on a few daemon threads with a
 * bounded queue and time limits, apart from the watch loop, which they only read.
 */
public final class DriftServer implements AutoCloseable {
  /** Threads answering requests: enough for a scraper, a probe and a person at once. */
  static final int THREADS = 4;
  /** Requests waiting beyond that are answered on the accepting thread (bounded, never queued forever). */
  static final int QUEUE = 256;

  private final HttpServer server;
  private final ThreadPoolExecutor executor;
  private final Endpoints endpoints;
  private final byte[] expectedAuthorization;

  private DriftServer(HttpServer server, ThreadPoolExecutor executor, Endpoints endpoints, byte[] token) {
    this.server = server;
    this.executor = executor;
    this.endpoints = endpoints;
    this.expectedAuthorization = token == null ? null
        : ("Bearer " + new String(token, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Listens on {@code address}; {@code token} null serves without authentication (the caller decides
   * whether that is allowed).
   */
  public static DriftServer start(InetSocketAddress address, byte[] token, ServedRun run,
      Supplier<WatchLoop.Snapshot> loop) throws IOException {
    limitSlowClients();
    HttpServer server = HttpServer.create(address, 64);
    AtomicInteger n = new AtomicInteger();
    ThreadPoolExecutor executor = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS,
        new ArrayBlockingQueue<>(QUEUE), r -> {
          Thread t = new Thread(r, "stackdrift-http-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        }, new ThreadPoolExecutor.CallerRunsPolicy());
    executor.allowCoreThreadTimeOut(true);
    DriftServer drift = new DriftServer(server, executor, new Endpoints(run, loop, Clock.systemUTC()),
        token);
    server.createContext("/", drift::handle);
    server.setExecutor(executor);
    server.start();
    return drift;
  }

  /** The address it listens on, with the port chosen when 0 was asked for. */
  public InetSocketAddress address() {
    return server.getAddress();
  }

  /** Stops accepting, gives running exchanges up to a second, and ends the threads. */
  @Override
  public void close() {
    server.stop(1);
    executor.shutdownNow();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      exchange.getResponseHeaders().set("Cache-Control", "no-store");
      exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
      String method = exchange.getRequestMethod();
      if (!method.equals("GET") && !method.equals("HEAD")) {
        exchange.getResponseHeaders().set("Allow", "GET, HEAD");
        send(exchange, Endpoints.Response.text(405, "read-only: only GET and HEAD"));
        return;
      }
      if (!authorized(exchange)) {
        exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
        send(exchange, Endpoints.Response.text(401, "a bearer token is required (Authorization: Bearer …)"));
        return;
      }
      send(exchange, endpoints.get(exchange.getRequestURI().getPath()));
    }
  }

  /** Compared in constant time, so the time of an answer tells nothing about the token. */
  private boolean authorized(HttpExchange exchange) {
    if (expectedAuthorization == null) {
      return true;
    }
    String given = exchange.getRequestHeaders().getFirst("Authorization");
    return given != null && MessageDigest.isEqual(expectedAuthorization, given.getBytes(StandardCharsets.UTF_8));
  }

  private static void send(HttpExchange exchange, Endpoints.Response response) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", response.contentType());
    if (response.contentType().startsWith("text/html")) {
      exchange.getResponseHeaders().set("Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    }
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(response.status(), head ? -1 : response.body().length);
    if (!head) {
      try (OutputStream body = exchange.getResponseBody()) {
        body.write(response.body());
      }
    }
  }

  /**
   * The JDK server's limits are system properties read once: a client gets 10 s to send its request
   * and 30 s to take the answer, idle connections are closed after 30 s.
   */
  private static void limitSlowClients() {
    System.setProperty("sun.net.httpserver.maxReqTime", System.getProperty("sun.net.httpserver.maxReqTime", "10"));
    System.setProperty("sun.net.httpserver.maxRspTime", System.getProperty("sun.net.httpserver.maxRspTime", "30"));
    System.setProperty("sun.net.httpserver.idleInterval", System.getProperty("sun.net.httpserver.idleInterval",
        "30"));
    System.setProperty("sun.net.httpserver.maxIdleConnections",
        System.getProperty("sun.net.httpserver.maxIdleConnections", "50"));
  }
}
