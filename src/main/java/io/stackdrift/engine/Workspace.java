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
    List<String> warnings) {}
