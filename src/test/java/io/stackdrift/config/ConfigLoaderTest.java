package io.stackdrift.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConfigLoaderTest {
  private static final Path FILE = Path.of("stackdrift.toml");

  @Test
  void missingFileGivesTheContractDefaults() throws Exception {
    Config c = ConfigLoader.load(Path.of("does-not-exist/stackdrift.toml"));
    assertEquals(Duration.ofMinutes(14), c.detect().timeout());
    assertEquals(Duration.ofSeconds(10), c.detect().killGrace());
    assertEquals(Config.InitMode.AUTO, c.detect().init());
    assertEquals("docker", c.tools().docker());
    assertEquals(5, c.watch().maxTargets());
  }

  @Test
  void readsEverySection() throws Exception {
    Config c = ConfigLoader.parse(FILE, """
        [identity]
        stack_id = "host-1"
        site = "lab"
        node = "n1"

        [tools]
        tofu = "/opt/tofu"
        cli_config = "/etc/tofu.rc"

        [detect]
        parallel = 3
        timeout = "1h30m"
        kill_grace = "500ms"
        init = "never"
        lock = true
        lock_timeout = "30s"
        tags = "stackkit"
        remote_owned_modules = ["dns"]

        [[compose]]
        project = "app"
        file = "deploy/app/compose.yaml"
        stack = "stackkit-x"

        [[compose]]
        project = "db"

        [reconcile]
        replace = ["terraform_data.up"]

        [watch]
        interval = "5m"
        max_targets = 2
        heal = "any"
        """);
    assertEquals("host-1", c.identity().stackId());
    assertEquals("/opt/tofu", c.tools().tofu());
    assertEquals(3, c.detect().parallel());
    assertEquals(Duration.ofMinutes(90), c.detect().timeout());
    assertEquals(Duration.ofMillis(500), c.detect().killGrace());
    assertEquals(Config.InitMode.NEVER, c.detect().init());
    assertTrue(c.detect().lock());
    assertEquals(List.of("dns"), c.detect().remoteOwnedModules());
    assertEquals(2, c.compose().size());
    assertEquals("stackkit-x", c.compose().get(0).stack());
    assertEquals(List.of("terraform_data.up"), c.reconcile().replace());
    assertEquals(Duration.ofMinutes(5), c.watch().interval());
    assertEquals(Duration.ofMinutes(1), c.watch().jitter());
    assertEquals(Config.HealMode.ANY, c.watch().heal());
  }

  @Test
  void selfHealHealsExternalDriftOnlyUnlessToldOtherwise() {
    assertEquals(Config.HealMode.EXTERNAL, Config.defaults().watch().heal());
    ConfigurationException e = assertThrows(ConfigurationException.class,
        () -> ConfigLoader.parse(FILE, "[watch]\nmax_targets = 3\nheal = \"all\"\n"));
    Diagnostic p = e.problems().get(0);
    assertEquals(3, p.line());
    assertEquals("watch.heal is none of the choices: use external or any", p.message());
  }

  @Test
  void everyErrorIsReportedWithKeyAndLine() {
    ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.parse(FILE, """
        bogus = 1
        [detect]
        parallel = -1
        timeout = "soon"

        [[compose]]
        project = "a"
        [[compose]]
        projekt = "b"
        """));
    List<String> rendered = e.problems().stream().map(p -> p.render(null)).toList();
    assertEquals(5, rendered.size(), rendered.toString());
    assertTrue(rendered.get(3).contains(":8: a [[compose]] entry needs a project"), rendered.get(3));
    assertTrue(rendered.get(0).contains(":1: unknown key 'bogus'"), rendered.get(0));
    assertTrue(rendered.get(1).contains(":3: detect.parallel"), rendered.get(1));
    assertTrue(rendered.get(2).contains(":4: detect.timeout"), rendered.get(2));
    assertTrue(rendered.stream().anyMatch(r -> r.contains(":9: unknown key 'compose[1].projekt'")),
        rendered.toString());
  }

  @Test
  void invalidTomlNamesLineAndColumn() {
    ConfigurationException e = assertThrows(ConfigurationException.class,
        () -> ConfigLoader.parse(FILE, "[detect]\nparallel = = 4\n"));
    Diagnostic p = e.problems().get(0);
    assertEquals(2, p.line());
    assertTrue(p.message().startsWith("invalid TOML"), p.message());
  }

  @Test
  void durationsReadTheirUnitsAndFormatBackAndNeedBothANumberAndAUnit() {
    assertEquals(Duration.ofSeconds(90), Durations.parse("90s"));
    assertEquals(Duration.ofMinutes(90), Durations.parse("1h30m"));
    assertEquals(Duration.ofMillis(250), Durations.parse("250ms"));
    assertEquals("14m", Durations.format(Duration.ofMinutes(14)));
    assertEquals("1h30m", Durations.format(Duration.ofMinutes(90)));
    assertThrows(IllegalArgumentException.class, () -> Durations.parse("10"));
    assertThrows(IllegalArgumentException.class, () -> Durations.parse("m"));
  }

  @Test
  void durationsTakeDaysAndStopAt30DaysOr100YearsForALookBack() {
    assertEquals(Duration.ofHours(36), Durations.parse("1d12h"));
    assertEquals(Duration.ofDays(30), Durations.parse("30d"));
    for (String tooLong : List.of("30d1ms", "721h", "2562047788015215h", "99999999999999999999h")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Durations.parse(tooLong));
      assertEquals("duration '" + tooLong + "' is longer than 30 days, the limit", e.getMessage());
    }
    assertEquals(Duration.ofDays(36_500), Durations.parseAge("36500d"));
    assertThrows(IllegalArgumentException.class, () -> Durations.parseAge("36526d"));
  }

  @Test
  void aDurationKeyOver30DaysIsAnErrorNamingTheKeyAndLine() {
    ConfigurationException e = assertThrows(ConfigurationException.class,
        () -> ConfigLoader.parse(FILE, "[watch]\ninterval = \"15m\"\njitter = \"2562047788015215h\"\n"));
    Diagnostic p = e.problems().get(0);
    assertEquals(3, p.line());
    assertTrue(p.message().startsWith("watch.jitter is longer than 30 days"), p.message());
  }

  @Test
  void noErrorRepeatsAValueOfTheFile() {
    ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.parse(FILE,
        "[detect]\ntimeout = \"hunter2-very-secret-value\"\nmemory_budget = \"hunter3-secret\"\n"
            + "[watch]\nheal = \"hunter4-secret\"\n"));
    String all = e.problems().toString();
    assertTrue(all.contains("detect.timeout is not a duration"), all);
    assertTrue(all.contains("detect.memory_budget is not a budget"), all);
    assertFalse(all.contains("hunter"), all);
    ConfigurationException toml = assertThrows(ConfigurationException.class, () -> ConfigLoader.parse(FILE,
        "root:$6$hunter5-hash:19000:0:99999:7:::\n"));
    assertFalse(toml.problems().toString().contains("hunter5"), toml.problems().toString());
  }

  @Test
  void aConfigurationLinkOwnedByAnotherUserIsNotFollowed(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Path secret = java.nio.file.Files.writeString(dir.resolve("credentials"), "[detect]\ntimeout = \"hunter6\"\n");
    Path link = java.nio.file.Files.createSymbolicLink(dir.resolve("stackdrift.toml"), secret);
    int self = (Integer) java.nio.file.Files.getAttribute(Path.of("/proc/self"), "unix:uid");
    int other = self == 0 ? 65534 : 0;
    try {
      java.nio.file.Files.setAttribute(link, "unix:uid", other, java.nio.file.LinkOption.NOFOLLOW_LINKS);
    } catch (java.io.IOException notRoot) {
      return; // only root can give a link away; CI runs as root
    }

    ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.load(link));

    String all = e.problems().toString();
    assertTrue(all.contains("symbolic link owned by uid " + other), all);
    assertFalse(all.contains("hunter6"), all);
  }

  @Test
  void ignoreRulesTakeATomlDateOrADateStringAndKnowTheirLine() throws Exception {
    Config c = ConfigLoader.parse(FILE, """
        [[ignore]]
        address = "aws_autoscaling_group.*"
        reason = "the autoscaler owns desired_capacity"

        [[ignore]]
        stack = "stacks/*"
        tags = "role/workload"
        address = "*aws_ssm_parameter.flag"
        reason = "flag flipped by hand during the incident"
        until = 2026-12-31

        [[ignore]]
        address = "terraform_data.x"
        reason = "r"
        until = "2027-01-15"
        """);

    assertEquals(List.of(
        new Config.Ignore("", "", "aws_autoscaling_group.*", "the autoscaler owns desired_capacity", null, 2),
        new Config.Ignore("stacks/*", "role/workload", "*aws_ssm_parameter.flag",
            "flag flipped by hand during the incident", LocalDate.of(2026, 12, 31), 8),
        new Config.Ignore("", "", "terraform_data.x", "r", LocalDate.of(2027, 1, 15), 13)), c.ignore());
  }

  @Test
  void ignoreRuleErrorsNameTheRulesLine() {
    ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.parse(FILE, """
        [[ignore]]
        address = "a.*"
        reason = "ok"

        [[ignore]]
        reason = "no address"

        [[ignore]]
        address = "b.*"
        reason = "  "
        until = "next week"
        adress = "typo"
        """));
    List<String> rendered = e.problems().stream().map(p -> p.render(null)).toList();

    assertEquals(List.of(
        "stackdrift.toml:5: ignore[1].address is required: a resource address glob such as "
            + "\"aws_autoscaling_group.*\"",
        "stackdrift.toml:10: ignore[2].reason is required: why these changes may be ignored",
        "stackdrift.toml:11: ignore[2].until is not a date: write YYYY-MM-DD",
        "stackdrift.toml:12: unknown key 'ignore[2].adress'; allowed here: stack, tags, address, reason, until"),
        rendered.stream().map(r -> r.substring(r.indexOf("stackdrift.toml"))).toList());
  }

  @Test
  void aDateTimeIsNotAnUntilDate() {
    ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.parse(FILE, """
        [[ignore]]
        address = "a.*"
        reason = "r"
        until = 2026-12-31T10:00:00
        """));

    assertTrue(e.problems().get(0).render(null).contains(":4: ignore[0].until is not a date"),
        e.problems().toString());
  }
}
