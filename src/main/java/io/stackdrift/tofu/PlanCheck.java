package io.stackdrift.tofu;

import io.stackdrift.report.CheckStatus;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A check block assertion, precondition or postcondition that did not pass, as a plan's JSON
 * stream tells it (contract §16): a warning {@code Check block assertion failed} or {@code … known
 * after apply}, an error {@code Resource precondition failed} and the like. The address is read
 * from the diagnostic's context ({@code check "x"} is {@code check.x}); the message is the
 * configuration's {@code error_message}, not yet redacted.
 */
public record PlanCheck(String address, CheckStatus status, String message) {
  private static final Pattern CONDITION_FAILED = Pattern.compile("(?i)\\b(pre|post)condition failed\\b");
  private static final Pattern CONTEXT = Pattern.compile(
      "(check|resource|data|output|module|variable)((?:\\s+\"[^\"]*\")+)");
  private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");

  /**
   * The check a diagnostic reports, or null when it reports none: its severity, summary, detail and
   * the source it points at ({@code context}: the block around it; {@code file}, {@code line}).
   */
  static PlanCheck of(String severity, String summary, String detail, String context, String file, int line) {
    CheckStatus status = status(severity, summary.strip());
    if (status == null) {
      return null;
    }
    return new PlanCheck(address(context, file, line), status, detail.strip());
  }

  private static CheckStatus status(String severity, String summary) {
    if (summary.equals("Check block assertion failed")) {
      return CheckStatus.FAIL;
    }
    if (summary.equals("Check block assertion known after apply")) {
      return CheckStatus.UNKNOWN;
    }
    if (severity.equals("error") && CONDITION_FAILED.matcher(summary).find()) {
      return CheckStatus.FAIL;
    }
    return null;
  }

  /**
   * {@code check "x"} → {@code check.x}, {@code resource "t" "n"} → {@code t.n}, {@code data "t" "n"} →
   * {@code data.t.n}, {@code output "o"} → {@code output.o}; without a context, the file and line.
   */
  static String address(String context, String file, int line) {
    Matcher m = CONTEXT.matcher(context == null ? "" : context.strip());
    if (m.lookingAt()) {
      StringBuilder names = new StringBuilder();
      Matcher q = QUOTED.matcher(m.group(2));
      while (q.find()) {
        names.append(names.isEmpty() ? "" : ".").append(q.group(1));
      }
      String kind = m.group(1);
      return kind.equals("resource") ? names.toString() : kind + "." + names;
    }
    return file.isEmpty() ? "" : file + ":" + line;
  }
}
