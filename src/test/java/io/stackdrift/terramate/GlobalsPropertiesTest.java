package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclValues;
import io.stackdrift.terramate.GlobalGraphs.Def;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random global graphs: chains, diamonds and cycles over plain and labelled key paths, spread over
 * three directories; and random definitions of every kind (overrides, {@code unset}, labelled blocks,
 * partial key paths, errors, the whole {@code global} object). The scheduler must give exactly what
 * Terramate's rounds give ({@link RoundsReference}), and a graph costs steps in proportion to its
 * size, or fails with one error for each global it affects.
 */
class GlobalsPropertiesTest {
  /** Steps a graph may cost per unit of size (a definition, a key of its path, a reference). */
  private static final int STEPS_PER_UNIT = 25;

  @Property(tries = 100, seed = "20261203")
  void aGraphCostsStepsInProportionToItsSizeAndEqualsTheRounds(@ForAll("graphs") Graph graph) throws Exception {
    Globals.Result result = GlobalGraphs.evaluate(graph.defs());

    assertTrue(result.steps() <= (long) STEPS_PER_UNIT * graph.size(), result.steps() + " steps for size "
        + graph.size());
    assertSameAsTheRounds(graph.defs(), result);
  }

  @Property(tries = 100, seed = "20261203")
  void aGlobalFailsExactlyWhenItIsOnACycleOrNeedsOneThatFails(@ForAll("graphs") Graph graph) throws Exception {
    Globals.Result result = GlobalGraphs.evaluate(graph.defs());

    assertEquals(graph.failing(), result.errors().keySet());
    for (int i = 0; i < graph.refs().size(); i++) {
      if (!graph.failing().contains(graph.name(i))) {
        BigDecimal value = new BigDecimal(String.valueOf(graph.valueIn(result, i)));
        assertEquals(0, BigDecimal.valueOf(graph.depth(i)).compareTo(value), graph.name(i) + " = " + value);
      }
    }
  }

  @Property(tries = 300, seed = "20261203")
  void anyDefinitionsEvaluateAsTheRoundsDo(@ForAll("anyDefinitions") List<Def> defs) throws Exception {
    assertSameAsTheRounds(defs, GlobalGraphs.evaluate(defs));
  }

  private static void assertSameAsTheRounds(List<Def> defs, Globals.Result result) throws HclEvalException {
    RoundsReference.Result expected = RoundsReference.evaluate(GlobalGraphs.ROOT, GlobalGraphs.configs(defs),
        GlobalGraphs.NO_OUTER);
    assertEquals(HclValues.toJson(expected.values()), HclValues.toJson(result.values()), defs.toString());
    assertEquals(new java.util.TreeMap<>(expected.errors()), result.errors(), defs.toString());
  }

  /**
   * Nodes {@code 0..n-1}, each {@code tm_max(its references…, 0) + 1}: the length of its longest path
   * of references, unless it is on a cycle or reaches one. Its key path is its name, or its name under
   * one or two labels; its directory is random (no directory defines a key path twice).
   */
  record Graph(List<List<String>> paths, List<List<Integer>> refs, List<Integer> dirs) {
    List<Def> defs() {
      List<Def> defs = new ArrayList<>();
      for (int i = 0; i < refs.size(); i++) {
        List<String> terms = new ArrayList<>();
        refs.get(i).forEach(r -> terms.add("global." + String.join(".", paths.get(r))));
        terms.add("0");
        defs.add(new Def(dirs.get(i), paths.get(i), true, "tm_max(" + String.join(", ", terms) + ") + 1"));
      }
      return defs;
    }

    int size() {
      int size = 0;
      for (int i = 0; i < refs.size(); i++) {
        size += 1 + paths.get(i).size() + refs.get(i).size() * (1 + paths.get(i).size());
      }
      return size;
    }

    String name(int i) {
      return String.join(".", paths.get(i));
    }

    Object valueIn(Globals.Result result, int i) {
      Object value = result.values();
      for (String key : paths.get(i)) {
        value = ((Map<?, ?>) value).get(key);
      }
      return value;
    }

    /** The names of the nodes on a cycle or reaching one. */
    Set<String> failing() {
      Set<String> failing = new TreeSet<>();
      for (int i = 0; i < refs.size(); i++) {
        if (depth(i) < 0) {
          failing.add(name(i));
        }
      }
      return failing;
    }

    /** The longest path of references from {@code i}, counting {@code i}; -1 on or into a cycle. */
    int depth(int i) {
      return depth(i, new HashMap<>(), new java.util.HashSet<>());
    }

    private int depth(int i, Map<Integer, Integer> known, Set<Integer> open) {
      if (known.containsKey(i)) {
        return known.get(i);
      }
      if (!open.add(i)) {
        return -1;
      }
      int deepest = 0;
      for (int r : refs.get(i)) {
        int d = depth(r, known, open);
        if (d < 0) {
          deepest = -1;
          break;
        }
        deepest = Math.max(deepest, d);
      }
      open.remove(i);
      int result = deepest < 0 ? -1 : deepest + 1;
      known.put(i, result);
      return result;
    }
  }

  @Provide
  Arbitrary<Graph> graphs() {
    return Arbitraries.integers().between(1, 100).flatMap(n -> Combinators.combine(
        Arbitraries.integers().between(0, 2).list().ofSize(n),
        references(n),
        Arbitraries.integers().between(0, 2).list().ofSize(n),
        Arbitraries.integers().between(0, 1_000_000).list().ofSize(n).uniqueElements())
        .as((labels, refs, dirs, ids) -> {
          List<List<String>> paths = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            List<String> path = new ArrayList<>(List.of("outer", "inner").subList(0, labels.get(i)));
            path.add("g" + ids.get(i)); // names in random order: the loop meets them out of order
            paths.add(List.copyOf(path));
          }
          return new Graph(paths, refs, dirs);
        }));
  }

  /** Each node references up to three others: mostly earlier ones (chains, diamonds), now and then a later one (a cycle). */
  private static Arbitrary<List<List<Integer>>> references(int n) {
    Arbitrary<Integer> any = Arbitraries.integers().between(0, n - 1);
    Arbitrary<List<Integer>> chain = Arbitraries.just(List.of());
    return Arbitraries.integers().between(0, 99).list().ofSize(n).flatMap(kinds -> {
      List<Arbitrary<List<Integer>>> each = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        int node = i;
        int kind = kinds.get(i);
        if (node == 0) {
          each.add(chain);
        } else if (kind < 50) {
          each.add(Arbitraries.just(List.of(node - 1)));
        } else if (kind < 95) {
          each.add(Arbitraries.integers().between(0, node - 1).list().ofMinSize(1).ofMaxSize(3));
        } else {
          each.add(any.list().ofMinSize(1).ofMaxSize(2));
        }
      }
      return Combinators.combine(each).as(lists -> lists);
    });
  }

  @Provide
  Arbitrary<List<Def>> anyDefinitions() {
    Arbitrary<String> top = Arbitraries.of("a", "b", "c", "d");
    Arbitrary<String> key = Arbitraries.of("a", "k", "m");
    Arbitrary<List<String>> path = Combinators.combine(top, key.list().ofMaxSize(2)).as((t, rest) -> {
      List<String> p = new ArrayList<>(List.of(t));
      p.addAll(rest);
      return List.copyOf(p);
    });
    Arbitrary<String> ref = path.map(p -> "global." + String.join(".", p));
    Arbitrary<String> source = Arbitraries.oneOf(
        Arbitraries.of("1", "\"s\"", "[1, 2]", "{ k = 1, m = { a = 2 } }", "unset", "tm_no_such_function()",
            "tm_length(tm_keys(global))", "tm_try(global.zz, 5)", "global", "1 +"),
        ref,
        ref.map(r -> r + " + 1"),
        ref.map(r -> "tm_try(" + r + ", 0)"),
        Combinators.combine(ref, ref).as((x, y) -> "[" + x + ", " + y + "]"),
        ref.map(r -> "{ k = " + r + " }"));
    Arbitrary<Def> attribute = Combinators.combine(Arbitraries.integers().between(0, 2), path, source)
        .as((dir, p, s) -> new Def(dir, p, true, s));
    Arbitrary<Def> labelled = Combinators.combine(Arbitraries.integers().between(0, 2), path)
        .as((dir, p) -> new Def(dir, p, false, "{}"));
    return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(5, attribute), net.jqwik.api.Tuple.of(1, labelled))
        .list().ofMaxSize(14);
  }
}
