package io.stackdrift.tofu;

import io.stackdrift.report.Redactor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The readers of what the tool prints, on any input: the {@code show -json} reader returns details or
 * throws an {@link IOException}, the plan stream takes any line; nothing else escapes either.
 */
class PlanParsersPropertiesTest {
  private static final Redactor NONE = Redactor.fromEnvironment(Map.of());

  @Property(seed = "20261202")
  void theShowReaderReturnsDetailsOrAnIoError(@ForAll("jsonish") String text) {
    try {
      PlanDocument.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), NONE);
    } catch (IOException expected) {
      // unreadable: the stack's details are unavailable, with one warning
    }
  }

  @Property(seed = "20261202")
  void thePlanStreamTakesAnyLines(@ForAll("jsonish") String text) {
    PlanStream stream = new PlanStream();
    text.lines().forEach(stream);
    stream.facts();
  }

  @Provide
  static Arbitrary<String> jsonish() {
    Arbitrary<String> pieces = Arbitraries.of("{", "}", "[", "]", ",", ":", "\"", "\"resource_changes\"",
        "\"resource_drift\"", "\"output_changes\"", "\"planned_values\"", "\"prior_state\"", "\"change\"",
        "\"before\"", "\"after\"", "\"after_sensitive\"", "\"before_sensitive\"", "\"after_unknown\"", "\"actions\"",
        "\"update\"", "\"address\"", "\"mode\"", "\"managed\"", "\"values\"", "\"sensitive_values\"", "\"root_module\"",
        "\"resources\"", "\"child_modules\"", "\"outputs\"", "\"sensitive\"", "\"value\"", "\"@level\"", "\"type\"",
        "\"planned_change\"", "\"change_summary\"", "\"hook\"", "\"resource\"", "\"x\"", "true", "false", "null", "1",
        "-0.5e3", "\n", " ", "\\u0000", "\\\"", "é");
    return pieces.list().ofMaxSize(80).map(list -> String.join("", list));
  }
}
