package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading the {@code plan -json} UI stream into {@link PlanFacts}; lines mirror real tofu/terraform output. */
class PlanStreamTest {
  private static final String TERRAFORM_VERSION = """
      {"@level":"info","@message":"Terraform 1.11.4","@module":"terraform.ui","type":"version","terraform":"1.11.4","ui":"1.2"}""";
  private static final String TOFU_VERSION = """
      {"@level":"info","@message":"OpenTofu 1.8.0","@module":"tofu.ui","type":"version","tofu":"1.8.0","ui":"1.2"}""";
  private static final String CREATE_X = """
      {"@level":"info","@message":"terraform_data.x: Plan to create","type":"planned_change","change":{"resource":{"addr":"terraform_data.x","resource_type":"terraform_data"},"action":"create"}}""";
  private static final String SUMMARY_ONE_ADD = """
      {"@level":"info","@message":"Plan: 1 to add, 0 to change, 0 to destroy.","type":"change_summary","changes":{"add":1,"change":0,"import":0,"remove":0,"operation":"plan"}}""";

  @Test
  void aChangeWithoutAResourceAddsNoResource() {
    assertEquals(java.util.List.of(), feed("{\"type\":\"planned_change\"}", "{\"type\":\"resource_drift\"}")
        .resources());
  }

  @Test
  void refreshMessagesArePassedOverButAQuotedTypeInsideAStringIsNot() {
    PlanFacts facts = feed(TERRAFORM_VERSION, """
        {"@level":"info","@message":"terraform_data.x: Refreshing state... [id=1]","hook":{"resource":{"addr":"terraform_data.x","resource_type":"terraform_data"},"id_key":"id","id_value":"1"},"type":"refresh_start"}""",
        """
        {"@level":"info","@message":"terraform_data.x: Refresh complete [id=1]","hook":{"resource":{"addr":"terraform_data.x"}},"type":"refresh_complete"}""",
        """
        {"@level":"error","@message":"Error: bad","type":"diagnostic","diagnostic":{"severity":"error","summary":"saw \\"type\\":\\"refresh_start\\" in input"}}""",
        SUMMARY_ONE_ADD);

    assertAll(
        () -> assertEquals(new PlanSummary(1, 0, 0, 0, 0), facts.summary()),
        () -> assertEquals(List.of(), facts.resources()),
        () -> assertEquals(List.of("saw \"type\":\"refresh_start\" in input"), facts.errors()));
  }

  /**
   * Streams recorded from real {@code terraform plan -json} runs (testdata/plans/). A resource is
   * {@code address:action[:drift][:reason][:importing]}, in stream order; the summary is
   * {@code ADD/CHANGE/DESTROY[/IMPORT[/FORGET[/ACTIONS]]]}.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      external.jsonl                 | 0/1/0 | aws_ssm_parameter.flag:update:drift aws_ssm_parameter.flag:update              | false
      external-deleted.jsonl         | 1/0/0 | aws_ssm_parameter.flag:delete:drift aws_ssm_parameter.flag:create              | false
      config.jsonl                   | 0/1/0 | terraform_data.marker:update                                                   | true
      config-requested-replace.jsonl | 1/0/1 | terraform_data.marker:replace::requested                                       | true
      both.jsonl                     | 0/2/0 | aws_ssm_parameter.flag:update:drift terraform_data.marker:update aws_ssm_parameter.flag:update | false
      import.jsonl                   | 0/0/0/1 | terraform_data.a:import:::importing                                          | false
      forget.jsonl                   | 0/0/0 | terraform_data.a:forget::delete_because_no_resource_config                     | false
      actions.jsonl                  | 0/0/0/0/0/1 | -                                                                        | false
      """)
  void aRecordedRealStreamGivesAllFacts(String file, String summary, String resources, boolean outputsChanged)
      throws IOException {
    PlanFacts facts = feed(Files.readAllLines(Path.of("testdata", "plans", file)).toArray(String[]::new));

    long[] n = new long[6];
    String[] given = summary.split("/");
    for (int i = 0; i < given.length; i++) {
      n[i] = Long.parseLong(given[i]);
    }
    assertAll(file,
        () -> assertEquals(new PlanSummary(n[0], n[1], n[2], n[3], n[4], n[5]), facts.summary()),
        () -> assertEquals(resources.equals("-") ? List.of()
            : Arrays.stream(resources.split(" ")).map(PlanStreamTest::resource).toList(), facts.resources()),
        () -> assertEquals(outputsChanged, facts.outputsChanged(), "outputsChanged"),
        () -> assertFalse(facts.moves(), "moves"),
        () -> assertFalse(facts.reads(), "reads"),
        () -> assertEquals(List.of(), facts.errors()),
        () -> assertEquals("terraform", facts.toolName()),
        () -> assertEquals(file.equals("actions.jsonl") ? "1.14.0" : "1.11.4", facts.toolVersion()),
        () -> assertTrue(facts.complete(), "complete"));
  }

  private static ResourceChange resource(String notation) {
    String[] f = notation.split(":", -1);
    boolean drift = f.length > 2 && f[2].equals("drift");
    String reason = f.length > 3 ? f[3] : "";
    boolean importing = f.length > 4 && f[4].equals("importing");
    return new ResourceChange(f[0], f[1], drift, reason, false, importing);
  }

  @ParameterizedTest(name = "{1} {2}")
  @CsvSource(delimiter = '|', textBlock = """
      {"@level":"info","@message":"Terraform 1.11.4","@module":"terraform.ui","type":"version","terraform":"1.11.4","ui":"1.2"} | terraform | 1.11.4
      {"@level":"info","@message":"OpenTofu 1.8.0","@module":"tofu.ui","type":"version","tofu":"1.8.0","ui":"1.2"}                | tofu      | 1.8.0
      """)
  void versionMessageNamesTheTool(String line, String name, String version) {
    PlanFacts facts = feed(line);

    assertEquals(name, facts.toolName());
    assertEquals(version, facts.toolVersion());
  }

  @Test
  void withoutAVersionMessageTheToolIsUnknown() {
    PlanFacts facts = feed(CREATE_X, SUMMARY_ONE_ADD);

    assertEquals("", facts.toolName());
    assertEquals("", facts.toolVersion());
  }

  @Test
  void changeSummaryGivesEveryCountAndRemoveMeansDestroy() {
    PlanFacts facts = feed(TOFU_VERSION, """
        {"@level":"info","@message":"Plan: 3 to import, 1 to add, 2 to change, 4 to destroy, 5 to forget.","type":"change_summary","changes":{"add":1,"change":2,"import":3,"remove":4,"forget":5,"operation":"plan"}}""");

    assertEquals(new PlanSummary(1, 2, 4, 3, 5), facts.summary());
  }

  @Test
  void changeSummaryCountsAre64BitAndNeverNegative() {
    PlanFacts big = feed("""
        {"type":"change_summary","changes":{"add":3000000000,"change":9223372036854775807,"remove":0,"operation":"plan"}}""");
    assertEquals(new PlanSummary(3_000_000_000L, Long.MAX_VALUE, 0, 0, 0), big.summary());
    for (String count : java.util.List.of("-1", "9223372036854775808", "1.5", "\"7\"")) {
      PlanFacts facts = feed("""
          {"type":"change_summary","changes":{"add":%s,"change":0,"remove":0,"operation":"plan"}}""".formatted(count));
      assertNull(facts.summary(), count + " is no plan's count");
    }
  }

  @Test
  void changeSummaryWinsOverAPlanTextLine() {
    // A later stray text line (say, from a wrapper script) must not override the machine-readable counts.
    PlanFacts facts = feed(SUMMARY_ONE_ADD, "Plan: 9 to add, 9 to change, 9 to destroy.");

    assertEquals(new PlanSummary(1, 0, 0, 0, 0), facts.summary());
  }

  @Test
  void changeSummaryOfAnApplyIsNotAPlanSummary() {
    PlanFacts facts = feed("""
        {"@level":"info","@message":"Apply complete! Resources: 1 added, 0 changed, 0 destroyed.","type":"change_summary","changes":{"add":1,"change":0,"import":0,"remove":0,"operation":"apply"}}""");

    assertNull(facts.summary());
  }

  @Test
  void resourcesKeepTheirOrderActionAndDriftFlag() {
    PlanFacts facts = feed("""
        {"@level":"info","@message":"terraform_data.y: Drift detected (update)","type":"resource_drift","change":{"resource":{"addr":"terraform_data.y","resource_type":"terraform_data"},"action":"update"}}""",
        CREATE_X, """
        {"@level":"info","@message":"module.m.terraform_data.z[0]: Plan to delete","type":"planned_change","change":{"resource":{"addr":"module.m.terraform_data.z[0]","module":"module.m","resource_type":"terraform_data"},"action":"delete","reason":"delete_because_no_resource_config"}}""");

    assertEquals(List.of(
        new ResourceChange("terraform_data.y", "update", true),
        new ResourceChange("terraform_data.x", "create", false),
        new ResourceChange("module.m.terraform_data.z[0]", "delete", false, "delete_because_no_resource_config", false,
            false)), facts.resources());
  }

  @Test
  void plannedMoveSetsMovesOnly() {
    PlanFacts facts = feed("""
        {"@level":"info","@message":"terraform_data.new: Plan to move","type":"planned_change","change":{"resource":{"addr":"terraform_data.new"},"previous_resource":{"addr":"terraform_data.old"},"action":"move"}}""");

    assertTrue(facts.moves(), "moves");
    assertFalse(facts.reads(), "reads");
  }

  @Test
  void plannedReadSetsReadsOnly() {
    PlanFacts facts = feed("""
        {"@level":"info","@message":"data.external.x: Plan to read","type":"planned_change","change":{"resource":{"addr":"data.external.x"},"action":"read","reason":"read_because_config_unknown"}}""");

    assertTrue(facts.reads(), "reads");
    assertFalse(facts.moves(), "moves");
  }

  @Test
  void driftDoesNotCountAsAPlannedMoveOrRead() {
    // Drift happened outside OpenTofu; only what the plan itself would do sets the flags.
    PlanFacts facts = feed("""
        {"type":"resource_drift","change":{"resource":{"addr":"terraform_data.a"},"action":"move"}}""", """
        {"type":"resource_drift","change":{"resource":{"addr":"data.external.b"},"action":"read"}}""");

    assertFalse(facts.moves(), "moves");
    assertFalse(facts.reads(), "reads");
    assertEquals(2, facts.resources().size());
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', textBlock = """
      {"a":{"sensitive":false,"action":"noop"},"b":{"sensitive":true,"action":"noop"}}   | false
      {"a":{"sensitive":false,"action":"noop"},"b":{"sensitive":false,"action":"update"}} | true
      {"a":{"sensitive":false,"action":"create"}}                                         | true
      {"a":{"sensitive":false,"action":"delete"}}                                         | true
      {"a":{"sensitive":false}}                                                           | false
      {}                                                                                  | false
      """)
  void outputsChangeOnlyWhenAnOutputActionIsNotNoop(String outputs, boolean changed) {
    PlanFacts facts = feed("{\"@level\":\"info\",\"@message\":\"Outputs\",\"type\":\"outputs\",\"outputs\":" + outputs + "}");

    assertEquals(changed, facts.outputsChanged());
  }

  @Test
  void errorDiagnosticsGiveTheirSummaryWithFileAndLine() {
    PlanFacts facts = feed("""
        {"@level":"error","@message":"Error: Invalid reference","type":"diagnostic","diagnostic":{"severity":"error","summary":"Invalid reference","detail":"...","range":{"filename":"main.tf","start":{"line":1,"column":41}}}}""", """
        {"@level":"warn","@message":"Warning: Deprecated","type":"diagnostic","diagnostic":{"severity":"warning","summary":"Deprecated","detail":"","range":{"filename":"old.tf","start":{"line":3,"column":1}}}}""", """
        {"@level":"error","@message":"Error: No valid credential sources found","type":"diagnostic","diagnostic":{"severity":"error","summary":"No valid credential sources found ","detail":"..."}}""");

    assertEquals(List.of("Invalid reference (main.tf:1)", "No valid credential sources found"), facts.errors());
  }

  @Test
  void aRepeatedErrorIsListedOnce() {
    String error = """
        {"@level":"error","type":"diagnostic","diagnostic":{"severity":"error","summary":"Unsupported argument","range":{"filename":"a.tf","start":{"line":7}}}}""";

    assertEquals(List.of("Unsupported argument (a.tf:7)"), feed(error, error, error).errors());
  }

  @Test
  void errorsAndResourcesAreCapped() {
    // The stream may be huge; the facts must stay bounded.
    PlanStream stream = new PlanStream();
    for (int i = 0; i < PlanStream.MAX_RESOURCES + 50; i++) {
      stream.accept("{\"type\":\"planned_change\",\"change\":{\"resource\":{\"addr\":\"terraform_data.r" + i
          + "\"},\"action\":\"create\"}}");
    }
    for (int i = 0; i < PlanStream.MAX_ERRORS + 5; i++) {
      stream.accept("{\"type\":\"diagnostic\",\"diagnostic\":{\"severity\":\"error\",\"summary\":\"E" + i + "\"}}");
    }
    PlanFacts facts = stream.facts();

    assertEquals(PlanStream.MAX_RESOURCES, facts.resources().size());
    assertEquals("terraform_data.r0", facts.resources().get(0).address());
    assertEquals(PlanStream.MAX_ERRORS, facts.errors().size());
    assertEquals("E0", facts.errors().get(0));
  }

  @Test
  void unknownMessageTypesAndFieldsAreIgnored() {
    PlanFacts facts = feed("""
        {"@level":"info","@message":"terraform_data.x: Refreshing state... [id=1]","type":"refresh_start","hook":{"resource":{"addr":"terraform_data.x"},"id_key":"id","id_value":"1"}}""", """
        {"@level":"info","@message":"terraform_data.x: Creating...","type":"apply_start","hook":{"resource":{"addr":"terraform_data.x"},"action":"create"}}""", """
        {"@level":"info","@message":"something new","type":"future_message","change":{"resource":{"addr":"terraform_data.q"},"action":"move"},"outputs":{"o":{"action":"create"}}}""", """
        {"@level":"info","@message":"no type at all","change":{"resource":{"addr":"terraform_data.q"},"action":"read"}}""");

    assertNothingLearned(facts);
  }

  @Test
  void planTextLineIsTheFallbackWithoutChangeSummary() {
    PlanFacts facts = feed(TERRAFORM_VERSION, CREATE_X,
        "\u001B[1mPlan:\u001B[0m 2 to add, 0 to change, 1 to destroy.", "");

    assertEquals(new PlanSummary(2, 0, 1, 0, 0), facts.summary());
  }

  @Test
  void noChangesTextLineIsTheFallbackWithoutChangeSummary() {
    PlanFacts facts = feed("No changes. Your infrastructure matches the configuration.\r");

    assertEquals(PlanSummary.ZERO, facts.summary());
  }

  @Test
  void withoutChangeSummaryOrPlanLineThereIsNoSummary() {
    assertNull(feed(TERRAFORM_VERSION, CREATE_X).summary());
  }

  @Test
  void garbageLinesAreIgnored() {
    PlanFacts facts = feed("", "   ", "\u001B[31m\u001B[0m", "{not json", "{\"type\":\"version\",",
        "[1,2,3]", "null", "42", "\"a string\"", "\uFFFD\uFFFD\u0000", "}{", "{}", "Plan: lots to add.");

    assertNothingLearned(facts);
  }

  @Test
  void garbageBetweenValidLinesDoesNotDisturbThem() {
    PlanFacts facts = feed("{\"type\":", TOFU_VERSION, "\uFFFD{{{", CREATE_X, "{]", SUMMARY_ONE_ADD, "{");

    assertEquals("tofu", facts.toolName());
    assertEquals(List.of(new ResourceChange("terraform_data.x", "create", false)), facts.resources());
    assertEquals(new PlanSummary(1, 0, 0, 0, 0), facts.summary());
  }

  @Test
  void plannedChangesKeepWhatTheCauseRuleReads() {
    PlanFacts facts = feed("""
        {"type":"planned_change","change":{"resource":{"addr":"terraform_data.a"},"action":"replace","reason":"requested"}}""",
        """
        {"type":"planned_change","change":{"resource":{"addr":"terraform_data.b"},"previous_resource":{"addr":"terraform_data.old"},"action":"update"}}""",
        """
        {"type":"planned_change","change":{"resource":{"addr":"terraform_data.c"},"action":"update","importing":{"id":"c"}}}""",
        """
        {"type":"planned_change","change":{"resource":{"addr":"terraform_data.d"},"action":"remove"}}""",
        """
        {"type":"planned_change","change":{"resource":{"addr":"module.m[0].data.x.y"},"action":"read"}}""",
        SUMMARY_ONE_ADD);

    assertEquals(List.of(
        new ResourceChange("terraform_data.a", "replace", false, "requested", false, false),
        new ResourceChange("terraform_data.b", "update", false, "", true, false),
        new ResourceChange("terraform_data.c", "update", false, "", false, true),
        new ResourceChange("terraform_data.d", "forget", false, "", false, false),
        new ResourceChange("module.m[0].data.x.y", "read", false, "", false, false)), facts.resources());
    assertTrue(facts.resources().get(4).dataSource(), "a data source in a module");
    assertFalse(facts.resources().get(0).dataSource());
    assertTrue(facts.complete(), "ended with a change_summary");
  }

  @Test
  void aStreamWithoutChangeSummaryOrWithTooManyResourcesIsIncomplete() {
    assertFalse(feed(CREATE_X).complete(), "no change_summary");
    assertFalse(feed("Plan: 1 to add, 0 to change, 0 to destroy.").complete(), "text summary only");

    PlanStream stream = new PlanStream();
    for (int i = 0; i <= PlanStream.MAX_RESOURCES; i++) {
      stream.accept(CREATE_X);
    }
    stream.accept(SUMMARY_ONE_ADD);
    assertFalse(stream.facts().complete(), "resources beyond the bound were not kept");
  }

  private static PlanFacts feed(String... lines) {
    PlanStream stream = new PlanStream();
    for (String line : lines) {
      stream.accept(line);
    }
    return stream.facts();
  }

  private static void assertNothingLearned(PlanFacts facts) {
    assertAll(
        () -> assertNull(facts.summary(), "summary"),
        () -> assertEquals(List.of(), facts.resources(), "resources"),
        () -> assertFalse(facts.outputsChanged(), "outputsChanged"),
        () -> assertFalse(facts.moves(), "moves"),
        () -> assertFalse(facts.reads(), "reads"),
        () -> assertEquals(List.of(), facts.errors(), "errors"),
        () -> assertEquals("", facts.toolName(), "toolName"),
        () -> assertEquals("", facts.toolVersion(), "toolVersion"));
  }
}
