package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.CheckStatus;
import io.stackdrift.report.Redactor;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code checks} of {@code show -json} (contract §16); the shape is Terraform 1.11.4's. */
class DocumentChecksTest {
  private static final String DOCUMENT = """
      {"format_version":"1.2","terraform_version":"1.11.4","checks":[
       {"address":{"kind":"check","name":"ok","to_display":"check.ok"},"status":"pass",
        "instances":[{"address":{"to_display":"check.ok"},"status":"pass"}]},
       {"address":{"kind":"check","name":"x","to_display":"module.net.check.x"},"status":"fail",
        "instances":[{"address":{"to_display":"module.net.check.x"},"status":"fail",
          "problems":[{"message":"input is not y"},{"message":"and more"}]}]},
       {"address":{"kind":"resource","to_display":"terraform_data.c"},"status":"unknown"}]}""";

  @Test
  void checksThatDidNotPassAreKeptOnePerInstance() throws Exception {
    PlanDocument.Details d = PlanDocument.read(new ByteArrayInputStream(DOCUMENT.getBytes(StandardCharsets.UTF_8)),
        Redactor.knowingOnly(List.of()));
    assertEquals(List.of(new PlanCheck("module.net.check.x", CheckStatus.FAIL, "input is not y; and more"),
        new PlanCheck("terraform_data.c", CheckStatus.UNKNOWN, "")), d.checks());
  }
}
