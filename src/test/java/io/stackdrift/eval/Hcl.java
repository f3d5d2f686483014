package io.stackdrift.eval;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import io.stackdrift.stdlib.FunctionLibrary;
import java.util.Map;

/** Test helpers: evaluate an expression against a few variables, and compare results as JSON. */
public final class Hcl {
  /** The evaluator of the tests: Terramate's functions. */
  public static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);

  /** The variables the tests' expressions read. */
  public static final HclContext CONTEXT = new HclContext() {
    @Override
    public Object variable(String name) throws HclEvalException {
      Object value = variables().get(name);
      if (value == null) {
        throw new HclEvalException("unknown variable '" + name + "'", 0, 0);
      }
      return value;
    }

    @Override
    public String baseDirectory() {
      return "/work/stacks/app";
    }

    @Override
    public String readFile(String path) throws HclEvalException {
      if (path.equals("/work/stacks/app/config.txt")) {
        return "from the file\n";
      }
      throw new HclEvalException("cannot read " + path + ": outside the workspace", 0, 0);
    }
  };

  private Hcl() {}

  /**
   * {@link #CONTEXT}, in a project that enables {@code experiments}, and as a generate_hcl block's
   * content when {@code hclContent}.
   */
  public static HclContext context(java.util.Set<String> experiments, boolean hclContent) {
    return new HclContext() {
      @Override
      public Object variable(String name) throws HclEvalException {
        return CONTEXT.variable(name);
      }

      @Override
      public boolean experimentEnabled(String name) {
        return experiments.contains(name);
      }

      @Override
      public boolean inGenerateHclContent() {
        return hclContent;
      }
    };
  }

  public static Map<String, Object> variables() {
    return Map.of(
        "global", HclValues.object(Map.of(
            "name", "app",
            "count", num(3),
            "flag", true,
            "nothing", HclValues.NULL,
            "list", HclValues.list(java.util.List.of("a", "b", "c")),
            "nested", HclValues.object(Map.of("x", num(1), "y", HclValues.object(Map.of("z", "deep")))),
            "objects", HclValues.list(java.util.List.of(
                HclValues.object(Map.of("id", "one", "tags", HclValues.list(java.util.List.of("t1")))),
                HclValues.object(Map.of("id", "two", "tags", HclValues.list(java.util.List.of("t2", "t3")))))))),
        "env", HclValues.object(Map.of("HOME", "/root")));
  }

  public static java.math.BigDecimal num(long n) {
    return java.math.BigDecimal.valueOf(n);
  }

  public static Object eval(String source) throws Exception {
    return EVALUATOR.evaluate(HclExpression.parse(source, 1, 1), CONTEXT);
  }

  /** The result as compact JSON, so that a table can state it in one cell. */
  public static String json(String source) throws Exception {
    return HclValues.toJson(eval(source));
  }

  public static HclEvalException evalError(String source) {
    return assertThrows(HclEvalException.class, () -> eval(source), source);
  }

  public static HclSyntaxException syntaxError(String source) {
    return assertThrows(HclSyntaxException.class, () -> HclExpression.parse(source, 1, 1), source);
  }
}
