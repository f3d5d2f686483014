package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Diagnostic;
import io.stackdrift.terramate.Safeguards.Check;
import io.stackdrift.terramate.Safeguards.Project;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Terramate v0.17.2's safeguard switches (safeguard/safeguard.go, ui/tui/cli_handler.go setupSafeguards,
 * hcl/hcl.go HasSafeguardDisabled and the config parser).
 */
class SafeguardsTest {
  @TempDir
  Path root;

  private static List<Check> off(List<String> flag, String env, Project project) {
    return Safeguards.of(flag, env, project).disabled();
  }

  @Test
  void everyCheckIsOnByDefault() {
    assertEquals(List.of(), Safeguards.DEFAULT.disabled());
    assertTrue(Safeguards.of(List.of(), null, Project.DEFAULT).checks(Check.OUTDATED_CODE));
  }

  @Test
  void theFlagTakesCommaSeparatedKeywordsAndGitCoversTheGitChecksOnly() {
    assertEquals(List.of(Check.GIT_UNTRACKED, Check.GIT_UNCOMMITTED, Check.GIT_OUT_OF_SYNC),
        off(List.of("git"), null, Project.DEFAULT));
    assertEquals(List.of(Check.GIT_UNTRACKED, Check.OUTDATED_CODE),
        off(List.of("git-untracked,outdated-code"), null, Project.DEFAULT));
    assertEquals(List.of(Check.values()), off(List.of("all"), null, Project.DEFAULT));
  }

  @Test
  void theVariableCountsOnlyWithoutTheFlag() {
    assertEquals(List.of(Check.OUTDATED_CODE), off(List.of(), "outdated-code", Project.DEFAULT));
    assertEquals(List.of(Check.GIT_UNCOMMITTED), off(List.of("git-uncommitted"), "outdated-code", Project.DEFAULT));
    assertEquals(List.of(), off(List.of(), "", Project.DEFAULT));
  }

  @Test
  void anUnknownKeywordOrAllWithNoneIsRefusedNamingWhere() {
    String flag = assertThrows(IllegalArgumentException.class,
        () -> Safeguards.of(List.of("outdated"), null, Project.DEFAULT)).getMessage();
    assertTrue(flag.contains("--disable-safeguards") && flag.contains("\"outdated\""), flag);
    String env = assertThrows(IllegalArgumentException.class,
        () -> Safeguards.of(List.of(), "gti", Project.DEFAULT)).getMessage();
    assertTrue(env.contains("TM_DISABLE_SAFEGUARDS"), env);
    String both = assertThrows(IllegalArgumentException.class,
        () -> Safeguards.of(List.of("all", "none"), null, Project.DEFAULT)).getMessage();
    assertTrue(both.contains("\"all\" and \"none\" are incompatible"), both);
  }

  @Test
  void theProjectDecidesUnlessTheCommandLineSaysNone() throws IOException {
    Files.writeString(root.resolve("terramate.tm.hcl"),
        "terramate {\n  config {\n    disable_safeguards = [\"outdated-code\", \"git\"]\n  }\n}\n");
    Project project = Safeguards.readProject(root);
    assertEquals(List.of(), project.errors());
    assertEquals(List.of(Check.values()), off(List.of(), null, project));
    assertEquals(List.of(), off(List.of("none"), null, project));
    assertTrue(Safeguards.of(List.of(), "none", project).checks(Check.OUTDATED_CODE));
  }

  @Test
  void theOlderSwitchesCountAndConflictWithTheKeywords() throws IOException {
    Files.writeString(root.resolve("a.tm"),
        "terramate {\n  config {\n    run {\n      check_gen_code = false\n    }\n"
            + "    git {\n      check_untracked = false\n    }\n  }\n}\n");
    assertEquals(List.of(Check.GIT_UNTRACKED, Check.OUTDATED_CODE), off(List.of(), null, Safeguards.readProject(root)));
    Files.writeString(root.resolve("b.tm"), "terramate {\n  config {\n    disable_safeguards = [\"none\"]\n  }\n}\n");
    List<String> messages = Safeguards.readProject(root).errors().stream().map(Diagnostic::message).toList();
    assertTrue(messages.stream().anyMatch(m -> m.startsWith(
        "terramate.config.run.check_gen_code conflicts with terramate.config.disable_safeguards")), messages::toString);
  }

  @Test
  void aProjectKeywordThatIsNotTerramatesIsAnErrorNamingFileAndLine() throws IOException {
    Files.writeString(root.resolve("terramate.tm"),
        "terramate {\n  config {\n    disable_safeguards = [\"outdated\"]\n  }\n}\n");
    List<Diagnostic> errors = Safeguards.readProject(root).errors();
    assertEquals(1, errors.size(), errors::toString);
    assertEquals(root.resolve("terramate.tm"), errors.get(0).file());
    assertEquals(3, errors.get(0).line());
    assertTrue(errors.get(0).message().contains("\"outdated\""));
  }
}
