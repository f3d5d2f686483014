package io.stackdrift.process;

import io.stackdrift.config.MemoryBudget;
import io.stackdrift.config.Sizes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;

/**
 * How much memory the plans of a run may hold at once (docs/detect.md, "Limits"): {@code auto} is the
 * cgroup v2 {@code memory.max} of stackdrift's own cgroup when one is set (a container's or a
 * systemd unit's limit), less what the cgroup already uses; else {@code MemAvailable} at start; in
 * both cases less {@link #RESERVE_BYTES} for stackdrift itself. A size is taken as given.
 */
public final class MemoryLimits {
  /** What stackdrift itself may need beside the plans: its heap and threads at 10,000 stacks. */
  public static final long RESERVE_BYTES = 256L << 20;

  /** A budget in bytes and where it comes from, for --debug. */
  public record Budget(long bytes, String source) {}

  private MemoryLimits() {}

  /**
   * The budget {@code given} by {@code origin} (the flag or the key that gave it), the machine's
   * when it is auto: read from the machine here, so once per run (detect/RunDecisions calls it).
   */
  public static Budget of(MemoryBudget given, String origin) {
    if (given.auto()) {
      Budget machine = auto(Path.of("/"));
      return new Budget(machine.bytes(), machine.source() + ", auto by " + origin);
    }
    return new Budget(given.bytes(), Sizes.format(given.bytes()) + " (" + origin + ")");
  }

  /** The automatic budget of the machine or container whose files are under {@code root}. */
  static Budget auto(Path root) {
    OptionalLong max = cgroupValue(root, "memory.max");
    if (max.isPresent()) {
      long used = Math.max(cgroupValue(root, "memory.current").orElse(0), RESERVE_BYTES);
      long bytes = Math.max(0, max.getAsLong() - used);
      return new Budget(bytes, Sizes.format(bytes) + " (cgroup memory.max " + Sizes.format(max.getAsLong()) + " less "
          + Sizes.format(used) + " in use or reserved)");
    }
    OptionalLong available = memAvailable(root);
    if (available.isPresent()) {
      long bytes = Math.max(0, available.getAsLong() - RESERVE_BYTES);
      return new Budget(bytes, Sizes.format(bytes) + " (MemAvailable " + Sizes.format(available.getAsLong()) + " less "
          + Sizes.format(RESERVE_BYTES) + " for stackdrift)");
    }
    return new Budget(Long.MAX_VALUE, "none (neither a cgroup limit nor /proc/meminfo)");
  }

  /**
   * A value of stackdrift's own cgroup v2 ({@code /proc/self/cgroup}'s {@code 0::} line, under the
   * cgroup2 mount of {@code /proc/self/mountinfo}); empty without cgroup v2, or for "max".
   */
  static OptionalLong cgroupValue(Path root, String file) {
    try {
      String path = null;
      for (String line : Files.readAllLines(root.resolve("proc/self/cgroup"))) {
        if (line.startsWith("0::")) {
          path = line.substring(3);
        }
      }
      String mount = cgroup2Mount(root);
      if (path == null || mount == null) {
        return OptionalLong.empty();
      }
      Path value = root.resolve(mount.substring(1)).resolve(path.startsWith("/") ? path.substring(1) : path)
          .resolve(file);
      if (!Files.isRegularFile(value)) {
        return OptionalLong.empty();
      }
      String text = Files.readString(value).strip();
      return text.equals("max") || text.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(text));
    } catch (IOException | RuntimeException e) {
      return OptionalLong.empty();
    }
  }

  private static String cgroup2Mount(Path root) throws IOException {
    for (String line : Files.readAllLines(root.resolve("proc/self/mountinfo"))) {
      int dash = line.indexOf(" - ");
      if (dash > 0 && line.substring(dash + 3).startsWith("cgroup2 ")) {
        List<String> fields = List.of(line.substring(0, dash).split(" "));
        return fields.size() > 4 ? fields.get(4) : null;
      }
    }
    return null;
  }

  private static OptionalLong memAvailable(Path root) {
    try {
      for (String line : Files.readAllLines(root.resolve("proc/meminfo"))) {
        if (line.startsWith("MemAvailable:")) {
          String kb = line.substring("MemAvailable:".length()).strip().split("\\s+")[0];
          return OptionalLong.of(Long.parseLong(kb) * 1024);
        }
      }
    } catch (IOException | RuntimeException e) {
      // no /proc: no figure
    }
    return OptionalLong.empty();
  }
}
