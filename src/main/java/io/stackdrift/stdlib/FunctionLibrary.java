package io.stackdrift.stdlib;

import java.util.HashMap;
import java.util.Map;

/**
 * Terramate's functions: Terraform's (OpenTofu's) library under the {@code tm_} prefix, with
 * Terramate's own tm_ternary and tm_try. Each group of functions registers itself here.
 */
final class FunctionLibrary {
  private static final Map<String, HclFunction> STRICT = new HashMap<>();
  private static final Map<String, LazyFunction> LAZY = new HashMap<>();

  static {
    LazyFunctions.register(LAZY);
    StringFunctions.register(STRICT);
    CollectionFunctions.register(STRICT);
    NumberFunctions.register(STRICT);
    ConversionFunctions.register(STRICT);
    EncodingFunctions.register(STRICT);
    RegexFunctions.register(STRICT);
    FormatFunctions.register(STRICT);
    FileFunctions.register(STRICT);
  }

  private FunctionLibrary() {}

  static HclFunction strict(String name) {
    return STRICT.get(name);
  }

  static LazyFunction lazy(String name) {
    return LAZY.get(name);
  }

  static boolean exists(String name) {
    return STRICT.containsKey(name) || LAZY.containsKey(name);
  }
}
