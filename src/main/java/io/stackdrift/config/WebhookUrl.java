package io.stackdrift.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;

/**
 * A notification receiver's URL. Webhook URLs carry their secret in the path or query (a Slack
 * incoming webhook is its path), so a URL is only ever shown as {@link #shown}: scheme, host and port.
 */
public final class WebhookUrl {
  private WebhookUrl() {}

  /** The URL when it is an absolute http or https URL with a host; empty otherwise. */
  public static Optional<URI> parse(String text) {
    try {
      URI uri = new URI(text.strip());
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      boolean web = scheme.equals("http") || scheme.equals("https");
      return web && uri.getHost() != null ? Optional.of(uri) : Optional.empty();
    } catch (URISyntaxException e) {
      return Optional.empty();
    }
  }

  /** {@code https://hooks.example.com/…}: where it goes, without the user, path or query. */
  public static String shown(URI url) {
    String port = url.getPort() < 0 ? "" : ":" + url.getPort();
    boolean more = !(url.getRawPath() == null || url.getRawPath().isEmpty() || url.getRawPath().equals("/"))
        || url.getRawQuery() != null || url.getRawFragment() != null;
    return url.getScheme().toLowerCase(Locale.ROOT) + "://" + url.getHost() + port + (more ? "/…" : "");
  }
}
