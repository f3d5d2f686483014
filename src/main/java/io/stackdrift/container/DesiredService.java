package io.stackdrift.container;

/** A service the compose file wants running: image, replica count, and whether it has a health check. */
public record DesiredService(String name, String image, int replicas, boolean healthcheck, String containerName) {}
