package io.stackdrift.git;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A remote's URL as outputs show it: never a credential (contract §14). */
class RemoteUrlTest {
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "https://ci-bot:s3cret@git.example.invalid/org/infra.git | https://git.example.invalid/org/infra.git",
      "https://ghp_token123@github.com/org/infra.git            | https://github.com/org/infra.git",
      "https://gitlab.example.invalid/org/infra.git?private_token=abc | https://gitlab.example.invalid/org/infra.git",
      "ssh://git@git.example.invalid:2222/org/infra.git         | ssh://git.example.invalid:2222/org/infra.git",
      "git@github.com:org/infra.git                             | git@github.com:org/infra.git",
      "user:pass@host.example.invalid:org/infra.git             | host.example.invalid:org/infra.git",
      "/srv/git/infra.git                                       | /srv/git/infra.git",
      "https://git.example.invalid/org/infra.git                | https://git.example.invalid/org/infra.git",
  })
  void credentialsAreRemoved(String url, String shown) {
    assertEquals(shown, RemoteUrl.withoutCredentials(url));
  }
}
