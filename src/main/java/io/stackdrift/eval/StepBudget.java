package io.stackdrift.eval;

import java.util.function.BooleanSupplier;

/**
 * Steps shared by many evaluations and the work around them (all the globals of one stack, and the
 * scheduling of them), so that their sum is bounded as one evaluation's steps are; and a check,
 * asked at the first step and every {@value #CHECK_EVERY} steps after, that ends the work early (the run was cancelled, its time
 * is up). Once spent or stopped it stays so: every later step fails at once. One thread at a time.
 */
public final class StepBudget {
  private static final int CHECK_EVERY = 4096;
  private final long limit;
  private final String exhausted;
  private final BooleanSupplier stop;
  private long spent;
  private long nextCheck;
  private boolean stopped;

  /**
   * @param limit the steps available in all
   * @param exhausted what the error says when they are spent (names the limit)
   * @param stop asked now and then; true ends the work with {@link #stopped()} set
   */
  public StepBudget(long limit, String exhausted, BooleanSupplier stop) {
    this.limit = limit;
    this.exhausted = exhausted;
    this.stop = stop;
  }

  /** Pays for {@code work} steps; fails, as a bound no {@code tm_try} can swallow, when none are left or the stop says so. */
  public void spend(long work) throws HclEvalException {
    spent += work;
    if (spent > limit) {
      throw HclEvalException.limit(exhausted, 0, 0);
    }
    if (stopped || spent >= nextCheck) {
      check();
    }
  }

  /**
   * Counts {@code size} characters or elements built toward the next check, not against the steps:
   * a step that builds much (a range, a long string) is not cheap, and the stop must not wait for it.
   */
  void built(long size) throws HclEvalException {
    nextCheck -= size;
    if (stopped || spent >= nextCheck) {
      check();
    }
  }

  private void check() throws HclEvalException {
    nextCheck = spent + CHECK_EVERY;
    stopped = stopped || stop.getAsBoolean();
    if (stopped) {
      throw HclEvalException.limit("stopped", 0, 0);
    }
  }

  /** The steps paid so far. */
  public long spent() {
    return spent;
  }

  /** Whether the work ended because the stop said so (rather than at an error of its own). */
  public boolean stopped() {
    return stopped;
  }

  /** Whether the work ended because every step was spent. */
  public boolean exhausted() {
    return spent > limit;
  }
}
