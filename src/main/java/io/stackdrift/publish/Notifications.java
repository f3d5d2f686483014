package io.stackdrift.publish;

import io.stackdrift.config.Config;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.config.WebhookUrl;
import io.stackdrift.events.WebhookClient;
import io.stackdrift.report.Json;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.schedule.DaemonPool;
import io.stackdrift.report.Redactor;
import io.stackdrift.view.SlackMessage;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Posts a run's news to the {@code [[notify]]} receivers (contract §12), after the report is
 * written and the state kept. All receivers are posted at once and together get {@link #LIMIT}; a
 * receiver that is unset, down, slow or answers an error costs one warning at its url's line and
 * never the run's exit code. Bodies are redacted like every output.
 */
public final class Notifications implements RunOutput {
  /** The time all receivers together may take: a dead receiver must not hold a timer's run. */
  static final Duration LIMIT = Duration.ofSeconds(10);

  private final List<Config.Notify> receivers;
  private final String workspace;
  private final Path configFile;
  private final Map<String, String> env;
  private final Redactor redactor;
  private final Consumer<Diagnostic> warn;
  private final Duration limit;

  Notifications(Config config, Path configFile, Map<String, String> env, Redactor redactor, Consumer<Diagnostic> warn,
      Duration limit) {
    this.receivers = config.notifications();
    this.workspace = config.identity().stackId();
    this.configFile = configFile;
    this.env = Map.copyOf(env);
    this.redactor = redactor;
    this.warn = warn;
    this.limit = limit;
  }

  /**
   * The receivers of {@code configFile}'s {@code [[notify]]}, with their URLs read from {@code env} when
   * sent; {@code redactor} is the run's (contract §9), over every body.
   */
  public static Notifications of(Config config, Path configFile, Map<String, String> env, Redactor redactor,
      Consumer<Diagnostic> warn) {
    return new Notifications(config, configFile, env, redactor, warn, LIMIT);
  }

  @Override
  public boolean publish(RunOutcome run) {
    List<Config.Notify> due = receivers.stream()
        .filter(r -> r.on() == Config.NotifyOn.ALWAYS || run.anyChange()).toList();
    if (due.isEmpty()) {
      return true;
    }
    long deadline = System.nanoTime() + limit.toNanos();
    Bodies bodies = new Bodies(run, new SlackMessage(workspace), redactor);
    List<Sending> sendings = new ArrayList<>();
    try (DaemonPool pool = DaemonPool.of("stackdrift-notify", due.size())) {
      for (Config.Notify receiver : due) {
        url(receiver).ifPresent(url -> sendings.add(new Sending(receiver, url,
            pool.submit(() -> client().post(url, bodies.of(receiver.format()), deadline)))));
      }
      sendings.forEach(this::report);
    }
    return true;
  }

  /** One receiver's post under way. */
  private record Sending(Config.Notify receiver, URI url, Future<Optional<String>> result) {}

  /** Each body rendered once, whichever receivers want it. */
  private static final class Bodies {
    private final RunOutcome run;
    private final SlackMessage slackMessage;
    private final Redactor redactor;
    private String json;
    private String slack;

    Bodies(RunOutcome run, SlackMessage slackMessage, Redactor redactor) {
      this.run = run;
      this.slackMessage = slackMessage;
      this.redactor = redactor;
    }

    synchronized String of(Config.NotifyFormat format) {
      return switch (format) {
        case JSON -> json != null ? json : (json = redactor.redact(runEvent()));
        case SLACK -> slack != null ? slack : (slack = redactor.redact(slackMessage.render(run)));
      };
    }

    private String runEvent() {
      return Json.compact(RunEvent.of(run.report(), run.report().runId(), run.anyChange(), Instant.now()));
    }
  }

  /** The receiver's URL; an {@code env:NAME} that is unset or holds no http(s) URL is a warning instead. */
  private Optional<URI> url(Config.Notify receiver) {
    String name = receiver.envName();
    if (name == null) {
      return WebhookUrl.parse(receiver.url());
    }
    String value = env.get(name);
    if (value == null || value.isBlank()) {
      warn(receiver, "environment variable " + name + " is not set; this receiver is skipped");
      return Optional.empty();
    }
    Optional<URI> url = WebhookUrl.parse(value);
    if (url.isEmpty()) {
      warn(receiver, "environment variable " + name + " holds no http or https URL; this receiver is skipped");
    }
    return url;
  }

  private void report(Sending sending) {
    Optional<String> problem;
    try {
      problem = DaemonPool.await(sending.result());
    } catch (ExecutionException e) {
      problem = Optional.of("cannot send: " + unsent(e.getCause()));
    }
    problem.ifPresent(p -> warn(sending.receiver(), "notification to " + WebhookUrl.shown(sending.url())
        + " not delivered: " + p));
  }

  /** Why a notification did not go, in words; an exception's message may quote the URL, its class means nothing to an operator. */
  static String unsent(Throwable cause) {
    if (cause instanceof java.net.http.HttpTimeoutException) {
      return "the receiver did not answer in time";
    }
    if (cause instanceof java.net.ConnectException) {
      return "the connection was refused or could not be made";
    }
    if (cause instanceof java.net.UnknownHostException) {
      return "the host name does not resolve";
    }
    if (cause instanceof javax.net.ssl.SSLException) {
      return "the TLS handshake failed";
    }
    if (cause instanceof java.io.IOException) {
      return "the connection failed";
    }
    return "an unexpected failure";
  }

  private void warn(Config.Notify receiver, String message) {
    warn.accept(Diagnostic.warning(configFile, receiver.line(), 0, receiver.section() + ": " + message));
  }

  /** One client for the life of the process: every watch cycle reuses its threads and connections. */
  private static WebhookClient client() {
    return SharedClient.CLIENT;
  }

  /** Built on first use, inside a run's deadline, never by a run without receivers. */
  private static final class SharedClient {
    static final WebhookClient CLIENT = new WebhookClient();
  }
}
