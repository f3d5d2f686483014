package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.stackdrift.report.CheckStatus;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Check blocks and conditions read from the plan's JSON stream (contract §16); the lines are what
 * Terraform 1.11.4 printed for a converged stack with a failing check, a check known only after
 * apply, and a failing precondition.
 */
class PlanCheckTest {
  static final String CHECK_FAILED = """
      {"@level":"warn","@message":"Warning: Check block assertion failed","@module":"terraform.ui","diagnostic":{"severity":"warning","summary":"Check block assertion failed","detail":"input is not y","range":{"filename":"main.tf","start":{"line":6,"column":21,"byte":91},"end":{"line":6,"column":50,"byte":120}},"snippet":{"context":"check \\"x\\"","code":"    condition     = terraform_data.a.input == \\"y\\"","start_line":6,"highlight_start_offset":20,"highlight_end_offset":49,"values":[{"traversal":"terraform_data.a.input","statement":"is \\"x\\""}]}},"type":"diagnostic"}""";
  static final String KNOWN_AFTER_APPLY = """
      {"@level":"warn","@message":"Warning: Check block assertion known after apply","@module":"terraform.ui","diagnostic":{"severity":"warning","summary":"Check block assertion known after apply","detail":"The condition could not be evaluated at this time, a result will be known when this plan is applied.","range":{"filename":"main.tf","start":{"line":9,"column":21,"byte":145},"end":{"line":9,"column":49,"byte":173}},"snippet":{"context":"check \\"later\\"","code":"    condition     = terraform_data.c.id == \\"abc\\"","start_line":9,"highlight_start_offset":20,"highlight_end_offset":48,"values":[]}},"type":"diagnostic"}""";
  static final String PRECONDITION_FAILED = """
      {"@level":"error","@message":"Error: Resource precondition failed","@module":"terraform.ui","diagnostic":{"severity":"error","summary":"Resource precondition failed","detail":"pre failed","range":{"filename":"main.tf","start":{"line":17,"column":19,"byte":304},"end":{"line":17,"column":51,"byte":336}},"snippet":{"context":"resource \\"terraform_data\\" \\"d\\"","code":"      condition = terraform_data.a.input == \\"nope\\"","start_line":17,"highlight_start_offset":18,"highlight_end_offset":50,"values":[]}},"type":"diagnostic"}""";
  static final String OTHER_WARNING = """
      {"@level":"warn","@message":"Warning: Deprecated attribute","@module":"terraform.ui","diagnostic":{"severity":"warning","summary":"Deprecated attribute","detail":"use something else","snippet":{"context":"check \\"x\\""}},"type":"diagnostic"}""";

  @Test
  void aFailedCheckAnUnknownOneAndAFailedConditionAreKept() {
    PlanStream stream = new PlanStream();
    for (String line : List.of(CHECK_FAILED, KNOWN_AFTER_APPLY, PRECONDITION_FAILED, OTHER_WARNING, CHECK_FAILED)) {
      stream.accept(line);
    }
    assertEquals(List.of(new PlanCheck("check.x", CheckStatus.FAIL, "input is not y"),
        new PlanCheck("check.later", CheckStatus.UNKNOWN,
            "The condition could not be evaluated at this time, a result will be known when this plan is applied."),
        new PlanCheck("terraform_data.d", CheckStatus.FAIL, "pre failed")), stream.facts().checks(),
        "once each, in stream order; other warnings are no checks");
    assertEquals(List.of("Resource precondition failed (main.tf:17)"), stream.facts().errors(),
        "a failed condition is still the plan's error");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "check \"enough_replicas\"|check.enough_replicas",
      "resource \"terraform_data\" \"d\"|terraform_data.d",
      "data \"http\" \"health\"|data.http.health",
      "output \"url\"|output.url",
      "module \"net\"|module.net",
      "''|main.tf:7"})
  void theAddressIsReadFromTheContext(String context, String address) {
    assertEquals(address, PlanCheck.address(context, "main.tf", 7));
  }

  @Test
  void aWarningThatIsNoCheckIsNone() {
    assertNull(PlanCheck.of("warning", "Resource precondition failed", "", "", "", 0),
        "a condition failure is an error; a warning of that name is not the tool's");
    assertNull(PlanCheck.of("error", "Unsupported attribute", "", "", "", 0));
  }

  @Test
  void checksAreBounded() {
    PlanStream stream = new PlanStream();
    for (int i = 0; i < PlanStream.MAX_CHECKS + 5; i++) {
      stream.accept(CHECK_FAILED.replace("input is not y", "message " + i));
    }
    assertEquals(PlanStream.MAX_CHECKS, stream.facts().checks().size());
  }
}
