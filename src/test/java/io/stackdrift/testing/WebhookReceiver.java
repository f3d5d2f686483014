package io.stackdrift.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;

/**
 * A real HTTP receiver on loopback for notification tests: it keeps every request's path and body,
 * and answers each path as told: a status, a redirect, or never (until closed).
 */
public final class WebhookReceiver implements AutoCloseable {
  /** One request as received. */
  public record Request(String path, String contentType, String body) {}

  public final List<Request> requests = new CopyOnWriteArrayList<>();
  private final HttpServer server;
  private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
    Thread t = new Thread(r, "webhook-receiver");
    t.setDaemon(true);
    return t;
  });
  private final CountDownLatch closed = new CountDownLatch(1);

  public WebhookReceiver() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(threads);
    answer("/", 200);
    server.start();
  }

  /** Requests to {@code path} are answered with {@code status} and no body. */
  public WebhookReceiver answer(String path, int status) {
    return handle(path, exchange -> reply(exchange, status));
  }

  /** Requests to {@code path} are answered 302 to {@code target} on this receiver. */
  public WebhookReceiver redirect(String path, String target) {
    return handle(path, exchange -> {
      exchange.getResponseHeaders().add("Location", url(target));
      reply(exchange, 302);
    });
  }

  /** Requests to {@code path} are read and never answered while the receiver is open. */
  public WebhookReceiver hang(String path) {
    return handle(path, exchange -> {
      try {
        closed.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
  }

  public String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  public List<Request> to(String path) {
    return requests.stream().filter(r -> r.path().equals(path)).toList();
  }

  private interface Handler {
    void handle(HttpExchange exchange) throws IOException;
  }

  private WebhookReceiver handle(String path, Handler handler) {
    try {
      server.removeContext(path);
    } catch (IllegalArgumentException e) {
      // not there yet
    }
    server.createContext(path, exchange -> {
      try (InputStream in = exchange.getRequestBody()) {
        String query = exchange.getRequestURI().getRawQuery();
        requests.add(new Request(exchange.getRequestURI().getPath() + (query == null ? "" : "?" + query),
            exchange.getRequestHeaders().getFirst("Content-Type"),
            new String(in.readAllBytes(), StandardCharsets.UTF_8)));
      }
      handler.handle(exchange);
    });
    return this;
  }

  private static void reply(HttpExchange exchange, int status) throws IOException {
    exchange.sendResponseHeaders(status, -1);
    exchange.close();
  }

  @Override
  public void close() {
    closed.countDown();
    server.stop(0);
    threads.shutdownNow();
  }
}
