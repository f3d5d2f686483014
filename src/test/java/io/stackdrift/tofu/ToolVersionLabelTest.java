package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** --version names the tool it found as itself: Terraform standing in for OpenTofu is terraform. */
class ToolVersionLabelTest {
  @Test
  void theToolIsNamedAsItself() {
    assertEquals("terraform", ToolVersion.label(Path.of("/usr/local/bin/terraform")));
    assertEquals("terraform", ToolVersion.label(Path.of("/opt/terraform-1.11")));
    assertEquals("tofu", ToolVersion.label(Path.of("/usr/bin/tofu")));
  }
}
