package io.stackdrift.cli;

import io.stackdrift.process.Cancellation;
import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;

/**
 * SIGINT, SIGTERM and SIGHUP (a dropped SSH session) cancel the run instead of killing the JVM, so
 * running plans are terminated and the report is still written (contract §8). A second signal SIGKILLs every process of the run
 * and exits at once: left to themselves, tools that ignore SIGTERM would outlive it (contract §3).
 */
final class Signals {
  private final AtomicInteger received = new AtomicInteger();

  static Signals install(Cancellation cancel) {
    Signals signals = new Signals();
    signals.handle("INT", ExitCodes.INTERRUPTED, cancel);
    signals.handle("TERM", ExitCodes.TERMINATED, cancel);
    signals.handle("HUP", ExitCodes.HUNG_UP, cancel);
    return signals;
  }

  private void handle(String name, int exitCode, Cancellation cancel) {
    try {
      Signal.handle(new Signal(name), s -> {
        if (!received.compareAndSet(0, exitCode)) {
          System.err.println("\nstackdrift: killing the remaining tool processes and quitting");
          cancel.abort();
          Runtime.getRuntime().halt(exitCode);
        }
        System.err.println("\nstackdrift: " + what(exitCode)
            + "; stopping running plans and writing the report (signal again to quit at once)");
        cancel.cancel();
      });
    } catch (IllegalArgumentException e) {
      // the signal is not available on this platform: the JVM's default applies
    }
  }

  private static String what(int exitCode) {
    return switch (exitCode) {
      case ExitCodes.INTERRUPTED -> "interrupted";
      case ExitCodes.HUNG_UP -> "hung up (SIGHUP)";
      default -> "terminated";
    };
  }

  /** 130, 143 or 129 when a signal cancelled the run, else 0. */
  int exitCode() {
    return received.get();
  }
}
