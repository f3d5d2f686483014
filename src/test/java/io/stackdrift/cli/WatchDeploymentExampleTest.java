package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** examples/kubernetes/watch-deployment.yaml: the fields that make it work, checked as shipped. */
class WatchDeploymentExampleTest {
  private static final Path EXAMPLE = Path.of("examples/kubernetes/watch-deployment.yaml");

  @Test
  void probesScrapeAndArgumentsFitTogether() throws Exception {
    Map<String, JsonNode> kinds = documents();
    JsonNode pod = kinds.get("Deployment").at("/spec/template");
    JsonNode container = null;
    for (JsonNode c : pod.at("/spec/containers")) {
      if (c.get("name").asText().equals("stackdrift")) {
        container = c;
      }
    }
    List<String> args = new ArrayList<>();
    container.get("args").forEach(a -> args.add(a.asText()));

    WatchCommand watch = new WatchCommand();
    new CommandLine(watch).parseArgs(args.subList(1, args.size()).toArray(String[]::new));
    assertEquals("watch", args.get(0));
    assertEquals("[\"stackdrift\"]", container.get("command").toString(), "the runner image has no entrypoint");
    String port = watch.listen.replaceAll(".*:", "");
    assertEquals(port, container.at("/ports/0/containerPort").asText());
    assertEquals("http", container.at("/ports/0/name").asText());
    assertEquals("/healthz", container.at("/livenessProbe/httpGet/path").asText());
    assertEquals("/readyz", container.at("/readinessProbe/httpGet/path").asText());
    assertEquals("http", container.at("/livenessProbe/httpGet/port").asText());
    assertTrue(watch.listenInsecure || watch.listenTokenFile != null, "off loopback needs a token or --listen-insecure");
    assertEquals("true", pod.at("/metadata/annotations/prometheus.io~1scrape").asText());
    assertEquals(port, pod.at("/metadata/annotations/prometheus.io~1port").asText());
    assertEquals("/metrics", pod.at("/metadata/annotations/prometheus.io~1path").asText());
    assertEquals(1, kinds.get("Deployment").at("/spec/replicas").asInt(), "one watcher per state directory");
    assertEquals(port, kinds.get("NetworkPolicy").at("/spec/ingress/0/ports/0/port").asText());
    assertEquals(kinds.get("PersistentVolumeClaim").at("/metadata/name").asText(),
        pod.at("/spec/volumes/1/persistentVolumeClaim/claimName").asText());
  }

  private static Map<String, JsonNode> documents() throws Exception {
    ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
    Map<String, JsonNode> kinds = new HashMap<>();
    try (var docs = yaml.readerFor(JsonNode.class).<JsonNode>readValues(EXAMPLE.toFile())) {
      while (docs.hasNext()) {
        JsonNode doc = docs.next();
        kinds.put(doc.get("kind").asText(), doc);
      }
    }
    assertEquals(List.of("Deployment", "NetworkPolicy", "PersistentVolumeClaim", "Service"),
        kinds.keySet().stream().sorted().toList());
    return kinds;
  }
}
