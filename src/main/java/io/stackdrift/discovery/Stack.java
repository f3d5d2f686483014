package io.stackdrift.discovery;

import java.nio.file.Path;
import java.util.List;

/**
 * One Terramate stack with the identity the report uses (contract §1a). {@code runtimeRoot} is the
 * stack directory relative to the workspace root with '/' separators ("." for the root itself).
 */
public record Stack(
    String id,
    String name,
    String description,
    List<String> tags,
    List<String> after,
    List<String> before,
    List<String> wants,
    List<String> wantedBy,
    List<String> watch,
    String runtimeRoot,
    Path dir,
    Path file,
    String role,
    String moduleRef,
    String siteRef,
    String nodeRef) {

  public static final List<String> KNOWN_ROLES = List.of("core", "workload", "edge", "federation", "host");

  /** The stack's path as Terramate writes it: workspace-absolute, starting with '/'. */
  public String workspacePath() {
    return runtimeRoot.equals(".") ? "/" : "/" + runtimeRoot;
  }
}
