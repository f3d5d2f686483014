package io.stackdrift.tofu;

import io.stackdrift.report.Details;

/**
 * What {@code show -json} of a stack's saved plan gave (contract §4b): {@code details} says how
 * much, {@code document} the attributes when they were read ({@code attributes}), {@code warning}
 * why they were not, or were cut (redacted; null when all is well).
 */
public record ShownPlan(Details details, PlanDocument.Details document, String warning) {

  static ShownPlan read(PlanDocument.Details document) {
    if (document.valuesCut()) {
      return new ShownPlan(Details.TRUNCATED, document, "the saved plan holds more values or sensitivity markers "
          + "than the details collect, so what is sensitive cannot be told; attributes are listed without values");
    }
    if (document.truncated()) {
      return new ShownPlan(Details.TRUNCATED, document, "more resources than the details keep; the rest are listed "
          + "by address only");
    }
    if (document.unmarkedBy() != null) {
      return new ShownPlan(Details.ATTRIBUTES, document, "the saved plan was written by tool version "
          + document.unmarkedBy() + ", which marks no value sensitive (as before 0.14); attributes are listed "
          + "without values");
    }
    return new ShownPlan(Details.ATTRIBUTES, document, null);
  }

  static ShownPlan failed(Details details, String warning) {
    return new ShownPlan(details, null, warning);
  }
}
