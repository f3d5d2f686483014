package io.stackdrift.eval;

/**
 * Where walking a value (comparing, forcing, hashing) pays for its work: one step per element, so
 * that a loop over large values ends at the evaluation's step budget instead of running for hours.
 */
@FunctionalInterface
interface Budget {
  Budget NONE = steps -> { };

  void spend(long steps) throws HclEvalException;
}
