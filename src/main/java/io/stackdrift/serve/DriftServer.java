package io.stackdrift.serve;

import io.stackdrift.process.DaemonThreads;
import io.stackdrift.watch.WatchLoop;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * The read-only HTTP endpoints of {@code watch --listen}. One selector thread accepts connections and
 * reads request heads without blocking, each within {@link #HEAD_DEADLINE}, at most
 * {@link #MAX_PENDING} at once (past that the oldest is closed): a slow or half-open client
 * (slowloris) holds no thread, so {@code /healthz} answers under that load. A complete head goes to
 * a few daemon worker threads, which answer and close the connection; the watch loop is only read.
 */
public final class DriftServer implements AutoCloseable {
  /** Threads answering requests: enough for a scraper, a probe and a person at once. */
  static final int THREADS = 4;
  /** Complete requests waiting for a thread; past that a connection is closed unanswered. */
  static final int QUEUE = 256;
  /** How long a client has to send its request line and headers. */
  static final Duration HEAD_DEADLINE = Duration.ofSeconds(3);
  /** Connections whose request head has not arrived yet. */
  static final int MAX_PENDING = 128;
  static final int MAX_HEAD_BYTES = 8 * 1024;
  /** How long a client has to take an answer. */
  static final Duration WRITE_LIMIT = Duration.ofSeconds(30);

  private final ServerSocketChannel listening;
  private final Selector selector;
  private final ThreadPoolExecutor workers;
  private final Endpoints endpoints;
  private final byte[] expectedToken;
  private final boolean checkHost;
  /** Read and changed by the selector thread only; in accept order, so the oldest comes first. */
  private final Map<SocketChannel, Pending> pending = new LinkedHashMap<>();
  private final Thread selecting;
  private volatile boolean closed;

  private static final class Pending {
    final long deadline = System.nanoTime() + HEAD_DEADLINE.toNanos();
    final byte[] head = new byte[MAX_HEAD_BYTES];
    int length;
  }

  private DriftServer(ServerSocketChannel listening, Selector selector, ThreadPoolExecutor workers,
      Endpoints endpoints, byte[] token, boolean checkHost) {
    this.listening = listening;
    this.selector = selector;
    this.workers = workers;
    this.endpoints = endpoints;
    this.expectedToken = token;
    this.checkHost = checkHost;
    this.selecting = DaemonThreads.of("stackdrift-http-accept", this::select);
  }

  /**
   * Listens on {@code address}; {@code token} null serves without authentication (the caller decides
   * whether that is allowed; on loopback the Host header must then name this machine, against DNS
   * rebinding).
   */
  public static DriftServer start(InetSocketAddress address, byte[] token, ServedRun run,
      Supplier<WatchLoop.Snapshot> loop) throws IOException {
    ServerSocketChannel listening = ServerSocketChannel.open();
    Selector selector = Selector.open();
    try {
      listening.setOption(StandardSocketOptions.SO_REUSEADDR, true);
      listening.bind(address, 128);
      listening.configureBlocking(false);
      listening.register(selector, SelectionKey.OP_ACCEPT);
    } catch (IOException e) {
      listening.close();
      selector.close();
      throw e;
    }
    ThreadPoolExecutor workers = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS,
        new ArrayBlockingQueue<>(QUEUE), DaemonThreads.numbered("stackdrift-http"),
        new ThreadPoolExecutor.AbortPolicy());
    workers.allowCoreThreadTimeOut(true);
    DriftServer server = new DriftServer(listening, selector, workers, new Endpoints(run, loop, Clock.systemUTC()),
        token, token == null && address.getAddress().isLoopbackAddress());
    server.selecting.start();
    return server;
  }

  /** The address it listens on, with the port chosen when 0 was asked for. */
  public InetSocketAddress address() {
    return (InetSocketAddress) listening.socket().getLocalSocketAddress();
  }

  /** Stops accepting, closes waiting connections, gives running answers up to a second, ends the threads. */
  @Override
  public void close() {
    closed = true;
    selector.wakeup();
    try {
      selecting.join(1000);
      listening.close();
      selector.close();
    } catch (IOException e) {
      // closing anyway
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    workers.shutdown();
    try {
      workers.awaitTermination(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    workers.shutdownNow();
  }

  private void select() {
    try {
      while (!closed) {
        selector.select(250);
        Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
        while (keys.hasNext()) {
          SelectionKey key = keys.next();
          keys.remove();
          if (!key.isValid()) {
            continue;
          }
          if (key.isAcceptable()) {
            acceptAll();
          } else if (key.isReadable()) {
            read(key);
          }
        }
        expire();
      }
    } catch (IOException | ClosedSelectorException e) {
      // the server is closing
    } finally {
      pending.keySet().forEach(DriftServer::closeQuietly);
      pending.clear();
    }
  }

  private void acceptAll() throws IOException {
    SocketChannel client;
    while ((client = listening.accept()) != null) {
      client.configureBlocking(false);
      Pending p = new Pending();
      client.register(selector, SelectionKey.OP_READ, p);
      pending.put(client, p);
      while (pending.size() > MAX_PENDING) { // the oldest half-open connection makes room
        Iterator<SocketChannel> oldest = pending.keySet().iterator();
        closeQuietly(oldest.next());
        oldest.remove();
      }
    }
  }

  private void read(SelectionKey key) {
    SocketChannel client = (SocketChannel) key.channel();
    Pending p = (Pending) key.attachment();
    int n;
    try {
      n = client.read(ByteBuffer.wrap(p.head, p.length, p.head.length - p.length));
    } catch (IOException e) {
      n = -1;
    }
    if (n < 0) {
      drop(client);
      return;
    }
    p.length += n;
    int end = RequestHead.end(p.head, p.length);
    if (end < 0 && p.length < p.head.length) {
      return; // more to come, within the deadline
    }
    key.cancel();
    pending.remove(client);
    RequestHead head = end < 0 ? null : RequestHead.parse(p.head, end);
    try {
      workers.execute(() -> answer(client, head, end < 0));
    } catch (RejectedExecutionException e) {
      closeQuietly(client); // every thread busy and the queue full: no answer rather than no server
    }
  }

  /** Connections whose head did not arrive in time are closed: oldest first, in accept order. */
  private void expire() {
    long now = System.nanoTime();
    Iterator<Map.Entry<SocketChannel, Pending>> it = pending.entrySet().iterator();
    while (it.hasNext()) {
      Map.Entry<SocketChannel, Pending> e = it.next();
      if (now - e.getValue().deadline < 0) {
        return;
      }
      closeQuietly(e.getKey());
      it.remove();
    }
  }

  private void drop(SocketChannel client) {
    pending.remove(client);
    closeQuietly(client);
  }

  private void answer(SocketChannel client, RequestHead head, boolean tooLarge) {
    try (client) {
      write(client, respond(head, tooLarge), head != null && head.method().equals("HEAD"));
    } catch (IOException e) {
      // the client went away
    }
  }

  private Reply respond(RequestHead head, boolean tooLarge) {
    if (tooLarge) {
      return Reply.of(Endpoints.Response.text(431, "the request head is larger than 8 KiB"));
    }
    if (head == null) {
      return Reply.of(Endpoints.Response.text(400, "not an HTTP/1 request"));
    }
    if (!head.method().equals("GET") && !head.method().equals("HEAD")) {
      return Reply.of(Endpoints.Response.text(405, "read-only: only GET and HEAD")).with("Allow", "GET, HEAD");
    }
    if (checkHost && !loopbackHost(head.header("Host"))) {
      return Reply.of(Endpoints.Response.text(421, "this server answers to its loopback address only (the Host "
          + "header names another host: a page elsewhere may be rebinding a name to this machine)"));
    }
    if (!authorized(head)) {
      return Reply.of(Endpoints.Response.text(401, "a bearer token is required (Authorization: Bearer …)"))
          .with("WWW-Authenticate", "Bearer");
    }
    return Reply.of(endpoints.get(head.path()));
  }

  /**
   * {@code Authorization: Bearer <token>}, the scheme in any case (RFC 7235), the token compared in
   * constant time, so the time of an answer tells nothing about it.
   */
  private boolean authorized(RequestHead head) {
    if (expectedToken == null) {
      return true;
    }
    String given = head.header("Authorization");
    if (given == null) {
      return false;
    }
    int space = given.indexOf(' ');
    if (space < 0 || !given.substring(0, space).equalsIgnoreCase("Bearer")) {
      return false;
    }
    return MessageDigest.isEqual(expectedToken, given.substring(space + 1).strip().getBytes(StandardCharsets.UTF_8));
  }

  /** localhost, 127.0.0.0/8 or ::1, with or without a port; a missing Host is HTTP/1.0's and allowed. */
  static boolean loopbackHost(String host) {
    if (host == null) {
      return true;
    }
    String h = host.toLowerCase(Locale.ROOT);
    if (h.startsWith("[")) {
      int close = h.indexOf(']');
      return close > 0 && h.substring(1, close).equals("::1");
    }
    int colon = h.indexOf(':');
    String name = colon < 0 ? h : h.substring(0, colon);
    return name.equals("localhost") || name.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
  }

  /** A response with the headers every answer carries. */
  private record Reply(Endpoints.Response response, String extraName, String extraValue) {
    static Reply of(Endpoints.Response response) {
      return new Reply(response, null, null);
    }

    Reply with(String name, String value) {
      return new Reply(response, name, value);
    }
  }

  /** Writes the answer on the non-blocking channel, giving a client that does not read {@link #WRITE_LIMIT}. */
  private static void write(SocketChannel client, Reply reply, boolean headOnly) throws IOException {
    Endpoints.Response r = reply.response();
    StringBuilder h = new StringBuilder("HTTP/1.1 ").append(r.status()).append(' ').append(reason(r.status()))
        .append("\r\nContent-Type: ").append(r.contentType())
        .append("\r\nContent-Length: ").append(r.body().length)
        .append("\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n");
    if (r.contentType().startsWith("text/html")) {
      h.append("Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; img-src data:\r\n");
    }
    if (reply.extraName() != null) {
      h.append(reply.extraName()).append(": ").append(reply.extraValue()).append("\r\n");
    }
    h.append("\r\n");
    ByteBuffer[] parts = {ByteBuffer.wrap(h.toString().getBytes(StandardCharsets.ISO_8859_1)),
        ByteBuffer.wrap(headOnly ? new byte[0] : r.body())};
    long deadline = System.nanoTime() + WRITE_LIMIT.toNanos();
    while (parts[1].hasRemaining() || parts[0].hasRemaining()) {
      if (client.write(parts) == 0) {
        if (System.nanoTime() - deadline > 0) {
          return; // the client takes nothing: closed by the caller
        }
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5)); // its receive window is full
      }
    }
  }

  private static String reason(int status) {
    return switch (status) {
      case 200 -> "OK";
      case 400 -> "Bad Request";
      case 401 -> "Unauthorized";
      case 404 -> "Not Found";
      case 405 -> "Method Not Allowed";
      case 421 -> "Misdirected Request";
      case 431 -> "Request Header Fields Too Large";
      case 503 -> "Service Unavailable";
      default -> "Status";
    };
  }

  private static void closeQuietly(SocketChannel channel) {
    try {
      channel.close();
    } catch (IOException e) {
      // gone already
    }
  }
}
