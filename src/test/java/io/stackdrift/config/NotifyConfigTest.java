package io.stackdrift.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code [[notify]]} (contract §10): receivers, their defaults, and errors that never show a URL. */
class NotifyConfigTest {
  private static final Path FILE = Path.of("stackdrift.toml");

  @Test
  void readsReceiversWithTheirDefaults() throws Exception {
    Config c = ConfigLoader.parse(FILE, """
        [[notify]]
        url = "https://hooks.example.com/services/T0/B0/abc"

        [[notify]]
        url = "env:SLACK_WEBHOOK"
        format = "slack"
        on = "always"
        """);

    assertEquals(List.of(
        new Config.Notify("https://hooks.example.com/services/T0/B0/abc", Config.NotifyFormat.JSON,
            Config.NotifyOn.CHANGE, "notify[0]", 2),
        new Config.Notify("env:SLACK_WEBHOOK", Config.NotifyFormat.SLACK, Config.NotifyOn.ALWAYS, "notify[1]", 5)),
        c.notifications());
    assertEquals("SLACK_WEBHOOK", c.notifications().get(1).envName());
    assertEquals(List.of(), Config.defaults().notifications());
  }

  @Test
  void errorsNameKeyAndLineButNeverTheUrl() {
    ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.parse(FILE, """
        [[notify]]
        url = "ftp://files.example.com/secret-path"
        format = "xml"

        [[notify]]
        on = "sometimes"
        headers = {}

        [[notify]]
        url = "env:"

        [[notify]]
        url = 42
        """));
    List<String> rendered = e.problems().stream().map(p -> p.render(null)).toList();

    assertEquals(List.of(
        "stackdrift.toml:2: notify[0].url is not an http or https URL; write one, or env:NAME to read it from the "
            + "environment",
        "stackdrift.toml:3: notify[0].format is none of the choices: use json or slack",
        "stackdrift.toml:5: notify[1].url is required: an http or https URL, or env:NAME to read it from the "
            + "environment",
        "stackdrift.toml:6: notify[1].on is none of the choices: use change or always",
        "stackdrift.toml:7: unknown key 'notify[1].headers'; allowed here: url, format, on",
        "stackdrift.toml:10: notify[2].url names no environment variable; write env:NAME, e.g. env:SLACK_WEBHOOK",
        "stackdrift.toml:13: notify[3].url must be a string",
        "stackdrift.toml:13: notify[3].url is required: an http or https URL, or env:NAME to read it from the "
            + "environment"),
        rendered.stream().map(r -> r.substring(r.indexOf("stackdrift.toml"))).toList());
    assertFalse(rendered.toString().contains("secret-path"), rendered.toString());
  }

  @Test
  void notifyMustBeAnArrayOfTables() {
    ConfigurationException e = assertThrows(ConfigurationException.class,
        () -> ConfigLoader.parse(FILE, "[notify]\nurl = \"https://example.com/x\"\n"));
    assertEquals(List.of(new Diagnostic(FILE, 1, 0, "notify must be an array of tables ([[notify]])")),
        e.problems());
  }

  @ParameterizedTest
  @CsvSource({
      "https://hooks.slack.com/services/T0/B0/XyZ, https://hooks.slack.com/…",
      "http://127.0.0.1:8080/hook?token=abc, http://127.0.0.1:8080/…",
      "https://user:pass@example.com, https://example.com",
      "HTTPS://example.com/, https://example.com",
  })
  void aUrlIsShownWithoutItsSecretParts(String url, String shown) {
    URI uri = WebhookUrl.parse(url).orElseThrow();
    assertEquals(shown, WebhookUrl.shown(uri));
  }

  @ParameterizedTest
  @CsvSource({"ftp://example.com/x", "example.com/hook", "https:///nohost", "'http://exa mple.com'", "mailto:a@b"})
  void onlyHttpAndHttpsUrlsWithAHostAreReceivers(String url) {
    assertEquals(java.util.Optional.empty(), WebhookUrl.parse(url));
  }
}
