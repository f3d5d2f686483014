package io.stackdrift.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OpenTofuRootTest {

  @ParameterizedTest
  @CsvSource({
      "main.tf, false",
      "main.tofu, false",
      "main.tf.json, false",
      "cdk.tofu.json, false",
      ".hidden.tf, true",
      "main.json, true",
      "terraform.tfvars, true",
      "stack.tm.hcl, true"})
  void aRootIsAnyConfigurationFileTextOrJson(String file, boolean pending, @TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {}\n");
    Files.writeString(dir.resolve(file), "{}\n");
    Stack stack = new Stack("s", null, null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), "s",
        dir, dir.resolve("stack.tm.hcl"), "workload", "s", "local", "host");
    assertEquals(pending, OpenTofuRoot.missing(stack), file);
  }
}
