package io.stackdrift.view;

import io.stackdrift.report.DriftReport;

/** How every view words a container finding, so a finding reads the same in every output. */
final class FindingText {
  private FindingText() {}

  /** {@code -} for a missing service, which has no container. */
  static String container(DriftReport.NativeFinding f) {
    return f.container() == null || f.container().isEmpty() ? "-" : f.container();
  }

  /** An orphan has nothing expected: only what was found. */
  static String detail(DriftReport.NativeFinding f) {
    if (f.expected() == null || f.expected().isEmpty()) {
      return "not a service of the compose file (" + f.actual() + ")";
    }
    return "expected " + f.expected() + ", found " + f.actual();
  }
}
