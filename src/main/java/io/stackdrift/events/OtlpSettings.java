package io.stackdrift.events;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where and how to export OpenTelemetry data: {@code --otlp-endpoint}, else the standard
 * {@code OTEL_EXPORTER_OTLP_*}, {@code OTEL_RESOURCE_ATTRIBUTES} and {@code OTEL_SERVICE_NAME}
 * variables. Holds no OpenTelemetry class, so a run that exports nothing never loads the SDK.
 */
public record OtlpSettings(String endpoint, Protocol protocol, Map<String, String> headers,
    Map<String, String> resourceAttributes, String serviceName) {

  public enum Protocol { GRPC, HTTP_PROTOBUF }

  /** The settings, or null when neither the flag nor OTEL_EXPORTER_OTLP_ENDPOINT names an endpoint. */
  public static OtlpSettings from(String flagEndpoint, Map<String, String> env) {
    String endpoint = flagEndpoint != null && !flagEndpoint.isBlank() ? flagEndpoint
        : env.get("OTEL_EXPORTER_OTLP_ENDPOINT");
    if (endpoint == null || endpoint.isBlank()) {
      return null;
    }
    String protocol = env.getOrDefault("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf").strip();
    Protocol p = switch (protocol) {
      case "grpc" -> Protocol.GRPC;
      case "http/protobuf", "" -> Protocol.HTTP_PROTOBUF;
      default -> throw new IllegalArgumentException("OTEL_EXPORTER_OTLP_PROTOCOL is '" + protocol
          + "'; use grpc or http/protobuf");
    };
    String service = env.getOrDefault("OTEL_SERVICE_NAME", "").strip();
    return new OtlpSettings(endpoint.strip(), p, pairs(env.get("OTEL_EXPORTER_OTLP_HEADERS")),
        pairs(env.get("OTEL_RESOURCE_ATTRIBUTES")), service.isEmpty() ? "stackdrift" : service);
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

  /** The URL of one signal: the endpoint itself for gRPC, endpoint + /v1/traces (or metrics) for HTTP. */
  String signalUrl(String signal) {
    if (protocol == Protocol.GRPC) {
      return endpoint;
    }
    String base = endpoint.endsWith("/") ? endpoint.substring(0, endpoint.length() - 1) : endpoint;
    return base + "/v1/" + signal;
  }
}
