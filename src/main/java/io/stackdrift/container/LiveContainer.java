package io.stackdrift.container;

/**
 * A container of a Compose project as {@code docker inspect} shows it. {@code health} is empty
 * without a health check; {@code configHash} and {@code composeVersion} are the Compose labels.
 */
public record LiveContainer(String id, String name, String service, String image, String state, String health,
    String configHash, String composeVersion, boolean oneOff) {}
