package io.stackdrift.tofu;

import io.stackdrift.process.Deadline;
import io.stackdrift.process.BoundedCapture;
import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessOutcome;
import io.stackdrift.process.ProcessRunner;
import io.stackdrift.process.ProcessSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * {@code tofu init} in a stack directory, for detect and reconcile alike. With a shared plugin
 * cache ({@link PluginCache}: {@code TF_PLUGIN_CACHE_DIR}, or {@code plugin_cache_dir} in the CLI
 * configuration) inits run one at a time: the cache is not safe for concurrent init.
 */
public final class ToolInit {
  private static final ReentrantLock PLUGIN_CACHE = new ReentrantLock();

  private ToolInit() {}

  public static List<String> argv(Path tool) {
    return List.of(tool.toString(), "init", "-input=false", "-no-color");
  }

  /** Runs {@code spec}; ends {@code TIMED_OUT} without running when the cache stays busy past the deadline. */
  public static ProcessOutcome run(ProcessRunner runner, ProcessSpec spec, Cancellation cancel) {
    if (!PluginCache.shared(spec.env())) {
      return runner.run(spec, null, cancel);
    }
    if (!lockUntil(spec.deadline())) {
      return new ProcessOutcome(ProcessOutcome.End.TIMED_OUT, -1, new BoundedCapture(), new BoundedCapture(), null);
    }
    try {
      return runner.run(spec, null, cancel);
    } finally {
      PLUGIN_CACHE.unlock();
    }
  }

  private static boolean lockUntil(Deadline deadline) {
    try {
      long wait = deadline == null ? Long.MAX_VALUE : deadline.remaining().toMillis();
      return PLUGIN_CACHE.tryLock(wait, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
