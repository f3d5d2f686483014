package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A value no process can be given (a NUL byte: the environment is C strings) fails its stack with
 * the place of its definition, before any process starts, in words that quote nothing: the JDK's
 * refusal quotes the value, and would carry it into the report (contract §13).
 */
class RunEnvironmentNulTest {
  private static final String SECRET = "literal-s3cr3t-in-config-ZZ9";
  static final String REFUSED = "root.tm:5:9: terramate.config.run.env.SECRET_VALUE: the value holds a NUL byte";

  @TempDir Path tmp;

  @Test
  void aLiteralNulFailsTheStackNamingTheDefinition() throws Exception {
    RunEnvironment env = runEnvironment("\"" + SECRET + "\\u0000tail\"", Map.of());

    assertRefusedWithoutTheValue(env);
  }

  @Test
  void aHostVariableWithANulFailsTheStackNamingTheDefinition() throws Exception {
    RunEnvironment env = runEnvironment("env.FROM_HOST", Map.of("FROM_HOST", SECRET + "\0tail"));

    assertRefusedWithoutTheValue(env);
  }

  @Test
  void aBinaryFileReadByTmFileFailsTheStackNamingTheDefinition() throws Exception {
    Files.createDirectories(root().resolve("a"));
    Files.write(root().resolve("a/key.bin"), (SECRET + "\0\1\2binary").getBytes(StandardCharsets.UTF_8));

    RunEnvironment env = runEnvironment("tm_file(\"key.bin\")", Map.of());

    assertRefusedWithoutTheValue(env);
  }

  @Test
  void aValueThatCanBePassedKeepsThePlaceOfItsDefinition() throws Exception {
    RunEnvironment env = runEnvironment("\"line\\r\\nnext é\"", Map.of());

    assertFalse(env.failed(), env.error());
    assertEquals("line\r\nnext é", env.variables().get("SECRET_VALUE"));
    assertEquals("root.tm:5:9", env.places().get("SECRET_VALUE"));
  }

  private static void assertRefusedWithoutTheValue(RunEnvironment env) {
    assertTrue(env.failed());
    assertEquals(REFUSED, env.error());
    assertEquals(REFUSED, env.detail());
    assertTrue(env.variables().isEmpty());
  }

  private Path root() throws IOException {
    return tmp.toRealPath();
  }

  private RunEnvironment runEnvironment(String expression, Map<String, String> host) throws Exception {
    return runEnvironment(root(), expression, host);
  }

  /** The run environment of stack {@code a} of a workspace in {@code root} whose root.tm sets SECRET_VALUE at 5:9. */
  static RunEnvironment runEnvironment(Path root, String expression, Map<String, String> host) throws Exception {
    Files.writeString(root.resolve("root.tm"), "terramate {\n  config {\n    run {\n      env {\n"
        + "        SECRET_VALUE = " + expression + "\n      }\n    }\n  }\n}\n");
    Files.createDirectories(root.resolve("a"));
    Files.writeString(root.resolve("a/stack.tm"), "stack {}\n");
    Workspace ws = WorkspaceLoader.load(root);
    return ws.runEnvironment(ws.stacks().get(0), host);
  }
}
