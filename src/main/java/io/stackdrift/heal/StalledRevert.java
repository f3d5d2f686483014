package io.stackdrift.heal;

import io.stackdrift.state.KnownState;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What the warning of a stalled stack adds when the revisions are known (contract §16): the last
 * revision at which the stack was converged and healthy, and the command that would return the
 * branch there — printed, never run. Both come from the state directory: the revision the last heal
 * applied ({@code appliedRevision}, contract §14) and the last clean revision a run found the stack
 * converged and healthy at. Without both, or when the good one is not an ancestor of the applied one
 * (a rewritten or switched branch, where a revert range would undo unrelated work), the warning
 * names no revision rather than a guess.
 */
final class StalledRevert {
  /** A full or abbreviated commit id: nothing else is put into a command line for a person to paste. */
  private static final Pattern REVISION = Pattern.compile("[0-9a-f]{7,64}");

  /** The last good revision and the revision applied since. */
  record Revisions(String lastGood, String applied) {}

  /** Whether one commit is an ancestor of another, as git tells; empty when it cannot. */
  @FunctionalInterface
  interface Ancestry {
    Optional<Boolean> isAncestor(String older, String newer);
  }

  private StalledRevert() {}

  /** The sentence to add to the stalled warning, or "" when the revisions are not known. */
  static String hint(KnownState.Revisions recorded, Ancestry ancestry) {
    return knownRevisions(recorded, ancestry).map(StalledRevert::sentence).orElse("");
  }

  /**
   * The last good and the applied revision, when both are recorded, are commit ids, differ, and the
   * good one is an ancestor of the applied one (so {@code git revert good..applied} undoes exactly
   * what came after it).
   */
  static Optional<Revisions> knownRevisions(KnownState.Revisions recorded, Ancestry ancestry) {
    String good = recorded.healthyRevision();
    String applied = recorded.appliedRevision();
    if (good == null || applied == null || !REVISION.matcher(good).matches()
        || !REVISION.matcher(applied).matches() || good.equals(applied)) {
      return Optional.empty();
    }
    return ancestry.isAncestor(good, applied).orElse(false) ? Optional.of(new Revisions(good, applied))
        : Optional.empty();
  }

  /** {@code ; last converged and healthy at A; to return the branch there: git revert --no-edit A..B}. */
  static String sentence(Revisions r) {
    if (!REVISION.matcher(r.lastGood()).matches() || !REVISION.matcher(r.applied()).matches()
        || r.lastGood().equals(r.applied())) {
      return "";
    }
    return "; last converged and healthy at " + shortRevision(r.lastGood()) + "; to return the branch there "
        + "(printed, not run): git revert --no-edit " + r.lastGood() + ".." + r.applied();
  }

  private static String shortRevision(String revision) {
    return revision.substring(0, 7);
  }
}
