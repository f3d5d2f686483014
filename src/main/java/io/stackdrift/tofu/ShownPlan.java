package io.stackdrift.tofu;

import io.stackdrift.report.Details;

/**
 * What {@code show -json} of a stack's saved plan gave (contract §4b): {@code details} says how
 * much, {@code document} the attributes when they were read ({@code attributes}), {@code warning}
 * why they were not, or were cut (redacted; null when all is well).
 */
public record ShownPlan(Details details, PlanDocument.Details document, String warning) {

  static ShownPlan read(PlanDocument.Details document) {
    return document.truncated()
        ? new ShownPlan(Details.TRUNCATED, document, "more resources than the details keep; the rest are listed "
            + "by address only")
        : new ShownPlan(Details.ATTRIBUTES, document, null);
  }

  static ShownPlan failed(Details details, String warning) {
    return new ShownPlan(details, null, warning);
  }
}
