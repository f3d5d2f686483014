package io.stackdrift.threads;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * stackdrift's own threads: daemons all, so a thread still blocked (in the kernel, on a stuck
 * receiver, on a tool that ignores its signals) never keeps the JVM from exiting after a run.
 */
public final class DaemonThreads {
  private DaemonThreads() {}

  /** A daemon thread named {@code name}, not yet started. */
  public static Thread of(String name, Runnable task) {
    Thread thread = new Thread(task, name);
    thread.setDaemon(true);
    return thread;
  }

  /** A started daemon thread named {@code name}. */
  public static Thread start(String name, Runnable task) {
    Thread thread = of(name, task);
    thread.start();
    return thread;
  }

  /** Daemon threads that all carry {@code name}. */
  public static ThreadFactory named(String name) {
    return task -> of(name, task);
  }

  /** Daemon threads named {@code prefix-1}, {@code prefix-2}, …, telling a pool's threads apart. */
  public static ThreadFactory numbered(String prefix) {
    AtomicInteger n = new AtomicInteger();
    return task -> of(prefix + "-" + n.incrementAndGet(), task);
  }
}
