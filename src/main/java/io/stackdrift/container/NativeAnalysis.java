package io.stackdrift.container;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** The contract's container rules (§5): desired services against live containers, as findings. */
public final class NativeAnalysis {
  /** What the compose plugin says, when it is installed: its version and each service's config hash. */
  public record ComposeHashes(String pluginVersion, Map<String, String> byService) {}

  private NativeAnalysis() {}

  /**
   * One project checked: how many services it expects, how many of those have a health check, and
   * its findings.
   *
   * @param desired the desired services; null when only the project name is known (then the live
   *     services are taken as desired, and only their state and health are checked)
   * @param hashes null when the compose plugin is not available
   */
  public static ProjectResult result(ComposeProject project, List<DesiredService> desired,
      List<LiveContainer> live, ComposeHashes hashes) {
    Map<String, List<LiveContainer>> byService = byService(live);
    List<DesiredService> expected = expected(desired, byService);
    int probes = (int) expected.stream().filter(DesiredService::healthcheck).count();
    return new ProjectResult(project, expected.size(), probes, findings(project, expected, byService, hashes));
  }

  /**
   * The findings of {@link #result}, ordered by the contract's finding order, then service and
   * container.
   */
  public static List<Finding> findings(ComposeProject project, List<DesiredService> desired,
      List<LiveContainer> live, ComposeHashes hashes) {
    Map<String, List<LiveContainer>> byService = byService(live);
    return findings(project, expected(desired, byService), byService, hashes);
  }

  /** The live containers by service: a one-off ({@code docker compose run}) is none of its replicas. */
  private static Map<String, List<LiveContainer>> byService(List<LiveContainer> live) {
    return live.stream().filter(c -> !c.oneOff())
        .collect(Collectors.groupingBy(LiveContainer::service, LinkedHashMap::new, Collectors.toList()));
  }

  private static List<DesiredService> expected(List<DesiredService> desired,
      Map<String, List<LiveContainer>> byService) {
    return desired != null ? desired : byService.entrySet().stream()
        .map(e -> new DesiredService(e.getKey(), "", e.getValue().size(), false, "")).toList();
  }

  private static List<Finding> findings(ComposeProject project, List<DesiredService> expected,
      Map<String, List<LiveContainer>> byService, ComposeHashes hashes) {
    List<Finding> out = new ArrayList<>();
    for (DesiredService service : expected) {
      check(project, service, byService.getOrDefault(service.name(), List.of()), hashes, out);
    }
    Set<String> wanted = expected.stream().map(DesiredService::name).collect(Collectors.toSet());
    byService.forEach((service, containers) -> {
      if (!wanted.contains(service)) {
        containers.forEach(c -> out.add(finding(project, service, c.name(), FindingKind.ORPHAN, "", c.state())));
      }
    });
    out.sort(Comparator.comparing(Finding::kind).thenComparing(Finding::service).thenComparing(Finding::container));
    return List.copyOf(out);
  }

  private static void check(ComposeProject project, DesiredService s, List<LiveContainer> cs, ComposeHashes hashes,
      List<Finding> out) {
    if (cs.isEmpty()) {
      if (s.replicas() > 0) {
        out.add(finding(project, s.name(), "", FindingKind.LIVE_MISSING, s.replicas() + " running", "none"));
      }
      return;
    }
    for (LiveContainer c : cs) {
      if (!c.state().equals("running")) {
        out.add(finding(project, s.name(), c.name(), FindingKind.NOT_RUNNING, "running", c.state()));
      }
      if (!s.image().isEmpty() && !sameImage(s.image(), c.image())) {
        out.add(finding(project, s.name(), c.name(), FindingKind.IMAGE_DRIFTED, s.image(), c.image()));
      }
      if (c.health().equals("unhealthy")) {
        out.add(finding(project, s.name(), c.name(), FindingKind.UNHEALTHY, "healthy", "unhealthy"));
      }
      String hash = hashes == null ? null : hashes.byService().get(s.name());
      if (hash != null && hashes.pluginVersion().equals(c.composeVersion()) && !c.configHash().isEmpty()
          && !c.configHash().equals(hash)) {
        out.add(finding(project, s.name(), c.name(), FindingKind.CONFIG_DRIFTED, hash, c.configHash()));
      }
    }
    long running = cs.stream().filter(c -> c.state().equals("running")).count();
    if (running != s.replicas()) {
      out.add(finding(project, s.name(), "", FindingKind.REPLICAS, s.replicas() + " running",
          running + " running of " + cs.size()));
    }
  }

  /** Image references compare equal when they name the same repository and tag. */
  static boolean sameImage(String desired, String actual) {
    return normalize(desired).equals(normalize(actual));
  }

  static String normalize(String image) {
    String ref = image.strip().toLowerCase(Locale.ROOT);
    if (ref.startsWith("sha256:")) {
      return ref;
    }
    for (String prefix : List.of("docker.io/library/", "index.docker.io/library/", "docker.io/",
        "index.docker.io/")) {
      if (ref.startsWith(prefix)) {
        ref = ref.substring(prefix.length());
        break;
      }
    }
    if (ref.startsWith("library/")) {
      ref = ref.substring("library/".length());
    }
    int slash = ref.lastIndexOf('/');
    boolean tagged = ref.indexOf(':', slash + 1) >= 0 || ref.contains("@");
    return tagged ? ref : ref + ":latest";
  }

  private static Finding finding(ComposeProject p, String service, String container, FindingKind kind,
      String expected, String actual) {
    return new Finding(p.name(), service, container, kind, expected, actual, p.stack() == null ? "" : p.stack());
  }
}
