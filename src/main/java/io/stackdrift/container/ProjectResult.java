package io.stackdrift.container;

import java.util.List;

/** One Compose project after the check: how many services it wants, how many have a probe, findings. */
public record ProjectResult(ComposeProject project, int serviceCount, int probeCount, List<Finding> findings) {}
