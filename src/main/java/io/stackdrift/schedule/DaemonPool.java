package io.stackdrift.schedule;

import io.stackdrift.threads.DaemonThreads;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The worker threads of a run's tool processes: daemon threads (a stuck worker never keeps the JVM
 * alive after the run) taking tasks in the order they were submitted. Closing never interrupts a
 * task: a running tool must wait out its kill grace, and cancellation reaches it through the
 * run's {@code Cancellation}, not through interrupts.
 */
public final class DaemonPool implements AutoCloseable {
  /** A wait that an interrupt may cut short. */
  interface Blocking<T> {
    T get() throws InterruptedException, ExecutionException;
  }

  private final ExecutorService executor;

  private DaemonPool(ExecutorService executor) {
    this.executor = executor;
  }

  public static DaemonPool of(String threadName, int threads) {
    return new DaemonPool(Executors.newFixedThreadPool(Math.max(1, threads), DaemonThreads.named(threadName)));
  }

  ExecutorService executor() {
    return executor;
  }

  public <T> Future<T> submit(Callable<T> task) {
    return executor.submit(task);
  }

  /** The task's result, waiting through interrupts: every task ends, on its own or cancelled. */
  public static <T> T await(Future<T> task) throws ExecutionException {
    return throughInterrupts(task::get);
  }

  /**
   * Waits through interrupts, and swallows them: the run still writes its report after a signal,
   * and an interrupt status left set would make that write fail (an interruptible channel closes).
   */
  static <T> T throughInterrupts(Blocking<T> wait) throws ExecutionException {
    while (true) {
      try {
        return wait.get();
      } catch (InterruptedException e) {
        // keep waiting: cancellation reaches the tools through the Cancellation, and every task ends
      }
    }
  }

  @Override
  public void close() {
    executor.shutdown();
  }
}
