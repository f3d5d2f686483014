package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** detect's files (report, metrics textfile, JUnit) and report show on the saved report. */
class OutputFilesIT {

  @Test
  void detectWritesEveryFileAndReportShowRendersTheSavedReport(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path root = ws.root();
    ws.stack("a", "a", List.of("module/base"), dataResource("v1"));
    ws.stack("b", "b", List.of(), dataResource("v1"));
    ws.apply("a");
    Path report = tmp.resolve("report.json");
    Path metrics = tmp.resolve("stackdrift.prom");
    Path junit = tmp.resolve("junit.xml");
    CliRun run = CliRun.of("detect", "-C", root.toString(), "--no-native", "--state-dir", tmp.resolve("s").toString(),
        "-o", report.toString(), "--metrics-textfile", metrics.toString(), "--junit", junit.toString());
    assertEquals(0, run.code(), run.err());

    for (Path f : List.of(report, metrics, junit)) {
      assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)), f.toString());
    }
    String prom = Files.readString(metrics);
    assertTrue(prom.contains("stackdrift_stack_status{stack_id=\"b\",stack_path=\"b\",module_ref=\"b\",role=\"workload\""),
        prom);
    assertTrue(prom.contains("stackdrift_overall_status{status=\"drifted\"} 1"), prom);
    assertTrue(prom.lines().anyMatch(l -> l.startsWith("stackdrift_run_duration_seconds ")), prom);

    Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
    assertEquals(2, xml.getElementsByTagName("testcase").getLength());
    assertEquals("1", xml.getDocumentElement().getAttribute("failures"));

    CliRun json = CliRun.of("report", "show", report.toString(), "--format", "json");
    assertEquals(0, json.code(), json.err());
    ObjectMapper mapper = new ObjectMapper();
    assertEquals(mapper.readTree(report.toFile()), mapper.readTree(json.out()), "the report survives a round trip");

    CliRun table = CliRun.of("report", "show", report.toString(), "--no-color");
    assertTrue(table.out().contains("Overall: drifted (2 stacks: 1 converged, 1 drifted)"), table.out());
    CliRun markdown = CliRun.of("report", "show", report.toString(), "--format", "markdown");
    assertTrue(markdown.out().contains("| drifted | b |"), markdown.out());
    CliRun junitOut = CliRun.of("report", "show", report.toString(), "--format", "junit");
    assertTrue(junitOut.out().contains("<testsuite"), junitOut.out());

    Files.writeString(tmp.resolve("bad.json"), "{\"schemaVersion\": \"other\", \"stacks\": []}");
    CliRun bad = CliRun.of("report", "show", tmp.resolve("bad.json").toString());
    assertEquals(1, bad.code());
    assertTrue(bad.err().contains("is not a stackkit.drift-report/v1 report"), bad.err());
  }
}
