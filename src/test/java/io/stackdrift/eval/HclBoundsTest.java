package io.stackdrift.eval;

import static io.stackdrift.eval.Hcl.evalError;
import static io.stackdrift.eval.Hcl.syntaxError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.hcl.HclExpression;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** An untrusted repository cannot make the evaluator overflow the stack, run long or exhaust memory. */
class HclBoundsTest {
  private static final Duration QUICK = Duration.ofSeconds(10);

  @Test
  void nestingPast256LevelsIsASyntaxError() throws Exception {
    assertTrue(syntaxError("(".repeat(300) + "1" + ")".repeat(300)).getMessage()
        .contains("expressions are nested deeper than 256 levels"));
    assertTrue(syntaxError("[".repeat(300) + "]".repeat(300)).getMessage().contains("nested deeper than 256"));
    assertTrue(syntaxError("\"${".repeat(300) + "1" + "}\"".repeat(300)).getMessage().contains("nested deeper"));
    assertTrue(syntaxError("-".repeat(300) + "1").getMessage().contains("nested deeper"));
    assertTrue(syntaxError("\"" + "%{ if true }".repeat(300) + "%{ endif }".repeat(300) + "\"").getMessage()
        .contains("nested deeper"));
    assertTrue(syntaxError("true ? 1 : ".repeat(300) + "1").getMessage().contains("nested deeper"));
  }

  @Test
  void theDeepestLegalExpressionsEvaluateOnASmallStack() throws Throwable {
    String parens = "(".repeat(250) + "1" + ")".repeat(250);
    String templates = "\"${".repeat(120) + "1" + "}\"".repeat(120);
    String calls = "tm_abs(".repeat(250) + "1" + ")".repeat(250);
    String chain = "1" + " + 1".repeat(100_000);
    String lists = "[".repeat(250) + "]".repeat(250);
    onSmallStack(() -> {
      assertEquals("1", Hcl.json(parens));
      assertEquals("1", Hcl.json(templates));
      assertEquals("1", Hcl.json(calls));
      assertEquals("100001", Hcl.json(chain), "a long chain of operators is no deep recursion");
      assertTrue(Hcl.json(lists).startsWith("[[[["));
      return null;
    });
  }

  @Test
  void nestedLoopsStopAtTheStepBudget() {
    HclEvalException e = assertTimeoutPreemptively(QUICK,
        () -> evalError("[for i in tm_range(1000) : [for j in tm_range(1000) : i * j]]"));
    assertTrue(e.getMessage().contains("more than 1,000,000 evaluation steps"), e.getMessage());
    assertEquals(1, e.line());
  }

  @Test
  void theStepBudgetIsNotSwallowedByTmTryOrTmCan() {
    HclEvalException e = assertTimeoutPreemptively(QUICK,
        () -> evalError("tm_try([for i in tm_range(1000) : [for j in tm_range(1000) : i]], \"fallback\")"));
    assertTrue(e.getMessage().contains("evaluation steps"), e.getMessage());
    assertTrue(evalError("tm_can([for i in tm_range(1000) : [for j in tm_range(1000) : i]])").getMessage()
        .contains("evaluation steps"));
  }

  @Test
  void aStringPast1MiBIsAnError() {
    String megabyte = "tm_format(\"%1000000s\", \"x\")";
    HclEvalException doubled = assertTimeoutPreemptively(QUICK, () -> evalError("\"${" + megabyte + "}${" + megabyte
        + "}\""));
    assertTrue(doubled.getMessage().contains("larger than 1 MiB"), doubled.getMessage());
    HclEvalException join = assertTimeoutPreemptively(QUICK,
        () -> evalError("tm_join(\"\", [for i in tm_range(600) : tm_format(\"%2000s\", \"x\")])"));
    assertTrue(join.getMessage().contains("larger than 1 MiB"), join.getMessage());
    String replaces = "\"aaaa\"";
    for (int i = 0; i < 12; i++) {
      replaces = "tm_replace(" + replaces + ", \"a\", \"aaaaaaaaaaaaaaaa\")";
    }
    String nested = replaces;
    HclEvalException grown = assertTimeoutPreemptively(QUICK, () -> evalError(nested));
    assertTrue(grown.getMessage().contains("larger than 1 MiB"), grown.getMessage());
  }

  @Test
  void whatOneEvaluationBuildsInAllIsBounded() {
    String megabyte = "tm_format(\"%1000000s\", \"x\")";
    HclEvalException e = assertTimeoutPreemptively(QUICK, () -> evalError(
        "[for i in tm_range(100) : \"${" + megabyte + "}\"]"));
    assertTrue(e.getMessage().contains("builds more than 64 Mi characters"), e.getMessage());
  }

  @Test
  void doublingAStringInTemplatesStopsAt1MiB() throws Exception {
    AtomicReference<Object> previous = new AtomicReference<>("ab");
    HclContext context = name -> previous.get();
    HclEvalException e = null;
    for (int i = 0; i < 30 && e == null; i++) {
      try {
        previous.set(Hcl.EVALUATOR.evaluate(HclExpression.parse("\"${v}${v}\"", 1, 1), context));
      } catch (HclEvalException limit) {
        e = limit;
      }
    }
    assertTrue(e != null && e.getMessage().contains("larger than 1 MiB"), String.valueOf(e));
  }

  @Test
  void functionsAndComparisonsOverLargeValuesPayTheStepBudget() {
    java.util.List<Object> many = java.util.Collections.nCopies(100_000, "x");
    java.util.Map<String, Object> wide = new java.util.HashMap<>();
    for (int i = 0; i < 100_000; i++) {
      wide.put("k" + i, Hcl.num(i));
    }
    java.util.Map<String, Object> variables = java.util.Map.of(
        "big", "x".repeat(Limits.MAX_CHARS),
        "many", HclValues.list(many),
        "many2", HclValues.list(many),
        "wide", HclValues.object(wide),
        "nested", HclValues.list(java.util.Collections.nCopies(100_000, HclValues.list(
            java.util.Collections.nCopies(100_000, java.util.List.of())))));
    HclContext context = name -> variables.get(name);
    for (String source : java.util.List.of(
        "[for i in tm_range(1000) : [for j in tm_range(1000) : tm_length(big)]]",
        "[for i in tm_range(1000) : [for j in tm_range(1000) : many == many2]]",
        "[for i in tm_range(1000) : tm_merge(wide, wide)]",
        "[for i in tm_range(1000) : tm_contains(many, \"y\")]",
        "tm_flatten(nested)")) {
      HclEvalException e = assertTimeoutPreemptively(QUICK, () -> org.junit.jupiter.api.Assertions.assertThrows(
          HclEvalException.class, () -> Hcl.EVALUATOR.evaluate(HclExpression.parse(source, 1, 1), context)), source);
      assertTrue(e.getMessage().contains("evaluation steps"), source + ": " + e.getMessage());
    }
  }

  @Test
  void aValueSharedManyTimesOverIsWalkedOnce() throws Exception {
    Object shared = HclValues.list(java.util.Collections.nCopies(100_000, HclValues.list(
        java.util.Collections.nCopies(100_000, "x"))));
    HclContext context = name -> shared;
    assertSame(shared, assertTimeoutPreemptively(QUICK,
        () -> Hcl.EVALUATOR.evaluate(HclExpression.parse("v", 1, 1), context)));
    assertEquals(Boolean.TRUE, Hcl.EVALUATOR.evaluate(HclExpression.parse("v == v", 1, 1), context));
  }

  @Test
  void aCollectionPast100000ElementsIsAnError() {
    HclEvalException e = assertTimeoutPreemptively(QUICK, () -> evalError(
        "tm_flatten([for i in tm_range(1000) : tm_range(200)])"));
    assertTrue(e.getMessage().contains("more than 100,000 elements"), e.getMessage());
  }

  @Test
  void aCatastrophicPatternRunsInLinearTime() throws Exception {
    String subject = "a".repeat(5000) + "!";
    assertEquals(subject, assertTimeoutPreemptively(QUICK,
        () -> Hcl.eval("tm_replace(\"" + subject + "\", \"/(a+)+$/\", \"x\")")));
  }

  @Test
  void hugeNumbersAreBounded() {
    assertTrue(evalError("1e900 * 1e900").getMessage().contains("out of range"));
    assertTrue(syntaxError("1e1001").getMessage().contains("out of range"));
  }

  /** Runs on a thread with a 512 KiB stack, half of the JVM's usual: depth must be bounded, not lucky. */
  private static void onSmallStack(java.util.concurrent.Callable<Void> body) throws Throwable {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread thread = new Thread(null, () -> {
      try {
        body.call();
      } catch (Throwable t) {
        failure.set(t);
      }
    }, "small-stack", 512 * 1024);
    thread.start();
    thread.join();
    if (failure.get() != null) {
      throw failure.get();
    }
  }
}
