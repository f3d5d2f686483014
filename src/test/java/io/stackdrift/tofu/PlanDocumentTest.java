package io.stackdrift.tofu;

import io.stackdrift.report.Redactor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.AttributeChange;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code show -json} documents recorded from real plans (testdata/shows/, see its README) and small
 * ones written here for the shapes a recording cannot give on demand.
 */
class PlanDocumentTest {
  private static final Redactor NONE = Redactor.fromEnvironment(Map.of());

  @Test
  void driftMadeOutsideIsExternalAndTheProvidersComputedValuesAreNeitherCause() throws IOException {
    PlanDocument.ResourceDetails flag = recorded("external.json").byAddress().get("aws_ssm_parameter.flag");
    assertEquals(Map.of("value", "(sensitive) external", "version", "2 → (known after apply) config",
        "insecure_value", "null → (known after apply) config"), shown(flag.attributes()));
    assertTrue(flag.externalChange());
    assertFalse(flag.configurationChange(), "apply only reverts what changed outside OpenTofu");
    assertEquals(1, flag.driftOnly(), "tags: null → {} changed outside OpenTofu and needs no change");
  }

  @Test
  void aCodeChangeOnADriftedAttributeIsAConfigurationChange() throws IOException {
    PlanDocument.ResourceDetails flag = recorded("both-same-resource.json").byAddress()
        .get("aws_ssm_parameter.flag");
    assertEquals("(sensitive) config", shown(flag.attributes()).get("value"),
        "the code's value is not the one the drift replaced");
    assertTrue(flag.configurationChange());
    assertFalse(flag.externalChange());
  }

  @Test
  void aValueMarkedSensitiveAnywhereIsSensitiveWhereverItIsShownUnmarked() throws IOException {
    PlanDocument.Details d = recorded("config-sensitive.json");
    PlanDocument.ResourceDetails secret = d.byAddress().get("terraform_data.secret");
    assertEquals(Map.of("input", "(sensitive) config", "output", "(sensitive) config"), shown(secret.attributes()),
        "output mirrors the sensitive input unmarked");
    assertEquals(Map.of("input", "\"a\" → \"b\" config", "output", "\"a\" → (known after apply) config"),
        shown(d.byAddress().get("terraform_data.marker").attributes()));
    assertEquals(Map.of("input[\"Owner\"]", "\"alice\" → \"bob\" config",
            "output", "{…} → (known after apply) config"),
        shown(d.byAddress().get("terraform_data.tags").attributes()));
    assertFalse(d.byAddress().toString().contains("s3cr3t"), d.byAddress().toString());
  }

  @Test
  void aValueEqualToASensitiveOneInAnotherResourceIsSensitiveToo() throws IOException {
    String doc = """
        {"resource_changes": [
          {"address": "a.one", "mode": "managed", "change": {"actions": ["update"],
            "before": {"v": "old"}, "after": {"v": "hunter2-planted"}, "after_unknown": {},
            "before_sensitive": {}, "after_sensitive": {}}},
          {"address": "a.two", "mode": "managed", "change": {"actions": ["update"],
            "before": {"p": "x"}, "after": {"p": "hunter2-planted"}, "after_unknown": {},
            "before_sensitive": {}, "after_sensitive": {"p": true}}}
        ]}""";
    PlanDocument.Details d = read(doc);
    assertEquals(Map.of("v", "(sensitive) config"), shown(d.byAddress().get("a.one").attributes()),
        "marked only later in the document");
    assertFalse(d.toString().contains("hunter2"));
  }

  @Test
  void nestedBlocksListsAndMapsAreWrittenAsOpenTofuWritesThem() throws IOException {
    String doc = """
        {"resource_drift": [
          {"address": "aws_security_group.web", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["update"],
            "before": {"ingress": [{"cidr_blocks": ["10.0.0.0/8", "10.1.0.0/16"]}], "tags": {"Owner": "a"}},
            "after": {"ingress": [{"cidr_blocks": ["10.0.0.0/8", "0.0.0.0/0"]}], "tags": {"Owner": "b"}}}}],
         "resource_changes": [
          {"address": "aws_security_group.web", "mode": "managed", "change": {"actions": ["update"],
            "before": {"ingress": [{"cidr_blocks": ["10.0.0.0/8", "0.0.0.0/0"]}], "tags": {"Owner": "b"}},
            "after": {"ingress": [{"cidr_blocks": ["10.0.0.0/8", "10.1.0.0/16"]}], "tags": {"Owner": "c"}},
            "after_unknown": {}, "before_sensitive": {}, "after_sensitive": {}}}]}""";
    PlanDocument.ResourceDetails web = read(doc).byAddress().get("aws_security_group.web");
    assertEquals(Map.of("ingress[0].cidr_blocks[1]", "\"0.0.0.0/0\" → \"10.1.0.0/16\" external",
        "tags[\"Owner\"]", "\"b\" → \"c\" config"), shown(web.attributes()));
    assertTrue(web.externalChange() && web.configurationChange(), "both on one resource");
  }

  @Test
  void createDeleteReplaceAndMoveCountAsTheCodeUnlessTheyAnswerADrift() throws IOException {
    String doc = """
        {"resource_drift": [
          {"address": "x.gone", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["delete"], "before": {"n": "1"},
            "after": null}}],
         "resource_changes": [
          {"address": "x.gone", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["create"], "before": null,
            "after": {"n": "1"}, "after_unknown": {"id": true}}},
          {"address": "x.new", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["create"], "before": null,
            "after": {"n": "2"}, "after_unknown": {}}},
          {"address": "x.old", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["delete"], "before": {"n": "3"},
            "after": null}},
          {"address": "x.swap", "mode": "managed", "action_reason": "replace_because_cannot_update",
            "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["delete", "create"], "before": {"n": "4"}, "after": {"n": "5"}}},
          {"address": "x.moved", "mode": "managed", "previous_address": "x.before",
            "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["no-op"], "before": {"n": "6"}, "after": {"n": "6"}}},
          {"address": "data.x.read", "mode": "data", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["read"], "before": null,
            "after": {"n": "7"}}},
          {"address": "x.same", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["no-op"], "before": {"n": "8"},
            "after": {"n": "8"}}}
        ]}""";
    Map<String, PlanDocument.ResourceDetails> d = read(doc).byAddress();
    assertEquals(List.of("x.gone", "x.new", "x.old", "x.swap", "x.moved"), List.copyOf(d.keySet()));
    assertTrue(d.get("x.gone").externalChange() && !d.get("x.gone").configurationChange(),
        "a create that restores a resource deleted outside OpenTofu");
    assertEquals(Map.of("n", "null → \"2\" config"), shown(d.get("x.new").attributes()));
    assertEquals(Map.of("n", "\"3\" → null config"), shown(d.get("x.old").attributes()));
    assertTrue(d.get("x.swap").configurationChange(), "a replace with no drift behind it");
    assertTrue(d.get("x.moved").configurationChange() && d.get("x.moved").attributes().isEmpty());
  }

  @Test
  void longValuesAreCutAndTheDocumentIsBounded() throws IOException {
    String big = "v".repeat(500);
    PlanDocument.Details d = read("""
        {"resource_changes": [{"address": "a.b", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["update"],
          "before": {"v": "x"}, "after": {"v": "%s"}}}]}""".formatted(big));
    String after = d.byAddress().get("a.b").attributes().get(0).after();
    assertEquals(AttributeChange.MAX_VALUE, after.length());
    assertTrue(after.endsWith("…"));

    InputStream endless = new InputStream() {
      private long served;

      @Override
      public int read() {
        return served++ == 0 ? '[' : ' ';
      }
    };
    assertThrows(IOException.class, () -> PlanDocument.read(endless, NONE));
  }

  @Test
  void valuesPassTheRedactor() throws IOException {
    Redactor redactor = Redactor.fromEnvironment(Map.of("DEPLOY_TOKEN", "tok-123456"));
    PlanDocument.Details d = PlanDocument.read(new ByteArrayInputStream("""
        {"resource_changes": [{"address": "a.b", "mode": "managed", "change": {"before_sensitive": false, "after_sensitive": false, "actions": ["update"],
          "before": {"v": "tok-123456"}, "after": {"v": "fine"}}}]}""".getBytes(StandardCharsets.UTF_8)), redactor);
    assertFalse(d.toString().contains("tok-123456"), d.toString());
    assertEquals("\"[REDACTED]\"", d.byAddress().get("a.b").attributes().get(0).before());
  }

  private static PlanDocument.Details recorded(String name) throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("testdata/shows", name))) {
      return PlanDocument.read(in, NONE);
    }
  }

  private static PlanDocument.Details read(String doc) throws IOException {
    return PlanDocument.read(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), NONE);
  }

  /** path → "before → after cause", or "(sensitive) cause". */
  private static Map<String, String> shown(List<AttributeChange> attributes) {
    return attributes.stream().collect(Collectors.toMap(AttributeChange::path, a -> (a.sensitive() ? "(sensitive)"
        : a.shownBefore() + " → " + a.shownAfter()) + (a.external() ? " external" : " config")));
  }
}
