package io.stackdrift.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.stackdrift.process.Cancellation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check through a stand-in docker CLI without the compose plugin, so the compose file is read
 * directly (no engine needed).
 */
class NativeCheckTest {
  private static final String WEB = """
      {"Id":"aaa111","Name":"/custom-web-1","State":{"Status":"running"},"Config":{"Image":"custom-web",\
      "Labels":{"com.docker.compose.project":"custom","com.docker.compose.service":"web",\
      "com.docker.compose.oneoff":"False"}}}""";

  @Test
  void aBuiltServiceIsExpectedInTheImageNamedAfterTheConfiguredProject(@TempDir Path tmp) throws Exception {
    Path app = Files.createDirectories(tmp.resolve("app"));
    Files.writeString(app.resolve("compose.yaml"), "name: shop\nservices:\n  web:\n    build: .\n");
    ComposeProject project = new ComposeProject("custom", app.resolve("compose.yaml"), "");

    NativeResult result = new NativeCheck(docker(tmp).toString(), tmp, Map.of(), Duration.ofSeconds(30))
        .run(List.of(project), new Cancellation());

    assertNull(result.error());
    assertEquals(List.of(new ProjectResult(project, 1, 0, List.of())), result.projects(),
        "compose built the image as custom-web, after the project it ran under");
  }

  /** Answers ps and inspect with the one container; anything else, like the compose plugin, is unknown. */
  private static Path docker(Path dir) throws Exception {
    Path docker = dir.resolve("docker");
    Files.writeString(docker, """
        #!/bin/sh
        case "$1" in
          ps) echo aaa111 ;;
          inspect) echo '%s' ;;
          *) echo "docker: unknown command: docker $1" >&2; exit 1 ;;
        esac
        """.formatted(WEB));
    Files.setPosixFilePermissions(docker, PosixFilePermissions.fromString("rwxr-xr-x"));
    return docker;
  }
}
