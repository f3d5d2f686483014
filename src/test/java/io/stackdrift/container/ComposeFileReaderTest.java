package io.stackdrift.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

class ComposeFileReaderTest {

  @Test
  void readsServicesWithInterpolationFromEnvironmentAndDotEnv(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve(".env"), "# defaults\nTAG=1.0\nexport REGISTRY='reg.local'\nOVERRIDDEN=from-file\n");
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, """
        name: ${PROJECT:-shop}
        services:
          web:
            image: ${REGISTRY}/web:${TAG}
            container_name: shop-web
            healthcheck:
              test: ["CMD", "true"]
          api:
            image: api:${MISSING-fallback}-${EMPTY:-empty}-${EMPTY-kept}-$$literal
            deploy:
              replicas: 3
          worker:
            image: worker:${OVERRIDDEN}
            scale: 2
            healthcheck:
              disable: true
          debug:
            image: busybox
            profiles: ["debug"]
          builder:
            build: .
        """);
    ComposeFileReader.Model model = ComposeFileReader.readFile(file, Map.of("EMPTY", "", "OVERRIDDEN", "from-env"),
        "shop");
    assertEquals("shop", model.name());
    Map<String, DesiredService> s = byName(model.services());
    assertEquals(List.of("web", "api", "worker", "builder"), model.services().stream().map(DesiredService::name)
        .toList(), "services with profiles are left out unless enabled");
    assertEquals("reg.local/web:1.0", s.get("web").image());
    assertEquals("shop-web", s.get("web").containerName());
    assertTrue(s.get("web").healthcheck());
    assertEquals("api:fallback-empty--$literal", s.get("api").image());
    assertEquals(3, s.get("api").replicas());
    assertEquals("worker:from-env", s.get("worker").image(), "the environment wins over .env");
    assertEquals(2, s.get("worker").replicas());
    assertFalse(s.get("worker").healthcheck());
    assertEquals("shop-builder", s.get("builder").image(), "compose's name for a built image");
  }

  @Test
  void aBuiltImageIsNamedAfterTheProjectItRunsUnderNotTheFilesName(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, "name: shop\nservices:\n  builder:\n    build: .\n");
    ComposeFileReader.Model model = ComposeFileReader.readFile(file, Map.of(), "configured");
    assertEquals("configured-builder", model.services().get(0).image());
    assertEquals("shop", model.name());
  }

  @Test
  void theDeclaredNameIsTheFilesNameElseItsDirectorys(@TempDir Path dir) throws Exception {
    Path named = Files.createDirectories(dir.resolve("Named")).resolve("compose.yaml");
    Files.writeString(named, "name: ${PROJECT:-shop}\nservices: {}\n");
    assertEquals("shop", ComposeFileReader.declaredName(named, Map.of()));
    Path unnamed = Files.createDirectories(dir.resolve("My App")).resolve("compose.yaml");
    Files.writeString(unnamed, "services: {}\n");
    assertEquals("myapp", ComposeFileReader.declaredName(unnamed, Map.of()));
    Files.writeString(named, "name: shop\nservices:\n  web:\n    image: ${IMAGE:?}\n");
    assertEquals("named", ComposeFileReader.declaredName(named, Map.of()), "an unreadable file: its directory");
  }

  @Test
  void enabledProfilesAddTheirServices(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, "services:\n  debug:\n    image: busybox\n    profiles: [debug]\n");
    assertEquals(1, ComposeFileReader.readFile(file, Map.of("COMPOSE_PROFILES", "ops,debug"), "p").services().size());
    assertEquals("", ComposeFileReader.readFile(file, Map.of(), "p").name());
  }

  @Test
  void aRequiredVariableThatIsMissingIsAnError(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, "services:\n  web:\n    image: ${IMAGE:?set IMAGE}\n");
    IOException e = assertThrows(IOException.class, () -> ComposeFileReader.readFile(file, Map.of(), "p"));
    assertTrue(e.getMessage().contains("IMAGE") && e.getMessage().contains("set IMAGE"), e.getMessage());
  }

  @Test
  void composeConfigJsonIsReadAsIs() throws Exception {
    ComposeFileReader.Model model = ComposeFileReader.readConfigJson("""
        {"name":"app","services":{"web":{"image":"nginx","deploy":{"replicas":2},
         "healthcheck":{"test":["CMD","true"]}}}}""", "app");
    assertEquals(List.of(new DesiredService("web", "nginx", 2, true, "")), model.services());
  }

  @Test
  void anchorsAliasesAndMergeKeysResolveAsComposeResolvesThem(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, """
        x-img: &img registry.local/app:1.4
        x-base: &base
          image: *img
          deploy:
            replicas: 2
        services:
          web:
            image: *img
          worker:
            <<: *base
            scale: 3
          api: *base
          tagged:
            <<: [*base]
            image: other:2
            deploy: {replicas: 1}
          switches:
            image: "on"
            healthcheck: {disable: yes, test: ["CMD", "true"]}
        """);
    Map<String, DesiredService> s = byName(ComposeFileReader.readFile(file, Map.of(), "p").services());
    assertEquals("registry.local/app:1.4", s.get("web").image());
    assertEquals("registry.local/app:1.4", s.get("worker").image(), "from the merge key");
    assertEquals(2, s.get("worker").replicas(), "deploy.replicas, merged, wins over scale");
    assertEquals(new DesiredService("api", "registry.local/app:1.4", 2, false, ""), s.get("api"));
    assertEquals("other:2", s.get("tagged").image(), "a key written out wins over a merged one");
    assertEquals(1, s.get("tagged").replicas());
    assertTrue(s.get("switches").healthcheck(), "'yes' is text in YAML 1.2, so it does not disable the check");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      services: 42                                     | services is '42', not a mapping
      services: [web]                                  | services is a list
      services:\\n  web: nginx                          | service web is 'nginx', not a mapping
      services:\\n  web: {image: a}\\n  web: {image: b}  | duplicate key web
      services:\\n  web: {image: a, image: b}           | duplicate key image
      services:\\n  web: {image: [unclosed             | invalid YAML
      services:\\n  web: !!python/object:os.system {}  | invalid YAML
      - just a list                                    | the top level is not a mapping
      """)
  void aFileComposeWouldRejectIsAnError(String text, String expected, @TempDir Path dir) throws Exception {
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, text.replace("\\n", "\n") + "\n");
    IOException e = assertThrows(IOException.class, () -> ComposeFileReader.readFile(file, Map.of(), "p"));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
  }

  @Test
  void anAliasBombIsRejectedNotExpanded(@TempDir Path dir) throws Exception {
    StringBuilder yaml = new StringBuilder("x-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    char previous = 'a';
    for (char c = 'b'; c <= 'i'; c++) {
      yaml.append("x-").append(c).append(": &").append(c).append(" [");
      for (int i = 0; i < 9; i++) {
        yaml.append(i == 0 ? "" : ", ").append('*').append(previous);
      }
      yaml.append("]\n");
      previous = c;
    }
    yaml.append("services:\n  web: {image: nginx, labels: *i}\n");
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, yaml);
    IOException e = assertThrows(IOException.class, () -> ComposeFileReader.readFile(file, Map.of(), "p"));
    assertTrue(e.getMessage().contains("alias"), e.getMessage());
  }

  @Test
  void aFewAliasesThatExpandToMillionsAreRejectedToo(@TempDir Path dir) throws Exception {
    // 6 levels of 8 aliases: under SnakeYAML's alias count, but 8^6 values once expanded
    StringBuilder yaml = new StringBuilder("x-a: &a [lol, lol, lol, lol, lol, lol, lol, lol]\n");
    char previous = 'a';
    for (char c = 'b'; c <= 'f'; c++) {
      yaml.append("x-").append(c).append(": &").append(c).append(" [*").append(previous);
      yaml.append((", *" + previous).repeat(7)).append("]\n");
      previous = c;
    }
    yaml.append("services:\n  web: {image: nginx}\n");
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, yaml);
    IOException e = assertThrows(IOException.class, () -> ComposeFileReader.readFile(file, Map.of(), "p"));
    assertTrue(e.getMessage().contains("alias bomb"), e.getMessage());
  }

  @Test
  void anAliasThatContainsItselfIsAnErrorNotAStackOverflow(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, "x-loop: &loop [*loop]\nservices:\n  web: {image: nginx, labels: *loop}\n");
    IOException e = assertThrows(IOException.class, () -> ComposeFileReader.readFile(file, Map.of(), "p"));
    assertFalse(e.getMessage().isBlank());
  }

  @Test
  void aHugeFileIsRejectedUnread(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("compose.yaml");
    Files.writeString(file, "services: {}\n# " + "x".repeat(ComposeYaml.MAX_BYTES) + "\n");
    IOException e = assertThrows(IOException.class, () -> ComposeFileReader.readFile(file, Map.of(), "p"));
    assertTrue(e.getMessage().contains("4 MiB"), e.getMessage());
  }

  private static Map<String, DesiredService> byName(List<DesiredService> services) {
    Map<String, DesiredService> out = new java.util.HashMap<>();
    services.forEach(s -> out.put(s.name(), s));
    return out;
  }
}
