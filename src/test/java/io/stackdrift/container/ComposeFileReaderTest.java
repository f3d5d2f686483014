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

  private static Map<String, DesiredService> byName(List<DesiredService> services) {
    Map<String, DesiredService> out = new java.util.HashMap<>();
    services.forEach(s -> out.put(s.name(), s));
    return out;
  }
}
