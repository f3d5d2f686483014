package io.stackdrift.serve;

import io.stackdrift.receiver.PushReceiver;
import io.stackdrift.watch.WatchLoop;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpCompliance;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.ConnectionMetaData;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ScheduledExecutorScheduler;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The read-only HTTP endpoints of {@code watch --listen}, served by Jetty's core server: its HTTP/1.1
 * parser is the only code that reads bytes from the network. Set up for a small server facing hostile
 * input: one request per connection, a request head within {@link #HEAD_DEADLINE} of the connection
 * opening (a slow or half-open client, slowloris, is closed then and holds no thread while it waits),
 * headers of at most {@link #MAX_HEAD_BYTES} (431 beyond), a few daemon threads, Jetty's own logging
 * quiet unless {@code --debug}. What each request gets is {@link ServeHandler}'s.
 */
public final class DriftServer implements AutoCloseable {
  /** How long a client has to send its request line and headers. */
  static final Duration HEAD_DEADLINE = Duration.ofSeconds(3);
  /** How long a connection may go without a byte either way (a client that takes no answer). */
  static final Duration IDLE_TIMEOUT = Duration.ofSeconds(10);
  static final int MAX_HEAD_BYTES = 8 * 1024;
  /** Jetty's acceptor and selector take two; the others answer (a scraper, a probe, a person at once). */
  static final int THREADS = 8;
  /** Bytes a second below which a request body is cut: none is wanted, so any slow one is hostile. */
  static final long MIN_REQUEST_RATE = 1024;
  /** Set on a connection once its request head has arrived; the deadline leaves such a connection alone. */
  static final String HEAD_ARRIVED = "io.stackdrift.serve.headArrived";

  private final Server server;
  private final ServerConnector connector;

  private DriftServer(Server server, ServerConnector connector) {
    this.server = server;
    this.connector = connector;
  }

  /**
   * Listens on {@code address}; {@code token} null serves without authentication (the caller decides
   * whether that is allowed; on loopback the Host must then name this machine, against DNS
   * rebinding). {@code debug} lets Jetty log its warnings.
   */
  public static DriftServer start(InetSocketAddress address, byte[] token, ServedRun run,
      Supplier<WatchLoop.Snapshot> loop, boolean debug) throws IOException {
    return start(address, token, run, loop, null, debug);
  }

  /** The same, with {@code POST /hooks/git} answered by {@code receiver} (null: that path does not exist). */
  public static DriftServer start(InetSocketAddress address, byte[] token, ServedRun run,
      Supplier<WatchLoop.Snapshot> loop, PushReceiver receiver, boolean debug) throws IOException {
    JettyLogging.configure(debug); // before the first Jetty class makes its logger
    QueuedThreadPool threads = new QueuedThreadPool(THREADS, 2);
    threads.setName("stackdrift-http");
    threads.setDaemon(true);
    threads.setReservedThreads(0);
    Scheduler timers = new ScheduledExecutorScheduler("stackdrift-http-timer", true);
    Server server = new Server(threads, timers, null);
    server.setStopTimeout(1000);
    server.setDumpAfterStart(false);

    ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(configuration()));
    connector.setHost(address.getAddress().getHostAddress());
    connector.setPort(address.getPort());
    connector.setIdleTimeout(IDLE_TIMEOUT.toMillis());
    connector.setAcceptQueueSize(128);
    connector.setReuseAddress(true);
    connector.addBean(new HeadDeadline(timers));
    server.addConnector(connector);
    server.setErrorHandler(new OneLineErrors());
    server.setHandler(new ServeHandler(new Endpoints(run, loop, Clock.systemUTC(), receiver), token,
        token == null && address.getAddress().isLoopbackAddress(), receiver));
    try {
      server.start();
    } catch (IOException e) {
      stopQuietly(server);
      throw e.getCause() instanceof IOException cause ? cause : e; // the OS's reason, not Jetty's wrapping
    } catch (Exception e) {
      stopQuietly(server);
      throw new IOException(e.getMessage(), e);
    }
    return new DriftServer(server, connector);
  }

  private static HttpConfiguration configuration() {
    HttpConfiguration http = new HttpConfiguration();
    http.setRequestHeaderSize(MAX_HEAD_BYTES);
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    http.setPersistentConnectionsEnabled(false); // one request per connection: one answer, then closed
    http.setMinRequestDataRate(MIN_REQUEST_RATE);
    http.setHttpCompliance(HttpCompliance.RFC9110);
    return http;
  }

  /** The address it listens on, with the port chosen when 0 was asked for. */
  public InetSocketAddress address() {
    return new InetSocketAddress(connector.getHost(), connector.getLocalPort());
  }

  /** Stops accepting, gives running answers up to a second, ends the threads. */
  @Override
  public void close() {
    stopQuietly(server);
  }

  private static void stopQuietly(Server server) {
    try {
      server.stop();
    } catch (Exception e) {
      // stopping anyway: the threads are daemons
    }
  }

  /**
   * Closes a connection whose request head has not arrived {@link #HEAD_DEADLINE} after it opened:
   * Jetty's idle timeout restarts with every byte, so one byte a second would hold it open for ever.
   */
  private static final class HeadDeadline implements Connection.Listener {
    private final Scheduler timers;

    HeadDeadline(Scheduler timers) {
      this.timers = timers;
    }

    @Override
    public void onOpened(Connection connection) {
      timers.schedule(() -> {
        if (connection.getEndPoint().isOpen() && !headArrived(connection)) {
          connection.getEndPoint().close();
        }
      }, HEAD_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
    }

    private static boolean headArrived(Connection connection) {
      return connection instanceof ConnectionMetaData meta && meta.getAttribute(HEAD_ARRIVED) != null;
    }
  }
}
