package io.stackdrift.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.hcl.HclExpression;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Lazy objects (Terramate's globals) are asked only for what an expression needs. */
class HclLazyObjectTest {
  /** Globals computed on access, counting each access; 'broken' fails as an undefined global would. */
  private static final class CountingGlobals implements HclLazyObject {
    final Map<String, Integer> accesses = new HashMap<>();

    @Override
    public Object attribute(String name) throws HclEvalException {
      accesses.merge(name, 1, Integer::sum);
      return switch (name) {
        case "a" -> "A";
        case "n" -> java.math.BigDecimal.TEN;
        case "inner" -> new CountingGlobals();
        case "broken" -> throw new HclEvalException("global.broken: evaluating it failed", 7, 3);
        default -> null;
      };
    }

    @Override
    public SortedSet<String> names() {
      return new TreeSet<>(List.of("a", "n"));
    }

    int count(String name) {
      return accesses.getOrDefault(name, 0);
    }
  }

  private final CountingGlobals globals = new CountingGlobals();
  private final HclContext context = name -> {
    if (name.equals("global")) {
      return globals;
    }
    throw new HclEvalException("unknown variable '" + name + "'", 0, 0);
  };

  private Object eval(String source) throws Exception {
    return Hcl.EVALUATOR.evaluate(HclExpression.parse(source, 1, 1), context);
  }

  @Test
  void attributeAccessAndIndexAskForOneAttribute() throws Exception {
    assertEquals("A", eval("global.a"));
    assertEquals("A", eval("global[\"a\"]"));
    assertEquals(2, globals.count("a"));
    assertEquals(0, globals.count("n"));
  }

  @Test
  void tryOverAFailingBranchEvaluatesItOnceAndFallsBack() throws Exception {
    assertEquals("A", eval("tm_try(global.broken, global.a)"));
    assertEquals(1, globals.count("broken"));
    assertEquals(1, globals.count("a"));
    assertEquals(Boolean.FALSE, eval("tm_can(global.broken)"));
  }

  @Test
  void aConditionalAndTmTernaryEvaluateOneBranch() throws Exception {
    assertEquals("A", eval("true ? global.a : global.broken"));
    assertEquals("A", eval("tm_ternary(false, global.broken, global.a)"));
    assertEquals(0, globals.count("broken"));
    assertEquals(2, globals.count("a"));
  }

  @Test
  void theErrorOfALazyAttributeKeepsItsOwnPosition() {
    HclEvalException e = assertThrows(HclEvalException.class, () -> eval("tm_upper(global.broken)"));
    assertEquals("global.broken: evaluating it failed", e.getMessage());
    assertEquals(7, e.line());
    assertEquals(3, e.column());
  }

  @Test
  void wholeValuesAreForcedThroughNames() throws Exception {
    assertEquals(List.of("a", "n"), eval("tm_keys(global)"));
    assertEquals(java.math.BigDecimal.valueOf(2), eval("tm_length(global)"));
    assertEquals(0, globals.count("a"), "keys and length need only the names");
    assertEquals(Map.of("a", "A", "n", java.math.BigDecimal.TEN), eval("global"));
    assertEquals("{\"a\":\"A\",\"n\":10}", HclValues.toJson(eval("global")));
    assertEquals(List.of("a=A", "n=10"), eval("[for k, v in global : \"${k}=${v}\"]"));
    assertEquals("A", eval("tm_merge(global, { b = 1 }).a"));
    assertEquals(Boolean.TRUE, eval("global == { a = \"A\", n = 10 }"));
  }

  @Test
  void nestedLazyObjectsAreForcedInTheResult() throws Exception {
    Object value = eval("{ x = global.inner }");
    assertEquals(Map.of("x", Map.of("a", "A", "n", java.math.BigDecimal.TEN)), value);
    assertTrue(((Map<?, ?>) value).get("x") instanceof Map<?, ?>, "no lazy object escapes evaluate()");
    assertEquals("A", HclValues.resolve(globals.attribute("inner")) instanceof Map<?, ?> m ? m.get("a") : null);
  }

  @Test
  void aMissingAttributeOfALazyObjectIsAnError() {
    HclEvalException e = assertThrows(HclEvalException.class, () -> eval("global.nope"));
    assertEquals("global has no attribute 'nope'", e.getMessage());
    assertEquals(7, e.column());
  }
}
