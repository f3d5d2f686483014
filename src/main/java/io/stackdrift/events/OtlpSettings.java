package io.stackdrift.events;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Where and how to export OpenTelemetry data: {@code --otlp-endpoint}, else the standard
 * {@code OTEL_EXPORTER_OTLP_*}, {@code OTEL_RESOURCE_ATTRIBUTES} and {@code OTEL_SERVICE_NAME}
 * variables. OTLP over HTTP (protobuf) only: the JDK's HTTP client is the one sender (no gRPC
 * stack in the jar). Holds no OpenTelemetry class, so a run that exports nothing never loads the
 * SDK.
 */
public record OtlpSettings(String endpoint, Map<String, String> headers, Map<String, String> resourceAttributes,
    String serviceName) {

  /**
   * The settings, or null when neither the flag nor OTEL_EXPORTER_OTLP_ENDPOINT names an endpoint.
   *
   * @throws IllegalArgumentException one line naming the flag or variable that cannot be used
   *     (gRPC, an endpoint that is no http(s) URL); telemetry is not the job, so callers warn and go on
   */
  public static OtlpSettings from(String flagEndpoint, Map<String, String> env) {
    boolean fromFlag = flagEndpoint != null && !flagEndpoint.isBlank();
    String endpoint = fromFlag ? flagEndpoint : env.get("OTEL_EXPORTER_OTLP_ENDPOINT");
    if (endpoint == null || endpoint.isBlank()) {
      return null;
    }
    String protocol = env.getOrDefault("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf").strip();
    if (protocol.equals("grpc")) {
      throw new IllegalArgumentException("OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported: stackdrift exports "
          + "OTLP over HTTP; set OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf and the collector's HTTP port (4318)");
    }
    if (!protocol.equals("http/protobuf") && !protocol.isEmpty()) {
      throw new IllegalArgumentException("OTEL_EXPORTER_OTLP_PROTOCOL is '" + shown(protocol)
          + "'; use http/protobuf");
    }
    String where = fromFlag ? "--otlp-endpoint" : "OTEL_EXPORTER_OTLP_ENDPOINT";
    checkEndpoint(where, endpoint.strip());
    String service = env.getOrDefault("OTEL_SERVICE_NAME", "").strip();
    return new OtlpSettings(endpoint.strip(), pairs(env.get("OTEL_EXPORTER_OTLP_HEADERS")),
        pairs(env.get("OTEL_RESOURCE_ATTRIBUTES")), service.isEmpty() ? "stackdrift" : service);
  }

  /** An http or https URL with a host; anything else would fail inside the SDK with an internal error. */
  private static void checkEndpoint(String where, String endpoint) {
    URI uri;
    try {
      uri = new URI(endpoint);
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException(where + " '" + withoutCredentials(endpoint) + "' is not a URL; give "
          + "http://HOST:4318 or https://HOST:4318");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
      throw new IllegalArgumentException(where + " '" + withoutCredentials(endpoint) + "' is not an http or https "
          + "URL with a host; give http://HOST:4318 or https://HOST:4318");
    }
  }

  /** The endpoint for messages: a user and password in it are never shown. */
  public String shownEndpoint() {
    return withoutCredentials(endpoint);
  }

  static String withoutCredentials(String url) {
    int scheme = url.indexOf("://");
    int at = url.indexOf('@');
    int slash = scheme < 0 ? -1 : url.indexOf('/', scheme + 3);
    if (scheme < 0 || at < 0 || slash >= 0 && at > slash) {
      return shown(url);
    }
    return shown(url.substring(0, scheme + 3) + "…@" + url.substring(at + 1));
  }

  /** A value from outside, at most 200 characters, in one line. */
  private static String shown(String text) {
    String line = text.replaceAll("\\p{Cntrl}", "?");
    return line.length() > 200 ? line.substring(0, 200) + "…" : line;
  }

  /** {@code key1=value1,key2=value2}, values URL-encoded (the OpenTelemetry environment format). */
  static Map<String, String> pairs(String text) {
    Map<String, String> out = new LinkedHashMap<>();
    if (text == null || text.isBlank()) {
      return out;
    }
    for (String pair : text.split(",")) {
      int eq = pair.indexOf('=');
      if (eq > 0) {
        out.put(decode(pair.substring(0, eq).strip()), decode(pair.substring(eq + 1).strip()));
      }
    }
    return out;
  }

  private static String decode(String s) {
    return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
  }

  /** The URL of one signal: endpoint + /v1/traces (or metrics). */
  String signalUrl(String signal) {
    String base = endpoint.endsWith("/") ? endpoint.substring(0, endpoint.length() - 1) : endpoint;
    return base + "/v1/" + signal;
  }
}
