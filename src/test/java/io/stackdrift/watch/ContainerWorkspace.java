package io.stackdrift.watch;

import io.stackdrift.config.Diagnostic;
import io.stackdrift.config.RunLog;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.detect.DetectSettings;
import io.stackdrift.events.StackEvent;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.state.StateStore;
import io.stackdrift.testing.DockerStandIn;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A watch's container side in the fast loop: two stacks, {@code app} owning the Compose project
 * {@code shop} and {@code db} owning {@code store}, over a stand-in tool whose plans find nothing
 * and a {@link DockerStandIn}. A detect cycle runs in-process; what the checks after it publish,
 * emit and log is kept for the test.
 */
final class ContainerWorkspace implements AutoCloseable {
  /** A plan with nothing to do, as the tool streams it. */
  private static final String NO_CHANGES = """
      {"@level":"info","@message":"Terraform 1.11.4","@module":"terraform.ui","terraform":"1.11.4","type":"version","ui":"1.2"}
      {"@level":"info","@message":"Plan: 0 to add, 0 to change, 0 to destroy.","@module":"terraform.ui","changes":{"add":0,"change":0,"import":0,"remove":0,"operation":"plan"},"type":"change_summary"}
      """;
  private static final String TOOL = """
      #!/bin/sh
      # A stand-in for tofu: `version -json`, `init`, and a `plan` that finds nothing, logged.
      case "$1" in
        version) echo '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{}}' ;;
        init) exit 0 ;;
        plan) echo plan >> 'PLANS'; cat 'NO_CHANGES' ;;
        *) echo "unexpected: $*" >&2; exit 9 ;;
      esac
      """;

  final DockerStandIn docker;
  final List<RunOutcome> published = new CopyOnWriteArrayList<>();
  final List<StackEvent> events = new CopyOnWriteArrayList<>();
  /** Notices and diagnostics, one line each. */
  final List<String> log = new CopyOnWriteArrayList<>();
  final RunLog runLog = new RunLog() {
    @Override
    public void diagnostic(Diagnostic diagnostic) {
      log.add(diagnostic.severity().name().toLowerCase(java.util.Locale.ROOT) + ": " + diagnostic.render(null));
    }

    @Override
    public void notice(String line) {
      log.add(line);
    }
  };
  final DetectRequest request;
  private final Path root;
  private final Path plans;
  private final StateStore state;

  private ContainerWorkspace(Path tmp) throws Exception {
    docker = DockerStandIn.in(tmp);
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    root = ws.root();
    plans = tmp.resolve("plans.log");
    Path recorded = Files.writeString(tmp.resolve("no-changes.jsonl"), NO_CHANGES);
    Path tool = Files.writeString(tmp.resolve("tofu"), TOOL.replace("PLANS", plans.toString())
        .replace("NO_CHANGES", recorded.toString()));
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwx------"));
    stack(ws, "app", "shop");
    stack(ws, "db", "store");
    Files.writeString(root.resolve("stackdrift.toml"), "[tools]\ntofu = \"" + tool + "\"\ndocker = \""
        + docker.cli() + "\"\n");
    state = StateStore.open(tmp.resolve("state"));
    request = new DetectRequest(DetectSettings.configured(), List.of(), () -> events::add, false, false, null, false,
        total -> DetectListener.NONE, Map.of("PATH", System.getenv("PATH")));
  }

  /** The workspace in {@code tmp}, with both projects' web container running. */
  static ContainerWorkspace in(Path tmp) throws Exception {
    ContainerWorkspace w = new ContainerWorkspace(tmp);
    w.docker.web("shop", true);
    w.docker.web("store", true);
    return w;
  }

  private static void stack(TofuWorkspace ws, String id, String project) throws IOException {
    Path dir = ws.stack(id, id, List.of(), TofuWorkspace.dataResource("v1"));
    Files.createDirectories(dir.resolve(".terraform"));
    Files.writeString(dir.resolve("compose.yaml"), "name: " + project + "\nservices:\n  web:\n    image: busybox\n");
  }

  /**
   * A detect cycle over both stacks, handed to {@code rechecks} as the watch loop hands it; what was
   * published, emitted and logged so far is forgotten, so that what remains is the checks'.
   */
  DetectCycle.Result cycle(ContainerRechecks rechecks) throws Exception {
    Workspace ws = WorkspaceLoader.load(root);
    DetectCycle.Result result = new DetectCycle(request, runLog).run(ws, ws.stacks(), "", state, new Cancellation(),
        () -> true);
    rechecks.cycleFinished(ws, state, result, null);
    published.clear();
    events.clear();
    log.clear();
    return result;
  }

  /** Checks between cycles without self-heal, publishing to {@link #published}. */
  ContainerRechecks rechecks() {
    return new ContainerRechecks(request, List.of(run -> published.add(run)), false, Duration.ofSeconds(5), runLog);
  }

  /** How many plans the tool ran. */
  long plans() throws IOException {
    return Files.exists(plans) ? Files.readAllLines(plans).size() : 0;
  }

  /** The last report a check published. */
  io.stackdrift.report.DriftReport lastReport() {
    return published.get(published.size() - 1).report();
  }

  @Override
  public void close() throws IOException {
    docker.close();
  }
}
