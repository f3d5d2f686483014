package io.stackdrift.heal;

import io.stackdrift.report.DriftReport;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What the warning of a stalled stack adds when the revisions are known (contract §16): the last
 * revision at which the stack was converged and healthy, and the command that would return the
 * branch there — printed, never run. The revision a heal applied ({@code appliedRevision}, contract
 * §14) is not recorded yet: {@link #knownRevisions} is the one place that will read it, and until it
 * does the warning names no revision rather than a guess.
 */
final class StalledRevert {
  /** A full or abbreviated commit id: nothing else is put into a command line for a person to paste. */
  private static final Pattern REVISION = Pattern.compile("[0-9a-f]{7,64}");

  /** The last good revision and the revision applied since. */
  record Revisions(String lastGood, String applied) {}

  private StalledRevert() {}

  /** The sentence to add to the stalled warning, or "" when the revisions are not known. */
  static String hint(String stackId, DriftReport report) {
    return knownRevisions(stackId, report).map(StalledRevert::sentence).orElse("");
  }

  /**
   * The hook for the revision record: empty until heals record the revision they applied and the last
   * one at which the stack was converged and healthy.
   */
  static Optional<Revisions> knownRevisions(String stackId, DriftReport report) {
    return Optional.empty();
  }

  /** {@code ; last converged and healthy at A; to return the branch there: git revert --no-edit A..B}. */
  static String sentence(Revisions r) {
    if (!REVISION.matcher(r.lastGood()).matches() || !REVISION.matcher(r.applied()).matches()
        || r.lastGood().equals(r.applied())) {
      return "";
    }
    return "; last converged and healthy at " + r.lastGood() + "; to return the branch there (printed, not run): "
        + "git revert --no-edit " + r.lastGood() + ".." + r.applied();
  }
}
