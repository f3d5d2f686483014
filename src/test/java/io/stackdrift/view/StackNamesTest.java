package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every view names a stack by its path, its name where that says more, then its id (contract §7). */
class StackNamesTest {
  private static final StackNames NAMES = StackNames.of(Map.of(
      "1b0e6f2c-7cce-480d-b6b0-1f6c01e28820", new StackNames.Known("stacks/db", "db"),
      "stackkit-0a1b2c3d4e5f60718293", new StackNames.Known(".stackkit/runtime/core/opentofu", "postgres"),
      "stacks/web", new StackNames.Known("stacks/web", null),
      "root", new StackNames.Known(".", "")));

  @ParameterizedTest
  @CsvSource(delimiter = '|', nullValues = "NULL", textBlock = """
      1b0e6f2c-7cce-480d-b6b0-1f6c01e28820 | stacks/db                                  | 1b0e6f2c-7cce-480d-b6b0-1f6c01e28820 | stacks/db [1b0e6f2c-7cce-480d-b6b0-1f6c01e28820]
      1B0E6F2C-7CCE-480D-B6B0-1F6C01E28820 | stacks/db                                  | 1B0E6F2C-7CCE-480D-B6B0-1F6C01E28820 | stacks/db [1B0E6F2C-7CCE-480D-B6B0-1F6C01E28820]
      stackkit-0a1b2c3d4e5f60718293        | .stackkit/runtime/core/opentofu (postgres) | stackkit-0a1b2c3d4e5f60718293        | .stackkit/runtime/core/opentofu (postgres) [stackkit-0a1b2c3d4e5f60718293]
      stacks/web                           | stacks/web                                 | ''                                   | stacks/web
      root                                 | .                                          | root                                 | . [root]
      gone-from-the-workspace              | gone-from-the-workspace                    | ''                                   | gone-from-the-workspace
      """)
  void pathNameThenId(String id, String label, String secondId, String withId) {
    assertEquals(label, NAMES.label(id));
    assertEquals(secondId, NAMES.secondId(id));
    assertEquals(withId, NAMES.labelWithId(id));
  }
}
