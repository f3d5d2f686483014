package io.stackdrift.events;

import io.stackdrift.report.Redactor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Where the java.util.logging records of the OpenTelemetry SDK and of OkHttp (its HTTP and gRPC
 * sender) go: never to the JVM's console handler, which would print them raw on stderr, but through
 * the redactor of every export in progress to the run's log, and only when {@code --debug} asked.
 * An SDK message may quote a header value (OkHttp's {@code Unexpected char 0x0d at 42 in x-api-key
 * value: …}), so a record is first cleared of the header values of every export this process has
 * started: an export that outlived its run (its shutdown cut at the timeout) may still log, into
 * the next run's lines. With no export listening the record is dropped.
 */
final class SdkLog {
  /** Held here: java.util.logging keeps loggers weakly, and a collected one forgets its handler. */
  private static final List<Logger> LOGGERS = List.of(Logger.getLogger("io.opentelemetry"),
      Logger.getLogger("okhttp3"));
  private static final List<Listener> LIVE = new CopyOnWriteArrayList<>();
  private static final Handler HANDLER = new Handler() {
    @Override
    public void publish(LogRecord record) {
      deliver(record);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  };
  private static final int MAX_CAUSES = 8;
  /** Only ever grows: what an export's SDK may quote stays secret after its run. */
  private static volatile Redactor known = Redactor.knowingOnly(List.of());

  private SdkLog() {}

  /**
   * Listens to the SDK until the listener is closed: its records, cleared of {@code secrets} (and of
   * every earlier export's), go to {@code lines} when {@code debug}; an exporter that throws is
   * remembered either way.
   */
  static Listener listen(Collection<String> secrets, boolean debug, Consumer<String> lines) {
    remember(secrets);
    Listener listener = new Listener(debug, lines);
    LIVE.add(listener);
    configure();
    return listener;
  }

  /** One export's view of the SDK's records. */
  static final class Listener implements AutoCloseable {
    private final boolean debug;
    private final Consumer<String> lines;
    private volatile String exporterFailure;

    private Listener(boolean debug, Consumer<String> lines) {
      this.debug = debug;
      this.lines = lines;
    }

    /**
     * The simple name of what an exporter threw (not an I/O failure: nothing reached the collector, or
     * not as it should), or null.
     */
    String exporterFailure() {
      return exporterFailure;
    }

    @Override
    public void close() {
      LIVE.remove(this);
      configure();
    }
  }

  private static synchronized void remember(Collection<String> secrets) {
    known = known.knowing(secrets);
  }

  /** Only our handler, at the level the live listeners need: nothing when none listens. */
  private static synchronized void configure() {
    boolean debug = LIVE.stream().anyMatch(l -> l.debug);
    Level level = LIVE.isEmpty() ? Level.OFF : debug ? Level.INFO : Level.WARNING;
    for (Logger logger : LOGGERS) {
      logger.setUseParentHandlers(false);
      logger.removeHandler(HANDLER);
      logger.addHandler(HANDLER);
      logger.setLevel(level);
    }
  }

  private static void deliver(LogRecord record) {
    List<Listener> listeners = List.copyOf(LIVE);
    if (listeners.isEmpty()) {
      return;
    }
    Throwable thrown = record.getThrown();
    if (thrown != null && !(thrown instanceof IOException)) {
      listeners.forEach(l -> l.exporterFailure = thrown.getClass().getSimpleName());
    }
    List<String> text = new ArrayList<>();
    text.add(record.getLoggerName() + ": " + new SimpleFormatter().formatMessage(record));
    int causes = 0;
    for (Throwable t = thrown; t != null && causes < MAX_CAUSES; t = t.getCause(), causes++) {
      text.add((causes == 0 ? "  " : "  caused by: ") + t);
    }
    Redactor redactor = known;
    for (String line : text) {
      String cleared = redactor.redact(line);
      for (Listener l : listeners) {
        if (l.debug && record.getLevel().intValue() >= Level.INFO.intValue()) {
          l.lines.accept("OpenTelemetry SDK: " + cleared);
        }
      }
    }
  }
}
