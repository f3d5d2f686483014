package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.terramate.GlobalGraphs.Def;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * What evaluating globals costs, counted in the evaluation's steps (the scheduling's work and every
 * expression's), never in time: a chain of N globals costs O(N), and the count is bounded, cancelled
 * and timed out through the one step budget.
 */
class GlobalsCostTest {

  @Test
  void aChainCostsStepsInProportionToItsLength() {
    assertLinear(GlobalGraphs::chain);
  }

  @Test
  void aChainOfKeysOfOneLabelledObjectCostsStepsInProportionToItsLength() {
    assertLinear(GlobalGraphs::labelledChain);
  }

  @Test
  void aChainReferencingTheNextCostsStepsInProportionToItsLength() {
    assertLinear(GlobalGraphs::reversedChain);
  }

  @Test
  void tenThousandChainedGlobalsEvaluate() {
    Globals.Result result = GlobalGraphs.evaluate(GlobalGraphs.chain(10_000));

    assertEquals(Map.of(), result.errors());
    assertEquals(new BigDecimal(10_000), new BigDecimal(result.values().get("a9999").toString()));
  }

  @Test
  void aCancelledRunEndsTheEvaluationWithEveryGlobalFailedAndNoValue() {
    AtomicInteger asked = new AtomicInteger();
    List<Def> chain = GlobalGraphs.chain(10_000);
    Globals.Result whole = GlobalGraphs.evaluate(chain);

    // asked first at the first step, then every 4,096: cancelled halfway through the chain
    Globals.Result result = Globals.evaluate(GlobalGraphs.ROOT, GlobalGraphs.configs(chain), GlobalGraphs.NO_OUTER,
        null, new EvaluationStop(() -> asked.incrementAndGet() > 20, null));

    assertEquals("cancelled", result.stopped());
    assertEquals(Map.of(), result.values());
    assertEquals(10_000, result.errors().size());
    assertTrue(result.errors().get("a7").endsWith("global.a7: not evaluated: cancelled"), result.errors().get("a7"));
    assertTrue(result.steps() < whole.steps() * 3 / 4, result.steps() + " steps of " + whole.steps());
  }

  @Test
  void anEvaluationPastItsTimeEndsSayingSo() {
    Globals.Result result = Globals.evaluate(GlobalGraphs.ROOT, GlobalGraphs.configs(GlobalGraphs.chain(20_000)),
        GlobalGraphs.NO_OUTER, null, new EvaluationStop(() -> false, Duration.ofNanos(1)));

    assertTrue(result.stopped().startsWith("evaluating the globals took longer than "), result.stopped());
    assertEquals(Map.of(), result.values());
  }

  @Test
  void theStepsOfEveryGlobalTogetherAreBoundedAndEachGlobalGetsOneError() {
    // a list of 100,000 numbers, and 100 values that pass over it: ten times 100,000 steps too many
    List<Def> defs = new java.util.ArrayList<>();
    defs.add(Def.of(0, "tm_flatten([for i in tm_range(1000) : tm_range(100)])", "big"));
    for (int i = 0; i < 100; i++) {
      defs.add(Def.of(0, "tm_length(global.big)", "h" + i));
    }

    Globals.Result result = GlobalGraphs.evaluate(defs);

    assertNull(result.stopped());
    assertEquals(Map.of(), result.values());
    assertEquals(101, result.errors().size());
    assertTrue(result.errors().get("h0").contains("more than 10,000,000 evaluation steps, the limit for one stack"),
        result.errors().get("h0"));
    assertTrue(result.steps() <= Globals.MAX_STEPS + 1_000_001, result.steps() + " steps");
  }

  /** Doubling the length twice costs at most 4.4 times the steps, and no global costs more than 40 on average. */
  private static void assertLinear(IntFunction<List<Def>> graph) {
    Globals.Result small = GlobalGraphs.evaluate(graph.apply(1_000));
    Globals.Result large = GlobalGraphs.evaluate(graph.apply(4_000));

    assertEquals(Map.of(), small.errors());
    assertEquals(Map.of(), large.errors());
    assertTrue(large.steps() <= 4.4 * small.steps(), small.steps() + " steps for 1,000, " + large.steps() + " for 4,000");
    assertTrue(large.steps() <= 40L * 4_000, large.steps() + " steps for 4,000 globals");
  }
}
