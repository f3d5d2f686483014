package io.stackdrift.reconcile;

import io.stackdrift.config.Durations;
import io.stackdrift.discovery.Stack;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Times;
import io.stackdrift.workspace.PlanHash;
import io.stackdrift.workspace.Workspace;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * When reconcile may act on a saved report instead of a fresh detect: a whole workspace's report
 * (not one shard's), young enough, and still describing the workspace's stacks and their files.
 */
public final class SavedReportPolicy {
  /** Why a saved report may not be acted on; the message names the file and what to do. */
  public static final class Refused extends Exception {
    Refused(String message) {
      super(message);
    }
  }

  private SavedReportPolicy() {}

  /** Returns {@code report} when reconcile may act on it; {@code name} is how the user named the file. */
  public static DriftReport check(DriftReport report, String name, Workspace ws, Duration maxAge, Instant now)
      throws Refused {
    if (report.shard() != null) {
      throw new Refused(name + " is the report of shard " + report.shard().index() + "/" + report.shard().count()
          + " only; merge the shards' reports with 'stackdrift report merge' first");
    }
    Instant detected = Times.parse(report.detectedAt()).orElseThrow(() -> new Refused(
        name + ": detectedAt '" + report.detectedAt() + "' is not a UTC time"));
    Duration age = Duration.between(detected, now);
    if (age.compareTo(maxAge) > 0) {
      throw new Refused(name + " is " + Durations.format(age.withNanos(0)) + " old, older than --max-age "
          + Durations.format(maxAge) + "; run detect again or raise --max-age");
    }
    if (!describes(report, ws)) {
      throw new Refused(name + " no longer matches the workspace (its planHash differs: stacks or their files "
          + "changed since); run detect again");
    }
    return report;
  }

  private static boolean describes(DriftReport report, Workspace ws) {
    List<Stack> checked = new ArrayList<>();
    for (var entry : report.stacks()) {
      Stack stack = ws.stack(entry.stackId());
      if (stack != null && stack.id().equals(entry.stackId())) {
        checked.add(stack);
      }
    }
    return checked.size() == report.stacks().size() && PlanHash.of(ws, checked, () -> false).equals(report.planHash());
  }
}
