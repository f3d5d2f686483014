package io.stackdrift.engine;

import io.stackdrift.config.Config;
import io.stackdrift.discovery.Stack;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A loaded workspace: its root, configuration, every stack in run order, the ids each stack runs
 * after (directly), and warnings met while loading.
 */
public record Workspace(Path root, Config config, List<Stack> stacks, Map<String, Set<String>> runsAfter,
    List<String> warnings) {

  /** The workspace's id: {@code identity.stack_id}, else the sha256 of the root path (the report's stackId). */
  public String id() {
    String configured = config.identity().stackId();
    return configured.isBlank() ? PlanHash.sha256Hex(root.toString()) : configured;
  }
}
