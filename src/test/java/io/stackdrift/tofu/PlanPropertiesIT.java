package io.stackdrift.tofu;

import java.io.IOException;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The properties of the plan readers again in the full loop, with another seed and the tries
 * failsafe sets ({@code jqwik.tries.default} in pom.xml): ten times the fast loop's.
 */
class PlanPropertiesIT {
  private final PlanDocumentPropertiesTest documents = new PlanDocumentPropertiesTest();
  private final PlanParsersPropertiesTest parsers = new PlanParsersPropertiesTest();

  @Property(seed = "20261203")
  void noMarkedValueIsEverShown(@ForAll("documents") String document, @ForAll("secrets") String secret)
      throws IOException {
    documents.noMarkedValueIsEverShown(document, secret);
  }

  @Property(seed = "20261203")
  void theShowReaderReturnsDetailsOrAnIoError(@ForAll("jsonish") String text) {
    parsers.theShowReaderReturnsDetailsOrAnIoError(text);
  }

  @Provide
  Arbitrary<String> documents() {
    return documents.documents();
  }

  @Provide
  Arbitrary<String> secrets() {
    return documents.secrets();
  }

  @Provide
  Arbitrary<String> jsonish() {
    return PlanParsersPropertiesTest.jsonish();
  }
}
