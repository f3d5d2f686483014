package io.stackdrift.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Config;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.config.RunLog;
import io.stackdrift.detect.DetectCycle;
import io.stackdrift.detect.DetectRequest;
import io.stackdrift.detect.DetectSettings;
import io.stackdrift.events.EventSink;
import io.stackdrift.process.Cancellation;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackStatus;
import io.stackdrift.state.StateStore;
import io.stackdrift.state.StatusChangesTest;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.testing.WebhookReceiver;
import io.stackdrift.report.Redactor;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which receivers hear of a run, and that all of them together keep to one time limit (contract §12). */
class NotificationsTest {
  private static final Path CONFIG = Path.of("/ws/stackdrift.toml");
  private final WebhookReceiver receiver = newReceiver();
  private final List<Diagnostic> warnings = new CopyOnWriteArrayList<>();

  @AfterEach
  void close() {
    receiver.close();
  }

  @Test
  void anOverallChangeAloneIsNews() {
    Notifications notify = notifications(Map.of(), Duration.ofSeconds(10),
        receiver(receiver.url("/change"), Config.NotifyOn.CHANGE, 0));
    RunOutcome unchanged = run();

    assertTrue(notify.publish(unchanged));
    assertEquals(0, receiver.to("/change").size(), "no stack and not the overall status changed");
    assertTrue(notify.publish(unchanged.withOverallChanged(true)));
    assertEquals(1, receiver.to("/change").size(), "container drift changes the overall status only");
    assertEquals(List.of(), warnings);
  }

  @Test
  void allReceiversTogetherKeepToOneLimit() {
    receiver.hang("/a").hang("/b").hang("/c");
    Notifications notify = notifications(Map.of(), Duration.ofSeconds(1),
        receiver(receiver.url("/a"), Config.NotifyOn.ALWAYS, 0), receiver(receiver.url("/b"), Config.NotifyOn.ALWAYS, 1),
        receiver(receiver.url("/c"), Config.NotifyOn.ALWAYS, 2));
    long start = System.nanoTime();

    assertTrue(notify.publish(run()), "a notification never fails the run");
    long tookMs = Duration.ofNanos(System.nanoTime() - start).toMillis();

    assertTrue(tookMs < 2_500, "three slow receivers took " + tookMs + " ms of a 1 s limit");
    assertEquals(3, warnings.size(), warnings.toString());
    assertEquals(List.of(1, 2, 3), warnings.stream().map(Diagnostic::line).sorted().toList(), "each at its url's line");
  }

  @Test
  void anEnvironmentVariableThatHoldsNoUrlIsAWarningThatNeverShowsItsValue() {
    Notifications notify = notifications(Map.of("HOOK", "hooks.example.com/services/SECRETPATH"),
        Duration.ofSeconds(10), receiver("env:HOOK", Config.NotifyOn.ALWAYS, 0));

    assertTrue(notify.publish(run()));
    assertEquals(List.of(Diagnostic.warning(CONFIG, 1, 0,
        "notify[0]: environment variable HOOK holds no http or https URL; this receiver is skipped")), warnings);
    assertFalse(warnings.toString().contains("SECRETPATH"));
  }

  @Test
  void aRunEndedBySignalTellsNoOne(@TempDir Path tmp) throws Exception {
    TofuWorkspace files = TofuWorkspace.in(tmp);
    files.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Files.writeString(files.root().resolve("stackdrift.toml"),
        "[[notify]]\nurl = \"" + receiver.url("/hook") + "\"\non = \"always\"\n");
    Workspace ws = WorkspaceLoader.load(files.root());
    StateStore state = StateStore.open(tmp.resolve("state"));
    DetectCycle cycle = new DetectCycle(new DetectRequest(DetectSettings.configured().withContainers(false), List.of(),
        () -> EventSink.NONE, false, false, null, false, n -> DetectListener.NONE, System.getenv()), RunLog.NONE);

    cycle.run(ws, ws.stacks(), "", state, new Cancellation(), () -> false);
    assertEquals(0, receiver.to("/hook").size(), "its cancelled stacks are no news");
    cycle.run(ws, ws.stacks(), "", state, new Cancellation(), () -> true);
    assertEquals(1, receiver.to("/hook").size(), "a recorded run is posted after its outputs");
  }

  private Notifications notifications(Map<String, String> env, Duration limit, Config.Notify... receivers) {
    Config d = Config.defaults();
    Config config = new Config(d.identity(), d.tools(), d.detect(), d.compose(), d.reconcile(), d.watch(), d.source(), d.ignore(),
        List.of(receivers), d.lines());
    return new Notifications(config, CONFIG, env, Redactor.fromEnvironment(env), warnings::add, limit);
  }

  private static Config.Notify receiver(String url, Config.NotifyOn on, int index) {
    return new Config.Notify(url, Config.NotifyFormat.JSON, on, "notify[" + index + "]", index + 1);
  }

  private static RunOutcome run() {
    return RunOutcome.of(StatusChangesTest.report("T1", Map.of("core", StackStatus.CONVERGED)).withRunId("r1"),
        Instant.EPOCH, Instant.EPOCH, List.of(), Optional.empty());
  }

  private static WebhookReceiver newReceiver() {
    try {
      return new WebhookReceiver();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
