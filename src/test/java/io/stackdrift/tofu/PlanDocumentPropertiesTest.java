package io.stackdrift.tofu;

import io.stackdrift.report.Redactor;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.report.AttributeChange;
import io.stackdrift.view.AttributeLines;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The invariant of contract §4b as a property: whatever the nesting (objects, lists, maps), the depth
 * of the marker, the sizes on both sides of the leaf cap and where unmarked copies sit (other
 * resources, outputs, converted to a string), no marked value appears in what the parser keeps,
 * in a view's line of it, or in its JSON. A fixed seed keeps the fast loop repeatable.
 */
class PlanDocumentPropertiesTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static final Redactor NONE = Redactor.fromEnvironment(Map.of());

  @Property(seed = "20261202")
  void noMarkedValueIsEverShown(@ForAll("documents") String document, @ForAll("secrets") String secret)
      throws IOException {
    String number = Long.toString(secretNumber(secret));
    PlanDocument.Details d = PlanDocument.read(new ByteArrayInputStream(document.replace("@SECRET@", secret)
        .replace("\"@NUMBER@\"", number).replace("@NUMSTR@", number).getBytes(StandardCharsets.UTF_8)), NONE);
    StringBuilder shown = new StringBuilder(d.toString());
    for (PlanDocument.ResourceDetails r : d.byAddress().values()) {
      for (AttributeChange a : r.attributes()) {
        shown.append(AttributeLines.change(a)).append(JSON.writeValueAsString(a));
      }
    }
    assertFalse(shown.toString().contains(secret), () -> "the secret in " + shown);
    assertFalse(shown.toString().contains(number), () -> "the secret number in " + shown);
  }

  @Provide
  Arbitrary<String> secrets() {
    return Arbitraries.strings().withCharRange('a', 'z').ofMinLength(12).ofMaxLength(20).map(s -> "S3CRET-" + s);
  }

  /** A stable number of each secret, far from any value the generator writes. */
  private static long secretNumber(String secret) {
    return 900_000_000_000L + Math.floorMod(secret.hashCode(), 99_999_999L);
  }

  @Provide
  Arbitrary<String> documents() {
    return Arbitraries.longs().map(PlanDocumentPropertiesTest::document);
  }

  /**
   * One document of a marked resource, holding {@code @SECRET@} (and {@code @NUMBER@}) at a random
   * path of a random value, with copies unmarked elsewhere: another resource's attribute, a string
   * form of the number, an output, and at times more leaves than the cap keeps before it.
   */
  private static String document(long seed) {
    Random random = new Random(seed);
    boolean big = random.nextInt(8) == 0;
    ObjectNode after = F.objectNode();
    ObjectNode marks = F.objectNode();
    if (big) {
      ObjectNode filler = after.putObject("filler");
      for (int i = 0; i < PlanDocument.MAX_LEAVES + random.nextInt(3) - 1; i++) {
        filler.put("k" + i, "x");
      }
    }
    placeSecret(random, after, marks, 1 + random.nextInt(4));
    ObjectNode doc = F.objectNode();
    ArrayNode changes = doc.putArray("resource_changes");
    changes.add(change("a.marked", F.objectNode().put("old", "v"), after, marks));
    ObjectNode copy = F.objectNode();
    copy.put("plain", "@SECRET@");
    copy.put("converted", "@NUMSTR@"); // the marked number, as a string
    changes.add(change("b.copy", F.objectNode().put("plain", "old").put("converted", "0"), copy, F.objectNode()));
    if (random.nextBoolean()) {
      ObjectNode outputs = doc.putObject("output_changes");
      ObjectNode out = outputs.putObject("o");
      out.putArray("actions").add("update");
      out.put("before", "x");
      out.put("after", "@SECRET@");
      out.put("after_unknown", false);
      out.put("before_sensitive", false);
      out.put("after_sensitive", random.nextBoolean());
    }
    if (random.nextInt(4) == 0) {
      changes.insert(0, changes.remove(1)); // the copy before the marked value
    }
    return doc.toString();
  }

  /** Puts {@code @SECRET@} and {@code @NUMBER@} at a random depth, marking the secret there or above. */
  private static void placeSecret(Random random, ObjectNode value, ObjectNode marks, int depth) {
    ObjectNode v = value;
    ObjectNode m = marks;
    for (int level = 0; level < depth; level++) {
      String key = "n" + level;
      if (random.nextInt(depth + 1) == 0) {
        m.put(key, true); // marked as a whole, above the secret
        m = F.objectNode();
      } else if (random.nextBoolean()) {
        ArrayNode list = v.putArray(key);
        ObjectNode element = list.addObject();
        list.add("filler-" + level);
        ArrayNode markList = m.putArray(key);
        ObjectNode markElement = markList.addObject();
        markList.add(false);
        v = element;
        m = markElement;
        continue;
      } else {
        ObjectNode child = m.putObject(key);
        m = child;
      }
      v = v.putObject(key);
    }
    v.put("secret", "@SECRET@");
    v.put("number", "@NUMBER@");
    m.put("secret", true);
    m.put("number", true);
  }

  private static ObjectNode change(String address, ObjectNode before, ObjectNode after, ObjectNode afterMarks) {
    ObjectNode c = F.objectNode();
    c.put("address", address);
    c.put("mode", "managed");
    ObjectNode change = c.putObject("change");
    change.putArray("actions").add("update");
    change.set("before", before);
    change.set("after", after);
    change.putObject("after_unknown");
    change.putObject("before_sensitive");
    change.set("after_sensitive", afterMarks);
    return c;
  }
}
