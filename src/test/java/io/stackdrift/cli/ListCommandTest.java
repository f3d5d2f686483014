package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ListCommandTest {

  @Test
  void jsonHasEveryIdentityFieldInRunOrder() throws Exception {
    CliRun run = CliRun.of("list", "-C", "testdata/stackkit-host", "--run-order", "--json");
    assertEquals(0, run.code(), run.err());
    JsonNode stacks = new ObjectMapper().readTree(run.out());
    assertEquals(7, stacks.size());
    List<String> fields = new ArrayList<>();
    stacks.get(0).fieldNames().forEachRemaining(fields::add);
    assertEquals(List.of("stackId", "role", "moduleRef", "siteRef", "nodeRef", "runtimeRoot", "name",
        "description", "tags", "after", "before", "runIndex", "wants", "wanted_by"), fields);
    for (int i = 0; i < stacks.size(); i++) {
      assertEquals(i, stacks.get(i).get("runIndex").asInt());
    }
    assertEquals("mail", stacks.get(4).get("moduleRef").asText());
    assertEquals("edge", stacks.get(5).get("role").asText());
    assertEquals("federation", stacks.get(6).get("moduleRef").asText());
  }

  /** What a stack wants and is wanted by, as its stack block says (relative entries as written). */
  @Test
  void jsonCarriesWantsAndWantedBy(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws Exception {
    java.nio.file.Path app = java.nio.file.Files.createDirectories(tmp.resolve("stacks/app"));
    java.nio.file.Path db = java.nio.file.Files.createDirectories(tmp.resolve("stacks/db"));
    java.nio.file.Files.writeString(tmp.resolve("terramate.tm.hcl"), "terramate {\n}\n");
    java.nio.file.Files.writeString(app.resolve("stack.tm.hcl"), "stack {\n  wants = [\"/stacks/db\"]\n}\n");
    java.nio.file.Files.writeString(db.resolve("stack.tm.hcl"), "stack {\n  wanted_by = [\"/stacks/app\"]\n}\n");

    CliRun run = CliRun.of("list", "-C", tmp.toString(), "--json");
    assertEquals(0, run.code(), run.err());
    JsonNode stacks = new ObjectMapper().readTree(run.out());
    assertEquals("[\"/stacks/db\"]", stacks.get(0).get("wants").toString(), run.out());
    assertEquals("[\"/stacks/app\"]", stacks.get(1).get("wanted_by").toString(), run.out());
  }

  @Test
  void pathsPrintExactlyWhatTerramateListPrints() {
    CliRun byPath = CliRun.of("list", "-C", "testdata/stackkit-host/.stackkit/runtime/workloads", "--paths");
    assertEquals(0, byPath.code(), byPath.err());
    assertEquals("app/opentofu\ndb/opentofu\nmail/opentofu\n", byPath.out(),
        "one directory a line, relative to the working directory, no header");

    CliRun runOrder = CliRun.of("list", "-C", "testdata/stackkit-host", "--paths", "--run-order");
    assertEquals(0, runOrder.code(), runOrder.err());
    assertEquals(List.of(".stackkit/runtime/core/opentofu", ".stackkit/runtime/core/opentofu/addons",
        ".stackkit/runtime/workloads/app/opentofu", ".stackkit/runtime/workloads/db/opentofu",
        ".stackkit/runtime/workloads/mail/opentofu", ".stackkit/runtime/edge/opentofu",
        ".stackkit/runtime/federation/opentofu"), runOrder.out().lines().toList());

    CliRun own = CliRun.of("list", "-C", "testdata/stackkit-host/.stackkit/runtime/core/opentofu", "--paths");
    assertEquals(".\naddons\n", own.out(), "the working directory's own stack is '.'");

    CliRun both = CliRun.of("list", "-C", "testdata/stackkit-host", "--paths", "--json");
    assertEquals(1, both.code());
    assertTrue(both.err().contains("--paths and --json"), both.err());
  }

  @Test
  void textIsAHeaderAndOneLinePerStackByPath() {
    CliRun run = CliRun.of("list", "-C", "testdata/terramate-repo");
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals(6, lines.size());
    assertTrue(lines.get(0).matches("PATH\\s+STACK\\s+TAGS"), "Terramate's columns, no stackkit ones: " + lines.get(0));
    assertTrue(lines.get(1).matches("stacks/app\\s+stacks/app(\\s+\\S+)?"), lines.get(1));
    assertTrue(run.err().contains("warning:") && run.err().contains("/does/not/exist"), run.err());
  }

  /** The demo is valid Terramate with its generated code committed, as Terramate's CI check wants it. */
  @Test
  void theDemoRepositorysGeneratedCodeIsCurrent() {
    CliRun run = CliRun.of("list", "-C", "testdata/terramate-repo", "--generated");
    assertEquals(0, run.code(), run.err());
    List<String> stacks = run.out().lines().skip(1).toList();
    assertEquals(5, stacks.size(), run.out());
    assertTrue(stacks.stream().allMatch(line -> line.endsWith(" current")), run.out());
  }

  @Test
  void theStackkitLayoutKeepsItsColumns() {
    CliRun run = CliRun.of("list", "-C", "testdata/stackkit-host");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().lines().findFirst().orElse("").matches("PATH\\s+STACK\\s+MODULE\\s+ROLE\\s+TAGS"),
        run.out());
  }

  @Test
  void tagsAndStackSelect() {
    CliRun tagged = CliRun.of("list", "-C", "testdata/stackkit-host", "--tags", "role/core,role/edge",
        "--no-tags", "module/core-addons");
    assertEquals(0, tagged.code(), tagged.err());
    assertEquals(3, tagged.out().lines().count(), "a header and 2 stacks\n" + tagged.out());
    CliRun byId = CliRun.of("list", "-C", "testdata/terramate-repo", "--stack", "db", "--stack", "stacks/app");
    assertEquals(3, byId.out().lines().count(), byId.out() + byId.err());
  }

  @Test
  void listLeavesWantedStacksOutAsTerramateListDoes() {
    CliRun run = CliRun.of("list", "-C", "testdata/terramate-repo", "--stack", "stacks/app");
    assertEquals(0, run.code(), run.err());
    assertEquals(List.of("stacks/app"), run.out().lines().skip(1).map(l -> l.split("\\s+")[0]).toList(),
        "stacks/app wants /stacks/db, but only terramate run brings it in");
  }

  @Test
  void badSelectionIsAUsageError() {
    CliRun unknown = CliRun.of("list", "-C", "testdata/terramate-repo", "--stack", "nope");
    assertEquals(1, unknown.code());
    assertTrue(unknown.err().contains("--stack nope"), unknown.err());
    CliRun badTags = CliRun.of("list", "-C", "testdata/terramate-repo", "--tags", "Bad Tag");
    assertEquals(1, badTags.code());
    assertTrue(badTags.err().contains("--tags"), badTags.err());
    CliRun badFlag = CliRun.of("list", "--frobnicate");
    assertEquals(1, badFlag.code());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      hcl-syntax       | stacks/a/stack.tm.hcl:3:10: unterminated string
      two-stack-blocks | stacks/a/stack.tm.hcl:1:1: a second stack block
      duplicate-id     | stacks/b/stack.tm.hcl:2:3: stack id 'SHARED' is used by both stacks/a and stacks/b
      invalid-id       | stacks/a/stack.tm.hcl:2:3: invalid stack id
      invalid-tag      | stacks/a/stack.tm.hcl:3:3: invalid tag 'Role/Core'
      cycle            | run order cycle: b (stacks/b) -> c (stacks/c) -> a (stacks/a) -> b (stacks/b)
      bad-toml         | stackdrift.toml:3:12: invalid TOML
      unknown-key      | stackdrift.toml:2: unknown key 'detect.timout'
      wrong-type       | stackdrift.toml:2: detect.parallel must be a whole number
      """)
  void configurationErrorsExitOneNamingTheFile(String folder, String expected) {
    CliRun run = CliRun.of("list", "-C", "testdata/errors/" + folder);
    assertEquals(1, run.code());
    assertTrue(run.err().contains(expected), run.err());
    assertFalse(run.err().contains("Exception"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void everyErrorOfAWorkspaceIsPrinted() {
    CliRun run = CliRun.of("list", "-C", "testdata/errors/several-errors");
    assertEquals(1, run.code());
    assertTrue(run.err().contains("stackdrift.toml:2: detect.kill_grace must be a string"), run.err());
    assertTrue(run.err().contains("stacks/a/stack.tm.hcl:4:1: unexpected end of file"), run.err());
    assertTrue(run.err().contains("stack id 'B' is used by both stacks/b and stacks/c"), run.err());
    assertTrue(run.err().contains("3 configuration errors"), run.err());
  }
}
