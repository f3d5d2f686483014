package io.stackdrift.container;

/**
 * One way a Compose project's live containers differ from its desired services. {@code container}
 * is empty for a missing service; {@code stack} is the owning stack's id, or empty.
 */
public record Finding(String project, String service, String container, FindingKind kind, String expected,
    String actual, String stack) {}
