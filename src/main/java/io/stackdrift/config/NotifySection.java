package io.stackdrift.config;

import java.util.List;
import java.util.regex.Pattern;

/** {@code [[notify]]}: where a run's news is posted (contract §10, §12). */
final class NotifySection {
  private static final Pattern ENV_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private NotifySection() {}

  static List<Config.Notify> read(ConfigTable top) {
    return top.tables("notify").stream().map(NotifySection::receiver).toList();
  }

  private static Config.Notify receiver(ConfigTable t) {
    t.allow(ConfigKeys.names("notify"));
    String url = t.required("url", "an http or https URL, or env:NAME to read it from the environment");
    Config.Notify receiver = new Config.Notify(url,
        t.choice("format", Config.NotifyFormat.JSON),
        t.choice("on", Config.NotifyOn.CHANGE),
        t.path(), t.lineOf("url"));
    if (!url.isEmpty()) {
      checkUrl(t, receiver);
    }
    return receiver;
  }

  /** The value is never repeated in the message: a webhook URL is a secret. */
  private static void checkUrl(ConfigTable t, Config.Notify receiver) {
    String name = receiver.envName();
    if (name != null) {
      if (!ENV_NAME.matcher(name).matches()) {
        t.problem("url", t.qualified("url") + " names no environment variable; write env:NAME, e.g. env:SLACK_WEBHOOK");
      }
      return;
    }
    if (WebhookUrl.parse(receiver.url()).isEmpty()) {
      t.problem("url", t.qualified("url") + " is not an http or https URL; write one, or env:NAME to read it from "
          + "the environment");
    }
  }
}
