package io.stackdrift.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class CredentialsTest {
  /** GitHub's documented example ("Validating webhook deliveries"): this secret, this payload, this signature. */
  private static final String GITHUB_SECRET = "It's a Secret to Everybody";
  private static final byte[] GITHUB_PAYLOAD = "Hello, World!".getBytes(StandardCharsets.UTF_8);
  private static final String GITHUB_SIGNATURE =
      "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";

  private final Credentials github = new Credentials(GITHUB_SECRET.getBytes(StandardCharsets.UTF_8));

  @Test
  void githubsDocumentedTestVectorIsAuthentic() {
    assertEquals(GITHUB_SIGNATURE.substring("sha256=".length()), github.hmacHex(GITHUB_PAYLOAD));
    assertTrue(github.authentic(Map.of(Credentials.GITHUB, GITHUB_SIGNATURE), GITHUB_PAYLOAD));
  }

  @Test
  void githubsSignatureIsRefusedForAnotherBodyAnotherSecretOrAnotherForm() {
    assertFalse(github.authentic(Map.of(Credentials.GITHUB, GITHUB_SIGNATURE),
        "Hello, World?".getBytes(StandardCharsets.UTF_8)), "another body");
    assertFalse(new Credentials("It's a secret to everybody".getBytes(StandardCharsets.UTF_8))
        .authentic(Map.of(Credentials.GITHUB, GITHUB_SIGNATURE), GITHUB_PAYLOAD), "another secret");
    assertFalse(github.authentic(Map.of(Credentials.GITHUB, GITHUB_SIGNATURE.substring("sha256=".length())),
        GITHUB_PAYLOAD), "without its sha256= prefix");
    assertFalse(github.authentic(Map.of(Credentials.GITHUB, "sha256=zz"), GITHUB_PAYLOAD), "not hex");
    assertFalse(github.authentic(Map.of(Credentials.GITHUB, "sha256=" + GITHUB_SIGNATURE.substring(7, 40)),
        GITHUB_PAYLOAD), "a prefix of the right signature");
  }

  @Test
  void giteaAndForgejoSignTheBodyAsHexWithoutAPrefix() {
    String hex = github.hmacHex(GITHUB_PAYLOAD);
    assertTrue(github.authentic(Map.of(Credentials.GITEA, hex), GITHUB_PAYLOAD));
    assertTrue(github.authentic(Map.of(Credentials.FORGEJO, hex.toUpperCase()), GITHUB_PAYLOAD));
    assertFalse(github.authentic(Map.of(Credentials.FORGEJO, "sha256=" + hex), GITHUB_PAYLOAD));
  }

  @Test
  void gitlabAndGenericCallersCarryTheSecretItself() {
    assertTrue(github.authentic(Map.of(Credentials.GITLAB, GITHUB_SECRET), new byte[0]));
    assertFalse(github.authentic(Map.of(Credentials.GITLAB, GITHUB_SECRET + " "), new byte[0]));
    assertTrue(github.authentic(Map.of(Credentials.AUTHORIZATION, "bearer " + GITHUB_SECRET), new byte[0]));
    assertFalse(github.authentic(Map.of(Credentials.AUTHORIZATION, "Basic " + GITHUB_SECRET), new byte[0]));
  }

  @Test
  void nothingCarriedOrOneWrongBesideARightOneIsNotAuthentic() {
    assertFalse(github.authentic(Map.of(), GITHUB_PAYLOAD));
    assertFalse(github.authentic(Map.of(Credentials.GITHUB, GITHUB_SIGNATURE, Credentials.GITLAB, "guess"),
        GITHUB_PAYLOAD));
  }

  @Property(tries = 200)
  void aBodySignedWithTheSecretIsAuthenticAndWithAnyOtherIsNot(@ForAll @Size(max = 2048) byte[] body,
      @ForAll @StringLength(min = 16, max = 64) String secret, @ForAll @StringLength(min = 16, max = 64) String other) {
    Credentials right = new Credentials(secret.getBytes(StandardCharsets.UTF_8));
    String signature = "sha256=" + right.hmacHex(body);
    assertTrue(right.authentic(Map.of(Credentials.GITHUB, signature), body));
    if (!other.equals(secret)) {
      assertFalse(new Credentials(other.getBytes(StandardCharsets.UTF_8))
          .authentic(Map.of(Credentials.GITHUB, signature), body));
    }
  }
}
