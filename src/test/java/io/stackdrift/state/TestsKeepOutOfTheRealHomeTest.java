package io.stackdrift.state;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A test run without {@code --state-dir} keeps its state where the build says ({@code XDG_STATE_HOME}
 * under target/, set by surefire and failsafe for every test JVM and the runs they start), never in
 * the real {@code ~/.local/state/stackdrift}: without that setting this test fails.
 */
class TestsKeepOutOfTheRealHomeTest {
  @Test
  void theDefaultStateDirectoryOfATestRunIsUnderTheBuildDirectory() {
    Path dir = StateStore.defaultDir(System.getenv(), "workspace-id").toAbsolutePath().normalize();
    Path build = Path.of("target").toAbsolutePath().normalize();
    assertTrue(dir.startsWith(build), "a test run's default state directory " + dir + " is outside " + build
        + ": set XDG_STATE_HOME for the test JVMs (pom.xml)");
    Path realHome = Path.of(System.getProperty("user.home"), ".local", "state").toAbsolutePath().normalize();
    assertFalse(dir.startsWith(realHome), dir.toString());
  }
}
