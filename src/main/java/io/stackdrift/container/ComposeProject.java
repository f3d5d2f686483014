package io.stackdrift.container;

import java.nio.file.Path;

/**
 * A Compose project to check: its name, the compose file with its desired services (null when
 * only the name is configured), and the id of the stack that runs it (empty when none does).
 */
public record ComposeProject(String name, Path file, String stack) {}
