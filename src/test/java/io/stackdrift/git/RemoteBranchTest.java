package io.stackdrift.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A followed remote: its URL reaches git through the environment only, and no message shows a credential. */
class RemoteBranchTest {
  private final RemoteBranch branch = new RemoteBranch("origin", "https://ci-bot:t0ken@git.example.com/org/infra.git",
      "main");

  @Test
  void messagesNameTheRemoteWithoutCredentials() {
    assertEquals("origin/main (https://git.example.com/org/infra.git)", branch.named());
    assertEquals(branch.named(), branch.toString());
    assertEquals("fatal: unable to access 'https://git.example.com/org/infra.git/': Could not resolve host",
        branch.clean("fatal: unable to access 'https://ci-bot:t0ken@git.example.com/org/infra.git/': Could not "
            + "resolve host"));
    assertFalse(branch.clean("remote: https://x:y@other.example/z denied").contains("x:y"));
  }

  @Test
  void theUrlIsGivenInTheEnvironmentAfterTheHostsOwnConfiguration() {
    Map<String, String> env = branch.withRemote(Map.of("GIT_CONFIG_COUNT", "1", "GIT_CONFIG_KEY_0", "http.proxy",
        "GIT_CONFIG_VALUE_0", "http://proxy"));
    assertEquals("2", env.get("GIT_CONFIG_COUNT"));
    assertEquals("http.proxy", env.get("GIT_CONFIG_KEY_0"), "the host's own setting stays");
    assertEquals("remote." + RemoteBranch.REMOTE + ".url", env.get("GIT_CONFIG_KEY_1"));
    assertEquals("https://ci-bot:t0ken@git.example.com/org/infra.git", env.get("GIT_CONFIG_VALUE_1"));
    assertFalse(String.join(" ", branch.fetchArgs("refs/x")).contains("t0ken"), "never an argument");
    assertTrue(branch.fetchArgs("refs/x").contains("--no-tags"));
  }

  @Test
  void aRelativeLocalRemoteIsReadFromTheRepositorysTop() {
    Path top = Path.of("/srv/infra");
    assertEquals("/srv/remote.git", RemoteBranch.absolute("../remote.git", top));
    assertEquals("git@host:org/infra.git", RemoteBranch.absolute("git@host:org/infra.git", top));
    assertEquals("ssh://host/x", RemoteBranch.absolute("ssh://host/x", top));
    assertEquals("/abs/x.git", RemoteBranch.absolute("/abs/x.git", top));
  }
}
