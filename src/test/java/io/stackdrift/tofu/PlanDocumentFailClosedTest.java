package io.stackdrift.tofu;

import io.stackdrift.report.Redactor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.Details;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What is sensitive is settled whatever a cap, a missing marker or a crafted document does
 * (contract §4b, "The sensitive set is complete, whatever is cut"): where it cannot be settled, no
 * value is shown.
 */
class PlanDocumentFailClosedTest {
  private static final Redactor NONE = Redactor.fromEnvironment(Map.of());
  private static final String SECRET = "S3CRET-past-the-cap";

  /** One change per resource: before and after of attribute {@code v}, and its after marker. */
  private static String change(String address, String before, String after, String afterSensitive) {
    return """
        {"address": "%s", "mode": "managed", "change": {"actions": ["update"], "before": {"v": %s},
          "after": {"v": %s}, "after_unknown": {}, "before_sensitive": {}, "after_sensitive": %s}}"""
        .formatted(address, before, after, afterSensitive);
  }

  @Test
  void aSensitiveLeafPastTheLeafCapWithholdsEveryValueOfTheStack() throws IOException {
    StringBuilder input = new StringBuilder("{");
    for (int i = 0; i < PlanDocument.MAX_LEAVES; i++) {
      input.append("\"k").append(i).append("\": \"x\", ");
    }
    input.append("\"secret\": \"").append(SECRET).append("\"}");
    String doc = """
        {"terraform_version": "1.11.4", "resource_changes": [
          {"address": "terraform_data.big", "mode": "managed", "change": {"actions": ["update"],
            "before": {"input": {"a": "b"}}, "after": {"input": %s}, "after_unknown": {},
            "before_sensitive": {}, "after_sensitive": {"input": {"secret": true}}}},
          %s
        ]}""".formatted(input, change("terraform_data.copy", "\"old-value\"", "\"" + SECRET + "\"", "{}"));

    PlanDocument.Details d = read(doc);

    assertTrue(d.valuesCut() && d.truncated(), "the cap stopped the collection");
    AttributeChange copy = d.byAddress().get("terraform_data.copy").attributes().get(0);
    assertTrue(copy.withheld() && copy.before() == null && copy.after() == null, copy.toString());
    assertFalse(d.toString().contains(SECRET), "no value anywhere");
    assertFalse(d.toString().contains("old-value"), "no value at all, not only the sensitive ones");
    ShownPlan shown = ShownPlan.read(d);
    assertEquals(Details.TRUNCATED, shown.details());
    assertTrue(shown.warning().contains("without values"), shown.warning());
  }

  @Test
  void moreSensitiveMarkersThanTheCapWithholdEveryValue() throws IOException {
    StringBuilder marks = new StringBuilder("{");
    StringBuilder values = new StringBuilder("{");
    for (int i = 0; i <= PlanDocument.MAX_LEAVES; i++) {
      marks.append(i == 0 ? "" : ", ").append("\"k").append(i).append("\": true");
      values.append(i == 0 ? "" : ", ").append("\"k").append(i).append("\": \"v").append(i).append("\"");
    }
    String doc = """
        {"resource_changes": [
          {"address": "a.marked", "mode": "managed", "change": {"actions": ["update"], "before": {"m": {}},
            "after": {"m": %s}, "after_unknown": {}, "before_sensitive": {}, "after_sensitive": {"m": %s}}},
          %s]}""".formatted(values.append('}'), marks.append('}'), change("a.copy", "\"x\"", "\"v10000\"", "{}"));

    PlanDocument.Details d = read(doc);

    assertTrue(d.valuesCut());
    assertFalse(d.toString().contains("v10000"), d.byAddress().get("a.copy").toString());
  }

  @Test
  void aChangeWithoutMarkersShowsPathsWithoutValuesNamingTheToolVersion() throws IOException {
    String doc = """
        {"format_version": "0.1", "terraform_version": "0.13.5", "resource_changes": [
          {"address": "azurerm_sql_server.db", "mode": "managed", "change": {"actions": ["update"],
            "before": {"administrator_login_password": "old-pass", "name": "db"},
            "after": {"administrator_login_password": "N3w-Passw0rd!", "name": "db2"}, "after_unknown": {}}}
        ]}""";

    PlanDocument.Details d = read(doc);

    assertEquals("0.13.5", d.unmarkedBy());
    assertFalse(d.toString().contains("Passw0rd") || d.toString().contains("db2"), d.toString());
    assertTrue(d.byAddress().get("azurerm_sql_server.db").attributes().stream().allMatch(AttributeChange::withheld));
    ShownPlan shown = ShownPlan.read(d);
    assertEquals(Details.ATTRIBUTES, shown.details(), "the paths are whole");
    assertTrue(shown.warning().contains("0.13.5"), shown.warning());
  }

  @Test
  void everyChangeCarryingMarkersNamesNoVersion() throws IOException {
    PlanDocument.Details d = read("{\"terraform_version\": \"1.11.4\", \"resource_changes\": ["
        + change("a.b", "\"x\"", "\"y\"", "{}") + "]}");
    assertNull(d.unmarkedBy());
    assertNull(ShownPlan.read(d).warning());
    AttributeChange a = d.byAddress().get("a.b").attributes().get(0);
    assertEquals("\"x\" → \"y\"", a.shownBefore() + " → " + a.shownAfter());
  }

  @Test
  void aSensitiveOutputOfPlannedValuesIsSensitiveEverywhere() throws IOException {
    String doc = """
        {"resource_changes": [%s],
         "planned_values": {"outputs": {"pw": {"sensitive": true, "type": "string", "value": "pl4nned-pw"}},
           "root_module": {"resources": []}}}""".formatted(change("a.b", "\"x\"", "\"pl4nned-pw\"", "{}"));
    assertTrue(read(doc).byAddress().get("a.b").attributes().get(0).sensitive());
  }

  @Test
  void sensitiveValuesOfThePriorStateAndOfChildModulesCountEverywhere() throws IOException {
    String doc = """
        {"prior_state": {"format_version": "1.0", "values": {"root_module": {"resources": [],
           "child_modules": [{"address": "module.m", "resources": [{"address": "module.m.x.y",
             "values": {"token": "st4te-token"}, "sensitive_values": {"token": true}}]}]}}},
         "resource_changes": [%s]}""".formatted(change("a.b", "\"st4te-token\"", "\"new\"", "{}"));
    assertTrue(read(doc).byAddress().get("a.b").attributes().get(0).sensitive());
  }

  @Test
  void aDocumentWithADuplicateKeyIsRefused() {
    String doc = "{\"resource_changes\": [" + change("a.b", "\"x\"", "\"y\"", "{}").replace(
        "\"after_sensitive\": {}", "\"after_sensitive\": {\"v\": true}, \"after_sensitive\": {}") + "]}";

    JsonProcessingException e = assertThrows(JsonProcessingException.class, () -> read(doc));

    assertEquals("a key given twice in one object; such a document is refused", PlanRunner.unreadable(e));
  }

  @Test
  void aListMarkerOverAnObjectMarksEverythingBelowIt() throws IOException {
    String doc = """
        {"resource_changes": [
          {"address": "a.b", "mode": "managed", "change": {"actions": ["update"], "before": {"m": {"k": "x"}},
            "after": {"m": {"k": "sh4pe-secret"}}, "after_unknown": {}, "before_sensitive": {},
            "after_sensitive": {"m": [true]}}},
          %s]}""".formatted(change("a.copy", "\"x\"", "\"sh4pe-secret\"", "{}"));

    PlanDocument.Details d = read(doc);

    assertTrue(d.byAddress().get("a.b").attributes().get(0).sensitive());
    assertTrue(d.byAddress().get("a.copy").attributes().get(0).sensitive(), "its copy too");
  }

  @Test
  void anObjectMarkerOverAScalarMarksIt() throws IOException {
    String doc = "{\"resource_changes\": [" + change("a.b", "\"x\"", "\"sc4lar\"", "{\"v\": {\"inner\": false}}")
        + "]}";
    assertTrue(read(doc).byAddress().get("a.b").attributes().get(0).sensitive());
  }

  @Test
  void aMarkerThatIsNeitherTrueNorFalseMarks() throws IOException {
    String doc = "{\"resource_changes\": [" + change("a.b", "\"x\"", "\"str-marked\"", "{\"v\": \"yes\"}") + "]}";
    assertTrue(read(doc).byAddress().get("a.b").attributes().get(0).sensitive());
  }

  @Test
  void aScalarEqualToASensitiveOneAfterConversionIsSensitive() throws IOException {
    String doc = """
        {"resource_changes": [%s, %s, %s, %s, %s, %s]}""".formatted(
        change("n.marked", "0", "48213904", "{\"v\": true}"),
        change("n.copy", "\"x\"", "\"48213904\"", "{}"),
        change("b.marked", "false", "true", "{\"v\": true}"),
        change("b.copy", "\"x\"", "\"true\"", "{}"),
        change("f.marked", "\"x\"", "\"1.5\"", "{\"v\": true}"),
        change("f.copy", "0", "1.50", "{}"));

    Map<String, PlanDocument.ResourceDetails> d = read(doc).byAddress();

    assertTrue(d.get("n.copy").attributes().get(0).sensitive(), "48213904 and \"48213904\"");
    assertTrue(d.get("b.copy").attributes().get(0).sensitive(), "true and \"true\"");
    assertTrue(d.get("f.copy").attributes().get(0).sensitive(), "\"1.5\" and 1.50");
  }

  @Test
  void aDifferentTypeIsStillAChange() throws IOException {
    PlanDocument.Details d = read("{\"resource_changes\": [" + change("a.b", "1", "\"1\"", "{}") + "]}");
    assertEquals(1, d.byAddress().get("a.b").attributes().size(), "1 → \"1\" is a change an apply makes");
  }

  private static PlanDocument.Details read(String doc) throws IOException {
    return PlanDocument.read(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), NONE);
  }
}
