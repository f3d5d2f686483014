package io.stackdrift.stdlib;

import io.stackdrift.eval.Functions;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.LazyFunction;
import java.util.HashMap;
import java.util.Map;

/**
 * Terramate's functions: Terraform's (OpenTofu's) library under the {@code tm_} prefix, with
 * Terramate's own tm_ternary and tm_try. Each group of functions registers itself here. An
 * evaluator with them: {@code new Evaluator(FunctionLibrary.TERRAMATE)}.
 */
public final class FunctionLibrary implements Functions {
  /** Every tm_ function stackdrift evaluates. */
  public static final FunctionLibrary TERRAMATE = new FunctionLibrary();

  private final Map<String, HclFunction> strict = new HashMap<>();
  private final Map<String, LazyFunction> lazy = new HashMap<>();

  private FunctionLibrary() {
    LazyFunctions.register(lazy);
    StringFunctions.register(strict);
    CollectionFunctions.register(strict);
    NumberFunctions.register(strict);
    ConversionFunctions.register(strict);
    EncodingFunctions.register(strict);
    RegexFunctions.register(strict);
    FormatFunctions.register(strict);
    FileFunctions.register(strict);
    CidrFunctions.register(strict);
    TerramateFunctions.register(strict);
    SetFunctions.register(strict);
    TimeAndIdFunctions.register(strict);
  }

  @Override
  public HclFunction strict(String name) {
    return strict.get(name);
  }

  @Override
  public LazyFunction lazy(String name) {
    return lazy.get(name);
  }
}
