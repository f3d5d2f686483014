package io.stackdrift.view;

import io.stackdrift.report.OverallStatus;

/**
 * How the HTML page marks a status: a CSS class for its colour, and a word or letter that says the
 * same without colour (printed in black and white, read by a screen reader, seen by a colour-blind
 * operator). Statuses arrive as text because the history and a report read back may hold a status a
 * newer version added; those get a neutral mark and keep their own word.
 */
final class StatusMark {
  /** The mark of a stack that has left the workspace (a history line without {@code to}). */
  static final String GONE_LETTER = "\u2013";

  private StatusMark() {}

  /** {@code st-drifted}; {@code st-other} for a status this version does not know. */
  static String cssClass(String status) {
    return switch (status == null ? "" : status) {
      case "converged", "drifted", "failed", "pending_root", "clean", "unknown" -> "st-" + status;
      default -> "st-other";
    };
  }

  /** One letter for a history cell. */
  static String letter(String status) {
    return switch (status == null ? "" : status) {
      case "converged" -> "C";
      case "drifted" -> "D";
      case "failed" -> "F";
      case "pending_root" -> "P";
      default -> "?";
    };
  }

  /** The overall status as the page's headline word, with a sign that reads without colour. */
  static String headline(OverallStatus status) {
    if (status == null) {
      return "? UNKNOWN";
    }
    return switch (status) {
      case CLEAN -> "\u2714 CLEAN";
      case DRIFTED -> "\u25B2 DRIFTED";
      case UNKNOWN -> "? UNKNOWN";
    };
  }
}
