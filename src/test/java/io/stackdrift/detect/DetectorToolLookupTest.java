package io.stackdrift.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.events.EventSink;
import io.stackdrift.process.Cancellation;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackStatus;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DetectorToolLookupTest {

  @Test
  void noToolOnPathNamesWhatWasLookedFor(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = new TofuWorkspace(tmp);
    ws.stack("a", "a", List.of(), TofuWorkspace.dataResource("v1"));
    Workspace workspace = WorkspaceLoader.load(tmp);
    Map<String, String> env = Map.of("PATH", tmp.resolve("empty-bin").toString());
    DriftReport report = new Detector(workspace, DetectSettings.configured(), env, DetectListener.NONE,
        EventSink.NONE).run(workspace.stacks(), new Cancellation());
    assertEquals(StackStatus.FAILED, report.stacks().get(0).status());
    assertTrue(report.stacks().get(0).detail().contains("looked for tofu and terraform on PATH"),
        report.stacks().get(0).detail());
  }
}
