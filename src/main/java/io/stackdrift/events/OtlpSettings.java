package io.stackdrift.events;

import io.stackdrift.fs.BoundedFile;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where and how to export OpenTelemetry data, per signal (traces, metrics), as the OpenTelemetry
 * specification's {@code OTEL_EXPORTER_OTLP_*} variables say, with {@code --otlp-endpoint} in front:
 * {@code host:port} without a scheme is OTLP over gRPC in plaintext (the collector's port 4317);
 * {@code http://} and {@code https://} URLs follow {@code OTEL_EXPORTER_OTLP_PROTOCOL} ({@code grpc} or
 * {@code http/protobuf}, the default). A per-signal variable ({@code OTEL_EXPORTER_OTLP_TRACES_…},
 * {@code _METRICS_…}) wins over the general one; the flag wins over every endpoint variable. Holds no
 * OpenTelemetry class, so a run that exports nothing never loads the SDK.
 *
 * @param traces where spans go, or null when only metrics are exported
 * @param metrics where metrics go, or null when only spans are exported
 */
public record OtlpSettings(Signal traces, Signal metrics, Map<String, String> resourceAttributes,
    String serviceName) {

  /** The exporter's timeout when no variable sets one: a run from a timer does not wait long for telemetry. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(5);
  static final String PREFIX = "OTEL_EXPORTER_OTLP_";
  static final String RESOURCE_ATTRIBUTES = "OTEL_RESOURCE_ATTRIBUTES";
  /** A certificate chain or key is a few KiB: a variable naming /dev/zero or a FIFO must not hang the run. */
  static final int MAX_PEM_BYTES = 1 << 20;

  /** The wire protocol of one signal. */
  public enum Protocol {
    GRPC("grpc"),
    HTTP_PROTOBUF("http/protobuf");

    private final String name;

    Protocol(String name) {
      this.name = name;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /**
   * One signal's exporter.
   *
   * @param endpoint for HTTP the full URL of the signal ({@code …/v1/traces}); for gRPC {@code
   *     http(s)://host:port}, plaintext for http
   * @param trustedCertificates PEM certificates to trust instead of the system's, or null
   * @param clientKey PEM private key (PKCS#8) for mutual TLS, or null; with {@code clientCertificate}
   */
  public record Signal(String endpoint, Protocol protocol, Map<String, String> headers, Duration timeout,
      boolean gzip, byte[] trustedCertificates, byte[] clientKey, byte[] clientCertificate) {

    /** The endpoint for messages: a user and password in it are never shown. */
    public String shownEndpoint() {
      return withoutCredentials(endpoint) + " (" + protocol + ")";
    }

    /** Without the header values, which are credentials more often than not. */
    @Override
    public String toString() {
      return shownEndpoint() + " headers " + headers.keySet();
    }
  }

  /**
   * The settings, or null when neither the flag nor a variable names an endpoint.
   *
   * @throws IllegalArgumentException one line naming the flag or variable that cannot be used; telemetry
   *     is not the job, so callers warn and go on without it
   */
  public static OtlpSettings from(String flagEndpoint, Map<String, String> env) {
    String flag = flagEndpoint == null || flagEndpoint.isBlank() ? null : flagEndpoint.strip();
    Signal traces = signal("traces", flag, env);
    Signal metrics = signal("metrics", flag, env);
    if (traces == null && metrics == null) {
      return null;
    }
    String service = env.getOrDefault("OTEL_SERVICE_NAME", "").strip();
    return new OtlpSettings(traces, metrics, OtlpPairs.attributes(RESOURCE_ATTRIBUTES, env.get(RESOURCE_ATTRIBUTES)),
        service.isEmpty() ? "stackdrift" : service);
  }

  /**
   * Every header value either signal sends: secrets more often than not (an API key, a bearer token),
   * which no message may show.
   */
  public List<String> headerValues() {
    List<String> values = new ArrayList<>();
    for (Signal signal : new Signal[] {traces, metrics}) {
      if (signal != null) {
        values.addAll(signal.headers().values());
      }
    }
    return values;
  }

  /** The longest a run waits for its export: the longer of the two timeouts. */
  public Duration exportLimit() {
    Duration traceLimit = traces == null ? Duration.ZERO : traces.timeout();
    Duration metricLimit = metrics == null ? Duration.ZERO : metrics.timeout();
    return traceLimit.compareTo(metricLimit) >= 0 ? traceLimit : metricLimit;
  }

  /** Where the data goes, for messages: one endpoint, or both when they differ. */
  public String shownEndpoint() {
    if (traces == null || metrics == null) {
      return (traces == null ? metrics : traces).shownEndpoint();
    }
    String t = traces.shownEndpoint();
    String m = metrics.shownEndpoint();
    return stripSignalPath(t).equals(stripSignalPath(m)) ? stripSignalPath(t) : t + " and " + m;
  }

  private static String stripSignalPath(String shown) {
    return shown.replace("/v1/traces", "").replace("/v1/metrics", "");
  }

  private static Signal signal(String signal, String flag, Map<String, String> env) {
    String specific = PREFIX + signal.toUpperCase(Locale.ROOT) + "_";
    String where;
    String endpoint;
    boolean signalUrl = false;
    if (flag != null) {
      where = "--otlp-endpoint";
      endpoint = flag;
    } else if (set(env, specific + "ENDPOINT")) {
      where = specific + "ENDPOINT";
      endpoint = env.get(where).strip();
      signalUrl = true;
    } else if (set(env, PREFIX + "ENDPOINT")) {
      where = PREFIX + "ENDPOINT";
      endpoint = env.get(where).strip();
    } else {
      return null;
    }
    String protocolVar = set(env, specific + "PROTOCOL") ? specific + "PROTOCOL" : PREFIX + "PROTOCOL";
    Protocol protocol;
    String url;
    if (!endpoint.contains("://")) {
      protocol = schemelessProtocol(where, endpoint, protocolVar, env.get(protocolVar));
      url = "http://" + hostPort(where, endpoint);
    } else {
      protocol = protocol(protocolVar, env.get(protocolVar));
      checkUrl(where, endpoint);
      url = protocol == Protocol.HTTP_PROTOBUF && !signalUrl ? withSignalPath(endpoint, signal) : endpoint;
    }
    String client = variable(env, specific, "CLIENT_KEY");
    String clientCert = variable(env, specific, "CLIENT_CERTIFICATE");
    if (client == null != (clientCert == null)) {
      throw new IllegalArgumentException("mutual TLS needs both " + PREFIX + "CLIENT_KEY and " + PREFIX
          + "CLIENT_CERTIFICATE (or their " + signal.toUpperCase(Locale.ROOT) + " forms); only one is set");
    }
    return new Signal(url, protocol, headers(env, specific), timeout(env, specific), gzip(env, specific),
        file(env, specific, "CERTIFICATE"), file(env, specific, "CLIENT_KEY"), file(env, specific, "CLIENT_CERTIFICATE"));
  }

  /** {@code host:port} is gRPC; a protocol variable that says otherwise is a contradiction, not a guess. */
  private static Protocol schemelessProtocol(String where, String endpoint, String protocolVar, String value) {
    if (value == null || value.isBlank() || protocol(protocolVar, value) == Protocol.GRPC) {
      return Protocol.GRPC;
    }
    throw new IllegalArgumentException(where + " '" + shown(endpoint) + "' has no scheme, which means OTLP over "
        + "gRPC, but " + protocolVar + " is '" + shown(value.strip()) + "'; give http://HOST:4318 for http/protobuf");
  }

  private static Protocol protocol(String variable, String value) {
    String v = value == null ? "" : value.strip();
    return switch (v) {
      case "", "http/protobuf" -> Protocol.HTTP_PROTOBUF;
      case "grpc" -> Protocol.GRPC;
      case "http/json" -> throw new IllegalArgumentException(variable + "=http/json is not supported (the "
          + "OpenTelemetry Java SDK exports protobuf); use grpc or http/protobuf");
      default -> throw new IllegalArgumentException(variable + " is '" + shown(v) + "'; use grpc or http/protobuf");
    };
  }

  /** {@code host:port}, {@code [v6]:port}: a host and a port, nothing else. */
  private static String hostPort(String where, String endpoint) {
    URI uri;
    try {
      uri = new URI("http://" + endpoint);
    } catch (URISyntaxException e) {
      uri = null;
    }
    if (uri == null || uri.getHost() == null || uri.getPort() < 0 || uri.getUserInfo() != null
        || !(uri.getRawPath() == null || uri.getRawPath().isEmpty()) || uri.getRawQuery() != null) {
      throw new IllegalArgumentException(where + " '" + withoutCredentials(endpoint) + "' is neither HOST:PORT "
          + "(OTLP over gRPC, e.g. localhost:4317) nor an http or https URL (e.g. http://localhost:4318)");
    }
    return uri.getRawAuthority();
  }

  /** An http or https URL with a host; anything else would fail inside the SDK with an internal error. */
  private static void checkUrl(String where, String endpoint) {
    URI uri;
    try {
      uri = new URI(endpoint);
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException(where + " '" + withoutCredentials(endpoint) + "' is not a URL; give "
          + "HOST:4317 (gRPC), http://HOST:4318 or https://HOST:4318");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
      throw new IllegalArgumentException(where + " '" + withoutCredentials(endpoint) + "' is not an http or https "
          + "URL with a host; give HOST:4317 (gRPC), http://HOST:4318 or https://HOST:4318");
    }
  }

  private static String withSignalPath(String endpoint, String signal) {
    String base = endpoint.endsWith("/") ? endpoint.substring(0, endpoint.length() - 1) : endpoint;
    return base + "/v1/" + signal;
  }

  /** The per-signal variable's name when it is set, else the general one's, else null. */
  private static String variable(Map<String, String> env, String specific, String suffix) {
    if (set(env, specific + suffix)) {
      return specific + suffix;
    }
    return set(env, PREFIX + suffix) ? PREFIX + suffix : null;
  }

  private static Map<String, String> headers(Map<String, String> env, String specific) {
    String name = variable(env, specific, "HEADERS");
    return name == null ? Map.of() : OtlpPairs.headers(name, env.get(name));
  }

  /** Milliseconds, as the specification writes them; at most ten minutes, so a run always ends. */
  private static Duration timeout(Map<String, String> env, String specific) {
    String name = variable(env, specific, "TIMEOUT");
    if (name == null) {
      return DEFAULT_TIMEOUT;
    }
    String value = env.get(name).strip();
    try {
      long millis = Long.parseLong(value);
      if (millis > 0 && millis <= 600_000) {
        return Duration.ofMillis(millis);
      }
    } catch (NumberFormatException e) {
      // told below
    }
    throw new IllegalArgumentException(name + " is '" + shown(value) + "'; give milliseconds from 1 to 600000, "
        + "e.g. 5000");
  }

  private static boolean gzip(Map<String, String> env, String specific) {
    String name = variable(env, specific, "COMPRESSION");
    if (name == null) {
      return false;
    }
    String value = env.get(name).strip().toLowerCase(Locale.ROOT);
    return switch (value) {
      case "gzip" -> true;
      case "none", "" -> false;
      default -> throw new IllegalArgumentException(name + " is '" + shown(value) + "'; use gzip or none");
    };
  }

  /**
   * A PEM file a variable names, read now (a regular file of at most {@link #MAX_PEM_BYTES}), so a
   * missing one is told before the run, not lost in the SDK.
   */
  private static byte[] file(Map<String, String> env, String specific, String suffix) {
    String name = variable(env, specific, suffix);
    if (name == null) {
      return null;
    }
    Path path = Path.of(env.get(name).strip());
    byte[] pem;
    try {
      pem = BoundedFile.read(path, MAX_PEM_BYTES, "a PEM file");
    } catch (IOException e) {
      throw new IllegalArgumentException(name + " names " + path + ", which cannot be read: "
          + (e.getMessage() == null || e instanceof java.nio.file.NoSuchFileException ? e.getClass().getSimpleName()
              : e.getMessage()));
    }
    if (!new String(pem, StandardCharsets.US_ASCII).contains("-----BEGIN ")) {
      throw new IllegalArgumentException(name + " names " + path + ", which holds no PEM block");
    }
    return pem;
  }

  private static boolean set(Map<String, String> env, String name) {
    String value = env.get(name);
    return value != null && !value.isBlank();
  }

  static String withoutCredentials(String url) {
    int scheme = url.indexOf("://");
    int at = url.indexOf('@');
    int slash = scheme < 0 ? -1 : url.indexOf('/', scheme + 3);
    if (at < 0 || slash >= 0 && at > slash) {
      return shown(url);
    }
    return shown((scheme < 0 ? "" : url.substring(0, scheme + 3)) + "…@" + url.substring(at + 1));
  }

  /** A value from outside, at most 200 characters, in one line. */
  private static String shown(String text) {
    String line = text.replaceAll("\\p{Cntrl}", "?");
    return line.length() > 200 ? line.substring(0, 200) + "…" : line;
  }
}
