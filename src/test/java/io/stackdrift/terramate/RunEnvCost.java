package io.stackdrift.terramate;

import io.stackdrift.discovery.Stack;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Path;
import java.util.Map;

/**
 * What evaluating every stack's run environment costs, in process, apart from the rest of a run:
 * loads a workspace (scripts/bench/run-env.sh makes one), then evaluates all run environments
 * ROUNDS times and prints the time of each round.
 *
 * <p>Usage: {@code java -cp target/classes:target/test-classes:... io.stackdrift.terramate.RunEnvCost DIR [ROUNDS]}
 */
public final class RunEnvCost {
  private RunEnvCost() {}

  public static void main(String[] args) throws Exception {
    Workspace ws = WorkspaceLoader.load(Path.of(args[0]).toRealPath());
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    Map<String, String> env = System.getenv();
    for (int round = 0; round < rounds; round++) {
      long start = System.nanoTime();
      int failed = 0;
      for (Stack stack : ws.stacks()) {
        if (ws.runEnvironment(stack, env).failed()) {
          failed++;
        }
      }
      System.out.printf("round %d: %d stacks in %.0f ms, %d failed%n", round, ws.stacks().size(),
          (System.nanoTime() - start) / 1e6, failed);
    }
  }
}
