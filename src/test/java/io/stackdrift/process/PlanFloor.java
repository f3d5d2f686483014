package io.stackdrift.process;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

/**
 * The least a JVM program can do for detect-vs-xargs.sh: run the same plan command in every stack
 * directory, P at a time, each under setsid as stackdrift runs it, and read its output. No CLI
 * model, discovery, parsing or report. Its time against xargs is the JVM's share of the ratio.
 *
 * <p>Run by scripts/bench/detect-vs-xargs.sh. Usage: PlanFloor STACKS_DIR P TOOL
 */
public final class PlanFloor {
  /** Found as ProcessRunner finds it, so both spawn the same command line on every system. */
  private static final String SETSID = setsid();

  public static void main(String[] args) throws Exception {
    Path root = Path.of(args[0]);
    int parallel = Integer.parseInt(args[1]);
    String tool = args[2];
    List<Path> dirs;
    try (Stream<Path> entries = Files.list(root)) {
      dirs = entries.filter(Files::isDirectory).sorted().toList();
    }
    ExecutorService pool = Executors.newFixedThreadPool(parallel);
    List<Future<Integer>> plans = new ArrayList<>();
    for (Path dir : dirs) {
      plans.add(pool.submit(() -> plan(dir, tool)));
    }
    int failed = 0;
    for (Future<Integer> plan : plans) {
      int code = plan.get();
      if (code != 0 && code != 2) {
        failed++;
      }
    }
    pool.shutdown();
    if (failed > 0) {
      System.err.println("PlanFloor: " + failed + " plans failed");
      System.exit(1);
    }
  }

  private static int plan(Path dir, String tool) throws IOException, InterruptedException {
    List<String> argv = new ArrayList<>();
    if (SETSID != null) {
      argv.add(SETSID);
    }
    argv.addAll(List.of(tool, "plan", "-detailed-exitcode", "-input=false", "-no-color", "-json", "-lock=false"));
    Process process = new ProcessBuilder(argv).directory(dir.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
    Thread stderr = new Thread(() -> drain(process.getErrorStream()));
    stderr.start();
    drain(process.getInputStream());
    int code = process.waitFor();
    stderr.join();
    return code;
  }

  private static String setsid() {
    for (String candidate : List.of("/usr/bin/setsid", "/bin/setsid")) {
      if (Files.isExecutable(Path.of(candidate))) {
        return candidate;
      }
    }
    return null;
  }

  private static void drain(InputStream in) {
    byte[] buf = new byte[16 * 1024];
    try (in) {
      while (in.read(buf) >= 0) {
        // only read, as a tool's output must be
      }
    } catch (IOException e) {
      // the process is gone
    }
  }
}
