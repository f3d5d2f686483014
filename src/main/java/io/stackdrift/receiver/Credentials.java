package io.stackdrift.receiver;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Whether a delivery carries the secret, each forge as it documents it: GitHub's
 * {@code X-Hub-Signature-256: sha256=HEX}, Gitea's {@code X-Gitea-Signature: HEX} and Forgejo's
 * {@code X-Forgejo-Signature: HEX} (each the HMAC-SHA256 of the body with the secret as key), GitLab's
 * {@code X-Gitlab-Token} (the secret itself) and a generic {@code Authorization: Bearer SECRET}.
 * Every comparison takes the same time whatever matches; a delivery is authentic only when it
 * carries at least one of these and every one it carries matches (a forged header beside a right one
 * is refused, not overlooked).
 */
final class Credentials {
  static final String GITHUB = "x-hub-signature-256";
  static final String GITEA = "x-gitea-signature";
  static final String FORGEJO = "x-forgejo-signature";
  static final String GITLAB = "x-gitlab-token";
  static final String AUTHORIZATION = "authorization";

  private final byte[] secret;

  Credentials(byte[] secret) {
    this.secret = secret.clone();
  }

  /** {@code headers}: names in lower case, each with its one value (a repeated header is refused earlier). */
  boolean authentic(Map<String, String> headers, byte[] body) {
    List<Boolean> checks = new ArrayList<>();
    String github = headers.get(GITHUB);
    if (github != null) {
      checks.add(github.startsWith("sha256=") && hmacMatches(github.substring("sha256=".length()), body));
    }
    for (String name : List.of(GITEA, FORGEJO)) {
      String signature = headers.get(name);
      if (signature != null) {
        checks.add(hmacMatches(signature, body));
      }
    }
    String gitlab = headers.get(GITLAB);
    if (gitlab != null) {
      checks.add(equal(gitlab.getBytes(StandardCharsets.UTF_8)));
    }
    String authorization = headers.get(AUTHORIZATION);
    if (authorization != null) {
      checks.add(bearerMatches(authorization));
    }
    return !checks.isEmpty() && checks.stream().allMatch(Boolean::booleanValue);
  }

  /** HMAC-SHA256 of {@code body} keyed with the secret, as lower-case hex. */
  String hmacHex(byte[] body) {
    return HexFormat.of().formatHex(hmac(body));
  }

  private boolean hmacMatches(String hex, byte[] body) {
    byte[] given;
    try {
      given = HexFormat.of().parseHex(hex.strip());
    } catch (IllegalArgumentException e) {
      return false;
    }
    return MessageDigest.isEqual(hmac(body), given);
  }

  private boolean bearerMatches(String authorization) {
    int space = authorization.indexOf(' ');
    if (space < 0 || !authorization.substring(0, space).equalsIgnoreCase("Bearer")) {
      return false;
    }
    return equal(authorization.substring(space + 1).strip().getBytes(StandardCharsets.UTF_8));
  }

  private boolean equal(byte[] given) {
    return MessageDigest.isEqual(secret, given);
  }

  private byte[] hmac(byte[] body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret, "HmacSHA256"));
      return mac.doFinal(body);
    } catch (NoSuchAlgorithmException | InvalidKeyException e) {
      throw new IllegalStateException("every Java runtime has HmacSHA256", e);
    }
  }
}
