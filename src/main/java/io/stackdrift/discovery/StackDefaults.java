package io.stackdrift.discovery;

/** Values a stack's identity falls back to when its tags do not say (contract §1a). */
public record StackDefaults(String site, String node) {}
