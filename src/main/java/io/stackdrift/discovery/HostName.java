package io.stackdrift.discovery;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;

/** This host's name: the kernel's on Linux (no resolver round trip), else the resolver's. */
public final class HostName {
  private static final String NAME = lookup();

  private HostName() {}

  public static String get() {
    return NAME;
  }

  private static String lookup() {
    try {
      String kernel = Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
      if (!kernel.isEmpty()) {
        return kernel;
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: ask the resolver below
    }
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      return "localhost";
    }
  }
}
