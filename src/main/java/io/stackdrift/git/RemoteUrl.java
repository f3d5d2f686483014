package io.stackdrift.git;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A remote's URL as an output may show it: without the user information of a URL with a scheme
 * ({@code https://user:token@host/…}; a token is often the user part alone) and without a query or
 * fragment (where some hosts take a token). An scp-like address ({@code git@host:path}) has no place
 * for a password and is kept.
 */
public final class RemoteUrl {
  private static final Pattern WITH_SCHEME = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://)([^/?#]*@)?([^?#]*).*$",
      Pattern.DOTALL);

  private RemoteUrl() {}

  public static String withoutCredentials(String url) {
    String trimmed = url.strip();
    Matcher m = WITH_SCHEME.matcher(trimmed);
    if (m.matches()) {
      return m.group(1) + m.group(3);
    }
    int at = trimmed.indexOf('@');
    int colon = trimmed.indexOf(':');
    if (at >= 0 && colon >= 0 && trimmed.substring(0, at).contains(":")) {
      return trimmed.substring(at + 1); // user:password@host:path, which git reads as scp-like
    }
    return trimmed;
  }
}
