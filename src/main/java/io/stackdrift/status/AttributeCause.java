package io.stackdrift.status;

import io.stackdrift.report.DriftCause;
import io.stackdrift.report.Resource;
import io.stackdrift.tofu.PlanDocument;
import io.stackdrift.tofu.PlanFacts;
import io.stackdrift.tofu.ResourceChange;
import java.util.ArrayList;
import java.util.List;

/**
 * A drifted stack's cause from the evidence of its attributes (contract §4b): every change an
 * apply would make reverts drift made outside OpenTofu ({@code external}), none does ({@code
 * config}), or some do ({@code both}). It replaces the stream's rule of §4, which cannot tell a
 * code change from drift on the same resource, whenever the details are whole.
 */
public final class AttributeCause {
  private AttributeCause() {}

  /**
   * The cause, or null when the details cannot decide it: the stream was cut, or a change of the
   * stream is missing from the document (§4's rule stands then).
   */
  public static DriftCause of(PlanFacts facts, PlanDocument.Details details) {
    if (!facts.complete() || details.truncated()) {
      return null;
    }
    boolean anyExternal = false;
    boolean anyConfig = false;
    for (ResourceChange c : facts.resources()) {
      if (!DriftCauseRule.counts(c)) {
        continue;
      }
      PlanDocument.ResourceDetails d = details.byAddress().get(c.address());
      if (d == null) {
        return null;
      }
      anyExternal |= d.externalChange();
      anyConfig |= d.configurationChange();
    }
    if (anyExternal && !anyConfig) {
      return DriftCause.EXTERNAL;
    }
    return anyExternal ? DriftCause.BOTH : DriftCause.CONFIG; // no resource change at all: outputs, code
  }

  /** The report's resources, each planned change with the attributes it changes. */
  public static List<Resource> withAttributes(List<Resource> resources, PlanDocument.Details details) {
    if (resources == null) {
      return null;
    }
    List<Resource> out = new ArrayList<>(resources.size());
    for (Resource r : resources) {
      PlanDocument.ResourceDetails d = r.drift() || r.action().equals("read") ? null
          : details.byAddress().get(r.address());
      out.add(d == null ? r : r.withAttributes(d.attributes(), d.total(), d.driftOnly()));
    }
    return out;
  }
}
