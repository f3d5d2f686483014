package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.stackdrift.testing.RunEnvValues;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Whatever a run-environment value holds (NUL, CR, LF, non-ASCII, thousands of characters), it is
 * given to the stack's commands as written, or it fails the stack with the place of its definition
 * and nothing of it (contract §13).
 */
class RunEnvironmentValuesPropertiesTest {
  private static Path root;

  @BeforeContainer
  static void workspace() throws IOException {
    root = Files.createTempDirectory("run-env-values").toRealPath();
  }

  @AfterContainer
  static void removeWorkspace() throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  @Property(seed = "20261245", tries = 100)
  void aValueRunsAsWrittenOrFailsWithItsPlaceAndNothingOfIt(@ForAll("values") RunEnvValues.Value value)
      throws Exception {
    RunEnvironment env = RunEnvironmentNulTest.runEnvironment(root, value.hcl(), Map.of());

    if (value.holdsNul()) {
      assertEquals(RunEnvironmentNulTest.REFUSED, env.error());
      assertEquals(RunEnvironmentNulTest.REFUSED, env.detail());
    } else {
      assertNull(env.error(), value.hcl());
      assertEquals(value.text(), env.variables().get("SECRET_VALUE"));
    }
  }

  @Provide
  Arbitrary<RunEnvValues.Value> values() {
    return RunEnvValues.values();
  }
}
