package io.stackdrift.testing;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Assumptions;

/**
 * For tests that need something outside the JVM (a Docker engine, promtool, systemd-analyze). A
 * developer's machine may lack it, so there the test is skipped, loudly enough to be noticed in the
 * build output. CI exists to run these tests, so under CI the missing piece fails the test.
 */
public final class Required {
  private Required() {}

  /**
   * Fails the calling test under CI, otherwise aborts it (a skip) after printing {@code why}. Never
   * returns normally; the type parameter lets a caller write {@code return Required.skipOrFail(..)}.
   */
  public static <T> T skipOrFail(String why) {
    String ci = System.getenv("CI");
    if (inCi(ci)) {
      return fail(why + " (CI=" + ci + ": CI must run this test; .ci/run installs what it needs)");
    }
    System.err.println("\n*** SKIPPING: " + why + " ***\n");
    return Assumptions.abort(why);
  }

  /** CI services set CI to "true", some to "1" or "yes"; only an explicit "false" means not CI. */
  static boolean inCi(String ci) {
    return ci != null && !ci.isBlank() && !"false".equalsIgnoreCase(ci.strip());
  }
}
