package io.stackdrift.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.events.EventSink;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A stopped engine (DOCKER_HOST pointing at no daemon) makes the container check unavailable. */
class NativeUnavailableTest {

  @Test
  void aBrokenComposeFileMakesTheCheckUnavailableNotTheRunLost(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("app", "app", List.of(), null);
    Files.writeString(ws.dir("app").resolve("compose.yaml"),
        "services:\n  web:\n    image: busybox\n    deploy:\n      replicas: ${STACKDRIFT_TEST_UNSET_REPLICAS}\n");
    Workspace workspace = WorkspaceLoader.load(tmp);
    DriftReport report = new Detector(workspace, DetectSettings.configured(), System.getenv(), DetectListener.NONE,
        EventSink.NONE).run(workspace.stacks(), new Cancellation());
    assertEquals(OverallStatus.UNKNOWN, report.status());
    assertEquals("unavailable", report.runtime().status());
    assertEquals(1, report.stacks().size(), "the stacks are still reported");
  }

  @Test
  void stoppedEngineIsUnavailableNeverClean(@TempDir Path tmp) throws Exception {
    new TofuWorkspace(tmp);
    Files.writeString(tmp.resolve("compose.yaml"), "services:\n  web:\n    image: busybox\n");
    Files.writeString(tmp.resolve("stackdrift.toml"), "[[compose]]\nproject = \"p\"\nfile = \"compose.yaml\"\n");
    Workspace ws = WorkspaceLoader.load(tmp);
    Map<String, String> env = new HashMap<>(System.getenv());
    env.put("DOCKER_HOST", "unix://" + tmp.resolve("no-daemon.sock"));
    DriftReport report = new Detector(ws, DetectSettings.configured(), env, DetectListener.NONE, EventSink.NONE)
        .run(List.of(), new Cancellation());
    assertEquals(OverallStatus.UNKNOWN, report.status());
    assertEquals("unavailable", report.runtime().status());
    DriftReport.Subject subject = report.subjects().get(0);
    assertEquals("unavailable", subject.status());
    assertTrue(subject.detail() != null && !subject.detail().isBlank(), subject.toString());
    assertEquals(List.of(), report.reconcileTargets());
  }
}
