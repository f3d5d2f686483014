package io.stackdrift.status;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.DriftCause;
import io.stackdrift.tofu.PlanFacts;
import io.stackdrift.tofu.PlanStream;
import io.stackdrift.tofu.ResourceChange;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every clause of the cause rule (contract §4), one row each, and the rule on JSON streams recorded
 * from real plans (testdata/plans: an aws_ssm_parameter changed or deleted out of band against a
 * local SSM stand-in, terraform_data with a changed input, both in one stack, a requested replace).
 */
class DriftCauseRuleTest {
  private static final Path PLANS = Path.of("testdata", "plans");

  /**
   * A row is the drift messages and the planned changes, each {@code address=action}, separated by
   * spaces; a planned change may carry {@code /reason}, {@code +moved} or {@code +importing}.
   */
  @ParameterizedTest(name = "{3}: drift [{0}] planned [{1}] -> {2}")
  @CsvSource(delimiter = '|', textBlock = """
      a=update  | a=update                                   | external | drift update answered by update
      a=update  | a=replace                                  | external | drift update answered by a replace without reason
      a=update  | a=replace/cannot_update                    | external | drift update answered by a replace that cannot update
      a=delete  | a=create                                   | external | drift delete answered by create
      a=update b=delete | a=update b=create                  | external | two drifts, each answered
      a=update  | a=update data.x.y=read                     | external | data sources do not count
      a=update  | a=update b=read b=noop                     | external | read and noop do not count
      a=update  | a=update module.m[0].data.x.y=update       | external | a data source in a module does not count
      a=update  | a=update b=update                          | both     | a change not in D is a configuration change
      a=update  | a=delete                                   | both     | drift update is not answered by delete
      a=delete  | a=update                                   | both     | drift delete is answered only by create
      a=update  | a=create                                   | both     | drift update is not answered by create
      a=update  | a=replace/requested                        | both     | reason requested
      a=update  | a=replace/replace_triggered_by             | both     | reason replace_triggered_by
      a=update  | a=replace/tainted                          | both     | reason tainted
      a=update  | a=delete/delete_because_no_resource_config | both     | reason delete_because_*
      a=update  | a=update+moved                             | both     | a previous_resource
      a=update  | a=update+importing                         | both     | importing
      a=update  | a=move                                     | both     | action move
      a=update  | a=import                                   | both     | action import
      a=update  | a=forget                                   | both     | action forget
      a=update  | a=replace/cannot_update b=update           | both     | answered drift plus a code change
      -         | b=update                                   | config   | no change on an address in D
      a=update  | b=update                                   | config   | drift elsewhere, change not on it
      -         | -                                          | config   | output-only drift
      a=update  | -                                          | config   | drift that needs no change, only outputs change
      a=update  | data.a=read                                | config   | only a data source read
      a=update  | b=create/ c=delete/delete_because_count_index | config | configuration changes only
      """)
  void theRule(String drift, String planned, String cause, String clause) {
    List<ResourceChange> changes = new ArrayList<>(parse(drift, true));
    changes.addAll(parse(planned, false));

    assertEquals(DriftCause.fromJson(cause), DriftCauseRule.of(changes, true), clause);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"a=update, a=update", "-, b=update"})
  void withoutACompleteStreamTheCauseIsUnknown(String drift, String planned) {
    List<ResourceChange> changes = new ArrayList<>(parse(drift, true));
    changes.addAll(parse(planned, false));

    assertEquals(DriftCause.UNKNOWN, DriftCauseRule.of(changes, false));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
      "external.jsonl, external",
      "external-deleted.jsonl, external",
      "config.jsonl, config",
      "both.jsonl, both",
      "config-requested-replace.jsonl, config"})
  void recordedRealPlans(String file, String cause) throws IOException {
    PlanStream stream = new PlanStream();
    Files.readAllLines(PLANS.resolve(file)).forEach(stream);
    PlanFacts facts = stream.facts();

    assertEquals(DriftCause.fromJson(cause), DriftCauseRule.of(facts.resources(), facts.complete()), file);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"external.jsonl", "both.jsonl"})
  void aRecordedStreamCutBeforeItsSummaryIsUnknown(String file) throws IOException {
    PlanStream stream = new PlanStream();
    Files.readAllLines(PLANS.resolve(file)).stream().filter(l -> !l.contains("\"change_summary\"")).forEach(stream);
    PlanFacts facts = stream.facts();

    assertEquals(DriftCause.UNKNOWN, DriftCauseRule.of(facts.resources(), facts.complete()));
  }

  private static List<ResourceChange> parse(String text, boolean drift) {
    List<ResourceChange> out = new ArrayList<>();
    if (text == null || text.isBlank() || text.strip().equals("-")) {
      return out;
    }
    for (String item : text.strip().split("\\s+")) {
      boolean moved = item.endsWith("+moved");
      boolean importing = item.endsWith("+importing");
      item = item.replaceAll("\\+(moved|importing)$", "");
      String[] addressAction = item.split("=", 2);
      String[] actionReason = addressAction[1].split("/", 2);
      out.add(new ResourceChange(addressAction[0], actionReason[0], drift,
          actionReason.length > 1 ? actionReason[1] : "", moved, importing));
    }
    return out;
  }
}
