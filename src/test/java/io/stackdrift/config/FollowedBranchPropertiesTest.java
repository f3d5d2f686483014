package io.stackdrift.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code source.follow} accepts only a branch git itself accepts: whatever {@link Config.Source#problem}
 * lets through, {@code git check-ref-format --branch} takes too (never an option, a range or a ref git
 * would refuse at the fetch).
 */
class FollowedBranchPropertiesTest {

  @Property(tries = 200, seed = "20261204")
  void aBranchItAcceptsIsOneGitAccepts(@ForAll("branchish") String branch) throws Exception {
    if (Config.Source.problem("origin/" + branch) != null) {
      return;
    }
    assertEquals(0, checkRefFormat(branch), "git refuses the branch '" + branch + "' that source.follow accepts");
  }

  @Provide
  static Arbitrary<String> branchish() {
    Arbitrary<String> pieces = Arbitraries.of("main", "release", "/", ".", "..", "-", "_", "@", "@{", "{", "}",
        ".lock", "~", "^", ":", "?", "*", "[", "\\", " ", "\t", "é", "x", "2026", "//", "/.", "HEAD", "\u007f");
    return pieces.list().ofMinSize(1).ofMaxSize(6).map(list -> String.join("", list));
  }

  private static int checkRefFormat(String branch) throws IOException, InterruptedException {
    Process git = new ProcessBuilder("git", "check-ref-format", "--branch", branch).redirectErrorStream(true).start();
    git.getInputStream().readAllBytes();
    if (!git.waitFor(30, TimeUnit.SECONDS)) {
      git.destroyForcibly();
      throw new IllegalStateException("git check-ref-format did not finish");
    }
    return git.exitValue();
  }
}
