package io.stackdrift.shard;

import io.stackdrift.container.FindingKind;
import io.stackdrift.report.DriftReport;
import io.stackdrift.status.NativeReport;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The container side of merged shard reports: each shard checked the Compose projects of its own
 * stacks (unowned ones in shard 1), so the merged {@code runtime} and {@code subjects} are those of
 * the shard that checked containers, or their sum when several did.
 */
final class MergedContainers {
  private static final List<String> RUNTIME_SEVERITY = List.of("none", "ready", "drifted", "unavailable");
  private static final List<String> SUBJECT_SEVERITY = List.of("in-sync", "drifted", "unavailable");

  private MergedContainers() {}

  static DriftReport.Runtime runtime(List<DriftReport> shards) {
    List<DriftReport> checked = checked(shards);
    if (checked.size() <= 1) {
      DriftReport.Runtime only = (checked.isEmpty() ? shards.get(0) : checked.get(0)).runtime();
      return only == null ? DriftReport.Runtime.NONE : only;
    }
    List<DriftReport.Runtime> sides = checked.stream().map(DriftReport::runtime).toList();
    String projects = sides.stream().map(DriftReport.Runtime::projectRef).filter(p -> p != null && !p.isEmpty())
        .collect(Collectors.joining(","));
    String status = worst(sides.stream().map(DriftReport.Runtime::status).toList(), RUNTIME_SEVERITY);
    return new DriftReport.Runtime(projects, status, sides.stream().mapToInt(DriftReport.Runtime::serviceCount).sum(),
        sides.stream().mapToInt(DriftReport.Runtime::probeCount).sum());
  }

  static List<DriftReport.Subject> subjects(List<DriftReport> shards, List<DriftReport.NativeFinding> findings) {
    List<DriftReport> checked = checked(shards);
    if (checked.size() <= 1) {
      return (checked.isEmpty() ? shards.get(0) : checked.get(0)).subjects();
    }
    List<DriftReport.Subject> subjects = checked.stream().filter(r -> r.subjects() != null)
        .flatMap(r -> r.subjects().stream()).filter(s -> NativeReport.SUBJECT.equals(s.subject())).toList();
    String status = worst(subjects.stream().map(DriftReport.Subject::status).toList(), SUBJECT_SEVERITY);
    String detail = subjects.stream().map(DriftReport.Subject::detail).filter(Objects::nonNull).findFirst()
        .orElse(null);
    return List.of(new DriftReport.Subject(NativeReport.SUBJECT, status, firstCode(findings), detail));
  }

  /** The shards whose run checked containers. */
  private static List<DriftReport> checked(List<DriftReport> shards) {
    return shards.stream().filter(r -> r.runtime() != null && !"none".equals(r.runtime().status())).toList();
  }

  /** The code of the first finding in the contract's order, as a single run names its subject. */
  private static String firstCode(List<DriftReport.NativeFinding> findings) {
    if (findings == null) {
      return null;
    }
    return Arrays.stream(FindingKind.values())
        .filter(k -> findings.stream().anyMatch(f -> k.json().equals(f.finding())))
        .findFirst().map(FindingKind::code).orElse(null);
  }

  private static String worst(List<String> statuses, List<String> severity) {
    return statuses.stream().filter(severity::contains).max((a, b) -> severity.indexOf(a) - severity.indexOf(b))
        .orElse(severity.get(0));
  }
}
