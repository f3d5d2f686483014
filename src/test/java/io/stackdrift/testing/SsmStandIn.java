package io.stackdrift.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Assumptions;

/**
 * A local stand-in for AWS Systems Manager parameters (the AWS JSON 1.1 protocol, operation in the
 * {@code X-Amz-Target} header) on 127.0.0.1, just enough for the real AWS provider to create, read,
 * change and delete an {@code aws_ssm_parameter}. {@link #put} changes a value out of band, as a
 * person in the console would.
 */
public final class SsmStandIn implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String ARN = "arn:aws:ssm:us-east-1:123456789012:parameter";

  /** A parameter as the stand-in holds it. */
  public record Parameter(String name, String type, String value, long version) {}

  private final HttpServer server;
  private final Map<String, Parameter> parameters = new ConcurrentHashMap<>();
  private final List<String> unknownOperations = new CopyOnWriteArrayList<>();

  public SsmStandIn() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", this::handle);
    server.start();
  }

  /**
   * For benchmarks (scripts/bench/details-cost-aws.sh): serves until standard input closes, after
   * printing its endpoint. Parameters change out of band through the SSM API itself (PutParameter).
   */
  public static void main(String[] args) throws IOException {
    try (SsmStandIn ssm = new SsmStandIn()) {
      System.out.println(ssm.endpoint());
      System.out.flush();
      System.in.transferTo(java.io.OutputStream.nullOutputStream());
    }
  }

  /** Where this machine kind keeps the AWS provider; no registry reachable here serves it. */
  public static final Path MIRROR = Path.of("/opt/tf-plugins");

  /**
   * Skips the calling test without the provider mirror, or fails it under CI; on a machine without
   * the mirror .ci/run sets STACKDRIFT_NO_PROVIDER_MIRROR, says so, and lets it skip (the cause rule
   * is still tested on recorded plans).
   */
  public static void requireProviderMirror() {
    if (Files.isDirectory(MIRROR.resolve("registry.terraform.io/hashicorp/aws"))) {
      return;
    }
    String why = "no AWS provider mirror in " + MIRROR + ": real provider drift cannot be planned";
    if ("1".equals(System.getenv("STACKDRIFT_NO_PROVIDER_MIRROR"))) {
      Assumptions.abort(why);
    }
    Required.skipOrFail(why);
  }

  /**
   * Writes a CLI configuration that installs providers from the mirror into {@code dir} and names it
   * in the workspace's stackdrift.toml; returns it, for the set-up runs' TF_CLI_CONFIG_FILE. A plugin
   * cache in {@code dir} links the provider into each stack instead of copying its 700 MB each time
   * (3.8 s per init, 0.7 s from the cache), should a plan need an init: the stacks come initialised
   * from {@link SharedProviderWorkspace}, so no two inits share the cache at once.
   */
  public static Path useProviderMirror(TofuWorkspace ws, Path dir) throws IOException {
    Path cliConfig = dir.resolve("cli.tfrc");
    Path cache = Files.createDirectories(dir.resolve("plugin-cache"));
    Files.writeString(cliConfig, "provider_installation {\n  filesystem_mirror {\n    path = \"" + MIRROR
        + "\"\n  }\n}\nplugin_cache_dir = \"" + cache + "\"\n");
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[tools]\ncli_config = \"" + cliConfig + "\"\n");
    return cliConfig;
  }

  /** A provider aimed at this stand-in and one {@code aws_ssm_parameter.flag} of type String. */
  public String parameter(String name, String value) {
    return parameter(name, "String", value);
  }

  /** The same with the parameter's type: {@code SecureString} for a secret. */
  public String parameter(String name, String type, String value) {
    return provider(endpoint()) + "\n" + resource("flag", name, type, value);
  }

  /** The provider block aimed at {@code endpoint}. */
  static String provider(String endpoint) {
    return """
        provider "aws" {
          region                      = "us-east-1"
          access_key                  = "test"
          secret_key                  = "test"
          skip_credentials_validation = true
          skip_requesting_account_id  = true
          skip_metadata_api_check     = true
          endpoints {
            ssm = "%s"
          }
        }
        """.formatted(endpoint);
  }

  /** An {@code aws_ssm_parameter} named {@code label} in the configuration. */
  static String resource(String label, String name, String type, String value) {
    return """
        resource "aws_ssm_parameter" "%s" {
          name  = "%s"
          type  = "%s"
          value = "%s"
        }
        """.formatted(label, name, type, value);
  }

  /** The endpoint for the provider's {@code endpoints { ssm = ... }}. */
  public String endpoint() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** Sets a parameter's value behind the provider's back. */
  public void put(String name, String value) {
    parameters.compute(name, (k, p) -> new Parameter(name, p == null ? "String" : p.type(), value,
        p == null ? 1 : p.version() + 1));
  }

  /** The parameter as held now, or null. */
  public Parameter stored(String name) {
    return parameters.get(name);
  }

  /** Holds {@code p} as it was when a state recorded it (a copied applied workspace's parameters). */
  public void restore(Parameter p) {
    parameters.put(p.name(), p);
  }

  public String value(String name) {
    Parameter p = parameters.get(name);
    return p == null ? null : p.value();
  }

  /** Operations the provider asked for that this stand-in does not know (for a test's message). */
  public List<String> unknownOperations() {
    return List.copyOf(unknownOperations);
  }

  @Override
  public void close() {
    server.stop(0);
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      JsonNode body = JSON.readTree(exchange.getRequestBody().readAllBytes());
      String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
      String operation = target == null ? "" : target.substring(target.lastIndexOf('.') + 1);
      ObjectNode out = JSON.createObjectNode();
      switch (operation) {
        case "PutParameter" -> putParameter(body, out);
        case "GetParameter" -> {
          Parameter p = parameters.get(body.path("Name").asText());
          if (p == null) {
            error(exchange, "ParameterNotFound");
            return;
          }
          describe(p, out.putObject("Parameter"), true);
        }
        case "GetParameters" -> getParameters(body, out);
        case "DescribeParameters" -> describeParameters(body, out);
        case "ListTagsForResource" -> out.putArray("TagList");
        case "AddTagsToResource", "RemoveTagsFromResource" -> { }
        case "DeleteParameter" -> {
          if (parameters.remove(body.path("Name").asText()) == null) {
            error(exchange, "ParameterNotFound");
            return;
          }
        }
        default -> {
          unknownOperations.add(target);
          error(exchange, "InvalidAction");
          return;
        }
      }
      send(exchange, 200, out);
    }
  }

  private void putParameter(JsonNode body, ObjectNode out) {
    String name = body.path("Name").asText();
    Parameter before = parameters.get(name);
    long version = before == null ? 1 : before.version() + 1;
    parameters.put(name, new Parameter(name, body.path("Type").asText(before == null ? "String" : before.type()),
        body.path("Value").asText(), version));
    out.put("Version", version).put("Tier", "Standard");
  }

  private void getParameters(JsonNode body, ObjectNode out) {
    ArrayNode found = out.putArray("Parameters");
    ArrayNode invalid = out.putArray("InvalidParameters");
    for (JsonNode name : body.path("Names")) {
      Parameter p = parameters.get(name.asText());
      if (p == null) {
        invalid.add(name.asText());
      } else {
        describe(p, found.addObject(), true);
      }
    }
  }

  private void describeParameters(JsonNode body, ObjectNode out) {
    ArrayNode found = out.putArray("Parameters");
    for (JsonNode filter : body.path("ParameterFilters")) {
      for (JsonNode name : filter.path("Values")) {
        Parameter p = parameters.get(name.asText());
        if (p != null) {
          describe(p, found.addObject(), false).put("Tier", "Standard").put("Description", "");
        }
      }
    }
  }

  private static ObjectNode describe(Parameter p, ObjectNode node, boolean withValue) {
    node.put("Name", p.name()).put("Type", p.type()).put("Version", p.version())
        .put("ARN", ARN + (p.name().startsWith("/") ? "" : "/") + p.name()).put("DataType", "text")
        .put("LastModifiedDate", 1.7e9);
    if (withValue) {
      node.put("Value", p.value());
    }
    return node;
  }

  private static void error(HttpExchange exchange, String type) throws IOException {
    send(exchange, 400, JSON.createObjectNode().put("__type", type).put("message", type));
  }

  private static void send(HttpExchange exchange, int status, JsonNode body) throws IOException {
    byte[] bytes = JSON.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/x-amz-json-1.1");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }
}
