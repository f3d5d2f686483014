package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.core.JsonToken;
import io.stackdrift.report.AttributeChange;
import java.nio.CharBuffer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The values of a plan document as kept, and the rules of what is sensitive (contract §4b), as
 * tables of inputs and the outputs they give. The documents that use them: PlanDocumentTest.
 */
class PlanValuesTest {
  private record Scalar(JsonToken token, String raw) {}

  private static Scalar number(String raw) {
    return new Scalar(raw.contains(".") || raw.contains("e") || raw.contains("E") ? JsonToken.VALUE_NUMBER_FLOAT
        : JsonToken.VALUE_NUMBER_INT, raw);
  }

  private static Scalar string(String raw) {
    return new Scalar(JsonToken.VALUE_STRING, raw);
  }

  private static final Scalar TRUE = new Scalar(JsonToken.VALUE_TRUE, "true");
  private static final Scalar FALSE = new Scalar(JsonToken.VALUE_FALSE, "false");
  private static final Scalar NULL = new Scalar(JsonToken.VALUE_NULL, "null");

  private record Canonical(Scalar in, String out) {}

  @Test
  void aScalarsCanonicalFormIsWhatAConversionToAStringWrites() {
    List<Canonical> rows = List.of(
        new Canonical(number("48213904"), "48213904"),
        new Canonical(string("48213904"), "48213904"),
        new Canonical(number("1.50"), "1.5"),
        new Canonical(number("0.50"), "0.5"),
        new Canonical(number("10.0"), "10"),
        new Canonical(number("100.000"), "100"),
        new Canonical(number("100"), "100"),
        new Canonical(number("-12.300"), "-12.3"),
        new Canonical(number("-0"), "0"),
        new Canonical(number("-0.0"), "0"),
        new Canonical(number("0"), "0"),
        new Canonical(number("1.5e3"), "1.5e3"), // an exponent keeps its text
        new Canonical(number("1E-7"), "1E-7"),
        new Canonical(string("1.50"), "1.50"), // a string keeps its characters
        new Canonical(string(""), ""),
        new Canonical(TRUE, "true"),
        new Canonical(FALSE, "false"),
        new Canonical(NULL, null)); // null's JSON is its canonical form
    for (Canonical row : rows) {
      assertEquals(row.out(), canonical(row.in()), row.toString());
    }
  }

  private record Json(Scalar in, String out) {}

  @Test
  void aScalarIsShownAsCompactJson() {
    List<Json> rows = List.of(
        new Json(string("a"), "\"a\""),
        new Json(string("a\"b\\c"), "\"a\\\"b\\\\c\""),
        new Json(string("line\nbreak"), "\"line\\nbreak\""),
        new Json(string("é"), "\"é\""),
        new Json(number("1.50"), "1.50"), // shown as written; only the canonical form is plain
        new Json(TRUE, "true"),
        new Json(NULL, "null"));
    for (Json row : rows) {
      assertEquals(row.out(), new String(PlanValues.json(row.in().token(), buffer(row.in().raw()))), row.toString());
    }
  }

  private record Pair(Scalar a, Scalar b, boolean oneSecret) {}

  @Test
  void valuesThatAConversionMakesEqualAreOneSecret() {
    List<Pair> rows = List.of(
        new Pair(number("48213904"), string("48213904"), true),
        new Pair(number("1.50"), string("1.5"), true),
        new Pair(number("-0.0"), string("0"), true),
        new Pair(TRUE, string("true"), true),
        new Pair(string("a"), string("a"), true),
        new Pair(number("1.5e3"), number("1500"), false),
        new Pair(NULL, string("null"), false),
        new Pair(string("a"), string("A"), false),
        new Pair(FALSE, number("0"), false));
    for (Pair row : rows) {
      assertEquals(row.oneSecret(), leaf(row.a()).canonical().equals(leaf(row.b()).canonical()), row.toString());
    }
    assertFalse(leaf(number("1")).digest().equals(leaf(string("1")).digest()),
        "the exact digests differ: 1 and \"1\" are different values to compare");
  }

  private record Kept(PlanValues.Leaf leaf, boolean holdsNoSecret) {}

  @Test
  void emptyValuesHoldNoSecret() {
    List<Kept> rows = List.of(
        new Kept(leaf(NULL), true),
        new Kept(PlanValues.leaf("{}".toCharArray(), null), true),
        new Kept(PlanValues.leaf("[]".toCharArray(), null), true),
        new Kept(leaf(string("")), true),
        new Kept(leaf(string("null")), false),
        new Kept(leaf(number("0")), false),
        new Kept(leaf(FALSE), false),
        new Kept(leaf(string("x")), false));
    for (Kept row : rows) {
      assertEquals(row.holdsNoSecret(), PlanValues.holdsNoSecret(row.leaf().canonical()), row.toString());
    }
  }

  private record Cut(String json, String shown) {}

  @Test
  void aLongValueIsCutWithAnEllipsisNeverInsideACharacter() {
    int max = AttributeChange.MAX_VALUE;
    String emoji = "\uD83D\uDE00";
    List<Cut> rows = List.of(
        new Cut("a".repeat(max), "a".repeat(max)),
        new Cut("a".repeat(max + 1), "a".repeat(max - 1) + "…"),
        new Cut("a".repeat(max - 2) + emoji + "tail", "a".repeat(max - 2) + "…"));
    for (Cut row : rows) {
      assertEquals(row.shown(), new String(PlanValues.cut(row.json().toCharArray())), row.json());
    }
  }

  private record Child(String path, String key, boolean inList, String out) {}

  @Test
  void pathsAreWrittenAsOpenTofuWritesThem() {
    List<Child> rows = List.of(
        new Child("", "tags", false, "tags"),
        new Child("tags", "Owner", false, "tags[\"Owner\"]"),
        new Child("tags", "a\"b", false, "tags[\"a\\\"b\"]"),
        new Child("ingress[0]", "cidr_blocks", true, "ingress[0].cidr_blocks"),
        new Child("a[\"b\"]", "c", false, "a[\"b\"][\"c\"]"));
    for (Child row : rows) {
      assertEquals(row.out(), PlanValues.child(row.path(), row.key(), row.inList()), row.toString());
    }
  }

  private record Covered(String path, Set<String> marked, boolean covered) {}

  @Test
  void aMarkerCoversItsPathAndEveryPathBelowIt() {
    List<Covered> rows = List.of(
        new Covered("a", Set.of(), false),
        new Covered("a", Set.of(""), true), // the whole value
        new Covered("a", Set.of("a"), true),
        new Covered("a.b", Set.of("a"), true),
        new Covered("a[0]", Set.of("a"), true),
        new Covered("tags[\"Owner\"]", Set.of("tags"), true),
        new Covered("ab", Set.of("a"), false), // a longer name, not a path below
        new Covered("a", Set.of("a.b"), false),
        new Covered("a[1]", Set.of("a[0]"), false));
    for (Covered row : rows) {
      assertEquals(row.covered(), PlanValues.covered(row.path(), row.marked()), row.toString());
    }
  }

  private record Above(Set<String> paths, Set<String> ancestors) {}

  @Test
  void everyPathAboveAValueIsItsAncestor() {
    List<Above> rows = List.of(
        new Above(Set.of("a"), Set.of()),
        new Above(Set.of("a[\"b\"][0]"), Set.of("a[\"b\"]", "a")),
        new Above(Set.of("ingress[0].cidr_blocks[1]", "ingress[1].port"),
            Set.of("ingress[0].cidr_blocks", "ingress[0]", "ingress", "ingress[1]")));
    for (Above row : rows) {
      assertEquals(row.ancestors(), PlanValues.ancestors(row.paths()), row.toString());
    }
  }

  /** A marker's container (or none) over a value's container or scalar at one path. */
  private record Shape(Character marker, Character container, Scalar scalar, boolean coversTheWhole) {}

  @Test
  void aMarkerOfAnotherShapeThanItsValueCoversAllOfIt() {
    List<Shape> rows = List.of(
        new Shape('{', '{', null, false),
        new Shape('[', '[', null, false),
        new Shape('[', '{', null, true), // a list marker over an object
        new Shape('{', '[', null, true),
        new Shape('{', null, string("x"), true), // an object marker over a scalar
        new Shape('{', null, NULL, false), // over null: nothing to hide
        new Shape('{', null, null, false)); // over no value at all
    for (Shape row : rows) {
      PlanValues.Side side = new PlanValues.Side();
      if (row.container() != null) {
        side.containers.put("v", row.container());
      }
      if (row.scalar() != null) {
        side.leaves.put("v", leaf(row.scalar()));
      }
      PlanValues.Markers markers = new PlanValues.Markers();
      markers.containers.put("v", row.marker());
      markers.marked.add("v[\"k\"]");
      Set<String> covered = new HashSet<>();
      PlanValues.settle(side, markers, covered);
      Set<String> expected = new HashSet<>(Set.of("v[\"k\"]"));
      if (row.coversTheWhole()) {
        expected.add("v");
      }
      assertEquals(expected, covered, row.toString());
    }
  }

  private static CharBuffer buffer(String raw) {
    return CharBuffer.wrap(raw.toCharArray());
  }

  private static String canonical(Scalar s) {
    char[] form = PlanValues.canonical(s.token(), buffer(s.raw()));
    return form == null ? null : new String(form, 1, form.length - 1); // without its tag
  }

  private static PlanValues.Leaf leaf(Scalar s) {
    return PlanValues.leaf(PlanValues.json(s.token(), buffer(s.raw())), PlanValues.canonical(s.token(),
        buffer(s.raw())));
  }
}
