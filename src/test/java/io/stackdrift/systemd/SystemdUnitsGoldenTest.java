package io.stackdrift.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The units {@code stackdrift systemd} writes, as exact text (src/test/resources/golden/systemd-*.txt;
 * {@code -Dgolden.update=true} rewrites them after a deliberate change). systemd-analyze verifies
 * them in {@link SystemdUnitsIT}.
 */
class SystemdUnitsGoldenTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @ParameterizedTest(name = "user {0}")
  @ValueSource(booleans = {false, true})
  void unitsMatchTheirGoldenFiles(boolean user) throws Exception {
    SystemdUnits.Inputs in = new SystemdUnits.Inputs(List.of("/usr/bin/stackdrift"),
        Path.of(user ? "/home/op/infra" : "/srv/infra"), Duration.ofMinutes(15), Duration.ofHours(1), user);
    String units = SystemdUnits.service(in) + "\n" + SystemdUnits.timer(in);
    Path file = GOLDEN.resolve("systemd-" + (user ? "user" : "system") + ".txt");
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(file, units);
    }
    assertEquals(Files.readString(file), units);
  }
}
