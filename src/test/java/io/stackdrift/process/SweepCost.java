package io.stackdrift.process;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one /proc sweep costs, with and without reading run markers from the processes'
 * environments. Run by scripts/bench/sweep-cost.sh (it must be in this package, on the class path
 * of target/classes, to reach ProcessTree). CPU time of the sweeping thread, and wall clock, which
 * on a busy host says more about the host than about the sweep.
 *
 * <p>Usage: SweepCost AFTER ROUNDS: starts AFTER sleeping processes itself (younger than this JVM,
 * so their environments are read), then times ROUNDS sweeps of each kind.
 */
public final class SweepCost {
  private SweepCost() {}

  public static void main(String[] args) throws Exception {
    int after = Integer.parseInt(args[0]);
    int rounds = Integer.parseInt(args[1]);
    List<Process> young = new ArrayList<>();
    try {
      for (int i = 0; i < after; i++) {
        young.add(new ProcessBuilder("sleep", "600").start());
      }
      ProcessTree.Scope none = new ProcessTree.Scope(s -> s == -2, null, 0);
      ProcessTree.Scope sinceStart = new ProcessTree.Scope(s -> s == -2, "-"::equals, ProcessTree.SELF_START);
      ProcessTree.Scope all = new ProcessTree.Scope(s -> s == -2, "-"::equals, 0);
      long processes = ProcessHandle.allProcesses().count();
      System.out.printf(Locale.ROOT, "processes: %d (%d started by this JVM)%n", processes, after);
      report("session and descendants only (before markers)", none, rounds);
      report("markers of processes younger than the JVM (a sweep)", sinceStart, rounds);
      report("markers of every process (a killed run's leftovers)", all, rounds);
    } finally {
      young.forEach(Process::destroyForcibly);
    }
  }

  private static void report(String what, ProcessTree.Scope scope, int rounds) {
    for (int i = 0; i < Math.max(20, rounds / 5); i++) {
      ProcessTree.find(scope); // warm-up: the JIT, the page cache of /proc
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    for (int i = 0; i < rounds; i++) {
      ProcessTree.find(scope);
    }
    double wall = (System.nanoTime() - start) / 1e6 / rounds;
    double used = (threads.getCurrentThreadCpuTime() - cpu) / 1e6 / rounds;
    System.out.printf(Locale.ROOT, "%-55s %6.2f ms CPU, %6.2f ms wall per sweep%n", what, used, wall);
  }
}
