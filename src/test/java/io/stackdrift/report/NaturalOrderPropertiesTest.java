package io.stackdrift.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The order resources and attributes are listed in is a total order consistent with equals, so any
 * two runs that see the same addresses in any order list them alike (contract §7).
 */
class NaturalOrderPropertiesTest {
  private static final NaturalOrder ORDER = NaturalOrder.INSTANCE;

  @Provide
  Arbitrary<String> addresses() {
    return Arbitraries.strings().withChars("ab._[]\"0129").ofMaxLength(12);
  }

  @Provide
  Arbitrary<List<String>> addressLists() {
    return addresses().list().ofMaxSize(20);
  }

  @Property(seed = "20261203")
  void antisymmetricAndConsistentWithEquals(@ForAll("addresses") String a, @ForAll("addresses") String b) {
    assertEquals(Integer.signum(ORDER.compare(a, b)), -Integer.signum(ORDER.compare(b, a)), a + " / " + b);
    assertEquals(a.equals(b), ORDER.compare(a, b) == 0, a + " / " + b);
  }

  @Property(seed = "20261203")
  void transitive(@ForAll("addresses") String a, @ForAll("addresses") String b, @ForAll("addresses") String c) {
    if (ORDER.compare(a, b) <= 0 && ORDER.compare(b, c) <= 0) {
      assertTrue(ORDER.compare(a, c) <= 0, a + " <= " + b + " <= " + c);
    }
  }

  @Property(seed = "20261203")
  void anyShuffleSortsAlike(@ForAll("addressLists") List<String> given) {
    List<String> sorted = new ArrayList<>(given);
    sorted.sort(ORDER);
    List<String> shuffled = new ArrayList<>(given);
    Collections.reverse(shuffled);
    shuffled.sort(ORDER);
    assertEquals(sorted, shuffled);
  }

  @Test
  void indicesCountAsNumbers() {
    List<String> addresses = new ArrayList<>(List.of("aws_instance.web[10]", "aws_instance.web[2]",
        "aws_instance.api", "module.b.x", "aws_instance.web[02]", "aws_instance.web"));
    addresses.sort(ORDER);
    assertEquals(List.of("aws_instance.api", "aws_instance.web", "aws_instance.web[02]", "aws_instance.web[2]",
        "aws_instance.web[10]", "module.b.x"), addresses);
  }

  /** Resources given in any order are kept in address order, also in a report read back. */
  @Test
  void entriesKeepResourcesByAddressAndAttributesByPath() {
    Resource web = new Resource("terraform_data.web[10]", "update", false).withAttributes(List.of(
        new AttributeChange("tags[\"b\"]", "1", "2", false, false),
        new AttributeChange("input", "\"a\"", "\"b\"", false, false),
        new AttributeChange("tags[\"a\"]", "1", "2", false, false)), 3, 0);
    StackEntry e = StackEntry.builder().stackId("s").status(StackStatus.DRIFTED).resources(List.of(web,
        new Resource("terraform_data.web[9]", "update", false), new Resource("terraform_data.api", "create", false)))
        .build();
    assertEquals(List.of("terraform_data.api", "terraform_data.web[9]", "terraform_data.web[10]"),
        e.resources().stream().map(Resource::address).toList());
    assertEquals(List.of("input", "tags[\"a\"]", "tags[\"b\"]"),
        e.resources().get(2).attributes().stream().map(AttributeChange::path).toList());
  }

  /** A report written by an older version, resources in stream order, reads back in address order. */
  @Test
  void aReportReadBackListsResourcesByAddress() throws Exception {
    String json = "{\"schemaVersion\":\"stackkit.drift-report/v1\",\"status\":\"drifted\",\"stacks\":[{"
        + "\"stackId\":\"s\",\"status\":\"drifted\",\"durationMs\":1,\"resources\":["
        + "{\"address\":\"b.x\",\"action\":\"update\",\"drift\":false,\"attributes\":["
        + "{\"path\":\"z\",\"external\":false,\"sensitive\":true},"
        + "{\"path\":\"a\",\"external\":false,\"sensitive\":true}]},"
        + "{\"address\":\"a.x\",\"action\":\"update\",\"drift\":false}]}]}";
    DriftReport report = Json.REPORT_READER.readValue(json);
    StackEntry e = report.stacks().get(0);
    assertEquals(List.of("a.x", "b.x"), e.resources().stream().map(Resource::address).toList());
    assertEquals(List.of("a", "z"), e.resources().get(1).attributes().stream().map(AttributeChange::path).toList());
  }
}
