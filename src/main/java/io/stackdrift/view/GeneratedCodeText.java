package io.stackdrift.view;

import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;

/**
 * How every view says that a stack's generated code is outdated (contract §15): the same words, the
 * files and what {@code terramate generate} would do to each, whether the stack was refused its plan
 * or planned with the safeguard turned off. Text from the report passes the view's own escaping.
 */
final class GeneratedCodeText {
  static final String OUTDATED = "generated code outdated";

  private GeneratedCodeText() {}

  static boolean outdated(StackEntry e) {
    return e.generatedCode() != null && !e.generatedCode().files().isEmpty();
  }

  /** {@code generated code outdated: backend.tf (update), providers.tf (create)}; empty when current. */
  static String line(StackEntry e) {
    return outdated(e) ? OUTDATED + ": " + e.generatedCode().listed() : "";
  }

  /** Whether the stack was planned all the same (the outdated-code safeguard turned off) or not. */
  static String consequence(StackEntry e) {
    return e.status() == StackStatus.FAILED ? "not planned; run terramate generate"
        : "planned with the outdated-code safeguard turned off";
  }
}
