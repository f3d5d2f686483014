package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.ExpressionValue;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclValues;
import io.stackdrift.eval.JsonEncoder;
import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Terramate's own helpers: tm_slug, tm_unslug, tm_joinlist and tm_version_match (VersionMatch)
 * (Terramate v0.17.2's stdlib).
 */
final class TerramateFunctions {
  private TerramateFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_slug", TerramateFunctions::slug);
    functions.put("tm_unslug", TerramateFunctions::unslug);
    functions.put("tm_joinlist", TerramateFunctions::joinList);
    functions.put("tm_version_match", VersionMatch::call);
    functions.put("tm_hcl_expression", TerramateFunctions::hclExpression);
  }

  /** The string, parsed as an HCL expression, held as a value that generated code prints as written. */
  private static Object hclExpression(Arguments a) throws HclEvalException {
    if (!a.context().inGenerateHclContent()) {
      throw a.error("is known only in the content of a generate_hcl block, as in Terramate");
    }
    String source = a.count(1).string(0);
    try {
      HclExpression.parse(source, 1, 1);
    } catch (HclSyntaxException e) {
      throw a.error(0, "is not an HCL expression: " + e.getMessage());
    }
    return new ExpressionValue(source);
  }

  /** Lower-cased, every character other than a-z, 0-9 and _ made "-"; a list slugs each element. */
  private static Object slug(Arguments a) throws HclEvalException {
    Object value = a.count(1).value(0);
    if (value == HclValues.NULL) {
      return value;
    }
    if (value instanceof String text) {
      return slugify(text);
    }
    if (!(value instanceof List<?> list)) {
      throw a.error("expected string or list(string), got " + HclValues.typeName(value));
    }
    List<Object> out = new ArrayList<>(list.size());
    for (int i = 0; i < list.size(); i++) {
      Object element = list.get(i);
      if (element == HclValues.NULL) {
        out.add(element);
      } else if (element instanceof String text) {
        out.add(slugify(text));
      } else {
        throw a.error("list contains non-string element at index " + i + ": " + HclValues.typeName(element));
      }
    }
    return Collections.unmodifiableList(out);
  }

  /** Go's strings.ToLower then regexp [^a-z0-9_] → "-", one "-" per code point. */
  static String slugify(String text) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints().map(Character::toLowerCase).forEach(c -> out.append(
        (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ? (char) c : '-'));
    return out.toString();
  }

  /** The dictionary entry whose slug is the value (runs of "-" and trailing ones ignored); else the value itself. */
  private static Object unslug(Arguments a) throws HclEvalException {
    a.count(2);
    Object dictionary = a.value(1);
    if (!(dictionary instanceof List<?> entries)) {
      throw a.error(1, "(the dictionary) must be a list of strings");
    }
    Map<String, List<String>> bySlug = new LinkedHashMap<>();
    for (Object entry : entries) {
      if (entry == HclValues.NULL) {
        continue;
      }
      if (!(entry instanceof String original)) {
        throw a.error(1, "(the dictionary) must contain only strings");
      }
      bySlug.computeIfAbsent(normalized(slugify(original)), k -> new ArrayList<>()).add(original);
    }
    Object value = a.value(0);
    if (value == HclValues.NULL) {
      return value;
    }
    if (value instanceof String slug) {
      return unslugOne(slug, bySlug, a);
    }
    if (!(value instanceof List<?> slugs)) {
      throw a.error(0, "must be a string or list of strings");
    }
    List<Object> out = new ArrayList<>(slugs.size());
    for (Object element : slugs) {
      if (element == HclValues.NULL) {
        out.add(element);
      } else if (element instanceof String slug) {
        out.add(unslugOne(slug, bySlug, a));
      } else {
        throw a.error(0, "must contain only strings");
      }
    }
    return Collections.unmodifiableList(out);
  }

  private static String unslugOne(String slug, Map<String, List<String>> bySlug, Arguments a)
      throws HclEvalException {
    List<String> candidates = bySlug.get(normalized(slug));
    if (candidates == null) {
      return slug;
    }
    if (candidates.size() > 1) {
      List<String> quoted = new ArrayList<>();
      for (String candidate : candidates) {
        quoted.add(JsonEncoder.quote(candidate));
      }
      throw a.error("slug " + JsonEncoder.quote(slug) + " maps to multiple dictionary entries: ["
          + String.join(", ", quoted) + "]");
    }
    return candidates.get(0);
  }

  /** Terramate's normalizeSlug: lower case, runs of "-" made one, trailing "-" dropped. */
  private static String normalized(String slug) {
    StringBuilder lower = new StringBuilder(slug.length());
    slug.codePoints().map(Character::toLowerCase).forEach(lower::appendCodePoint);
    return lower.toString().replaceAll("-{2,}", "-").replaceAll("-+$", "");
  }

  /** Each inner list joined with the separator: [["a","b"],[]] gives ["a-b", ""]. */
  private static Object joinList(Arguments a) throws HclEvalException {
    String separator = a.count(2).string(0);
    Object value = a.notNull(1);
    if (!(value instanceof List<?> lists)) {
      throw a.error("expected list(list(string)) as second argument, got " + HclValues.typeName(value));
    }
    List<Object> out = new ArrayList<>(lists.size());
    for (int i = 0; i < lists.size(); i++) {
      if (!(lists.get(i) instanceof List<?> parts)) {
        throw a.error("expected all elements to be list(string), got " + HclValues.typeName(lists.get(i))
            + " at index " + i);
      }
      StringBuilder joined = new StringBuilder();
      for (int j = 0; j < parts.size(); j++) {
        if (!(parts.get(j) instanceof String part)) {
          throw a.error("expected all elements to be list(string), got " + HclValues.typeName(parts.get(j))
              + " at element " + j + " of index " + i);
        }
        joined.append(j == 0 ? "" : separator).append(part);
        a.check(joined);
      }
      out.add(joined.toString());
    }
    return Collections.unmodifiableList(out);
  }
}
