package io.stackdrift.view;

import io.stackdrift.discovery.StackkitLayout;
import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.ConfigCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Health;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.Resource;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import io.stackdrift.report.Times;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * The run as one self-contained HTML page (contract §12), for the operator who opens it at 3 a.m.:
 * the overall status first (big, in colour and as a word), the counts, when, which workspace and
 * what to reconcile; then a table of the stacks, the container findings per Compose project, the
 * status history as an inline SVG picture ({@link HistoryChart}) when a state directory is known, and
 * last, as the longest part, each stack's detail, resources and ignored changes (in {@code <details>},
 * which open without script, linked from the table).
 * The page loads nothing: inline CSS and SVG only, no script, and a Content-Security-Policy that
 * forbids anything else. Every text from the report or the history goes through {@link HtmlText}. The
 * markup is also well-formed XML, so a test (or a tool) can read the page with an XML parser.
 */
public final class HtmlView implements ReportView {
  /** Only inline styles and data: images; with no default source, nothing else loads or runs. */
  static final String CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
  private static final int SPILL_AT = 64 * 1024;

  public HtmlView() {}

  @Override
  public boolean usesHistory() {
    return true;
  }

  @Override
  public String render(RunOutcome run) {
    StringWriter page = new StringWriter(8192);
    try {
      write(run, page);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return page.toString();
  }

  /** The page written as it is made: at 100,000 stacks it is about 150 MB, never one string. */
  @Override
  public void write(RunOutcome run, Writer page) throws IOException {
    DriftReport report = run.report();
    StringBuilder out = new StringBuilder(SPILL_AT + 4096);
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        .append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(CONTENT_SECURITY_POLICY)
        .append("\"/>\n<meta name=\"referrer\" content=\"no-referrer\"/>\n<title>stackdrift: ")
        .append(overallWord(report)).append(" \u00B7 ").append(HtmlText.line(report.stackId()))
        .append("</title>\n<style>\n").append(HtmlStyle.CSS).append("</style>\n</head>\n<body>\n");
    header(run, out);
    out.append("<main>\n");
    StackNames names = StackNames.of(report);
    stackTable(report, names, out, page);
    containers(report, names, out);
    history(run, out);
    stackDetails(report.stacks(), names, out, page);
    out.append("</main>\n");
    footer(report, out);
    page.append(out.append("</body>\n</html>\n"));
  }

  /** Hands what is made so far to the page once there is enough of it to be worth a write. */
  private static void spill(StringBuilder out, Writer page) throws IOException {
    if (out.length() >= SPILL_AT) {
      page.append(out);
      out.setLength(0);
    }
  }

  private static void header(RunOutcome run, StringBuilder out) {
    DriftReport report = run.report();
    out.append("<header class=\"overall ").append(StatusMark.cssClass(overallWord(report)))
        .append("\">\n<p class=\"status\" id=\"status\">").append(StatusMark.headline(report.status()))
        .append("</p>\n<p class=\"counts\">").append(ReportText.counts(report, HtmlText::line)).append("</p>\n");
    if (ReportText.nothingSelected(report)) {
      String filters = run.selection() == null || run.selection().isEmpty() ? "" : " (" + run.selection() + ")";
      out.append("<p>No stack selected").append(HtmlText.line(filters)).append(": no stack was checked.</p>\n");
    }
    out.append("<dl>\n");
    term(out, "Detected", when(report.detectedAt())
        + run.duration().map(d -> ", the run took " + HumanView.duration(d.toMillis())).orElse(""));
    term(out, "Workspace", report.stackId());
    revision(report, out);
    List<String> targets = report.reconcileTargets();
    if (targets != null) {
      term(out, "Reconcile", targets.isEmpty() ? "nothing to reconcile" : String.join(", ", targets));
    }
    int ignored = ReportText.ignoredCount(report);
    if (ignored > 0) {
      term(out, "Ignored", ReportText.plural(ignored, "planned change") + " taken out by [[ignore]] rules");
    }
    if (report.runId() != null) {
      term(out, "Run", report.runId());
    }
    if (report.health() != null) {
      term(out, "Health", report.health().json() + " (apart from drift: the check blocks and conditions the plans "
          + "evaluated, and container health)");
    }
    out.append("</dl>\n</header>\n");
  }

  /** The revision judged (contract §14): short revision with its dirty mark, branch and remote. */
  private static void revision(DriftReport report, StringBuilder out) {
    DriftReport.Source source = report.source();
    if (source == null) {
      return;
    }
    term(out, "Revision", source.label() + (source.branch() == null ? "" : " on " + source.branch())
        + (source.remote() == null ? "" : " (" + source.remote() + ")")
        + (source.dirty() ? ", the work tree had uncommitted changes" : ""));
  }

  private static void term(StringBuilder out, String name, String value) {
    out.append("<dt>").append(name).append("</dt><dd>").append(HtmlText.line(value)).append("</dd>\n");
  }

  private static void stackTable(DriftReport report, StackNames names, StringBuilder out, Writer page)
      throws IOException {
    out.append("<section id=\"stacks\">\n<h2>Stacks</h2>\n");
    if (report.stacks().isEmpty()) {
      out.append("<p>No stack was checked.</p>\n</section>\n");
      return;
    }
    boolean stackkit = StackkitLayout.of(report.stacks().stream().map(StackEntry::runtimeRoot).toList());
    out.append("<div class=\"wide\">\n<table class=\"cards stacks\">\n<thead><tr><th>Status</th><th>Stack</th>")
        .append(stackkit ? "<th>Module</th><th>Role</th>" : "").append("<th>Cause</th><th>Summary</th><th>Duration</th><th>Detail</th></tr></thead>\n<tbody>\n");
    List<StackEntry> stacks = report.stacks();
    for (int i = 0; i < stacks.size(); i++) {
      StackEntry e = stacks.get(i);
      String label = HtmlText.line(names.label(e.stackId()));
      String linked = hasDetails(e) ? "<a href=\"#" + anchor(i) + "\">" + label + "</a>" : label;
      out.append("<tr>");
      cell(out, "Status", badge(e.status()) + healthTag(e) + generatedCodeTag(e));
      cell(out, "Stack", "<span class=\"id\">" + linked + "</span>" + secondId(names, e));
      if (stackkit) { // a plain Terramate repository has no module or role (contract §7, amended)
        cell(out, "Module", HtmlText.line(e.moduleRef()));
        cell(out, "Role", HtmlText.line(e.role()));
      }
      cell(out, "Cause", HtmlText.line(HumanView.cause(e)) + (e.markedPerpetual() ? "<span class=\"tag\">perpetual"
          + "</span>" : ""));
      out.append("<td class=\"num\" data-label=\"Summary\">").append(HumanView.summary(e)).append("</td>")
          .append("<td class=\"num\" data-label=\"Duration\">").append(HumanView.duration(e.durationMs()))
          .append("</td>");
      cell(out, "Detail", detail(e));
      out.append("</tr>\n");
      spill(out, page);
    }
    out.append("</tbody>\n</table>\n</div>\n</section>\n");
  }

  /**
   * What the status does not say: a drifted stack's detail only repeats it, so what a {@code config}
   * cause says (contract §14) and its ignored changes instead.
   */
  private static String detail(StackEntry e) {
    if (e.status() != StackStatus.DRIFTED) {
      return HtmlText.line(ReportText.firstLine(e.detail()));
    }
    List<String> parts = new ArrayList<>();
    ConfigCause.commit(e).ifPresent(why -> parts.add(HtmlText.line(why)));
    if (e.ignored() != null && !e.ignored().isEmpty()) {
      parts.add(ReportText.plural(e.ignored().size(), "ignored change"));
    }
    return String.join("; ", parts);
  }

  /** The id below the path, where it says something the path does not. */
  private static String secondId(StackNames names, StackEntry e) {
    String id = names.secondId(e.stackId());
    return id.isEmpty() ? "" : " <span class=\"id note\">" + HtmlText.line(id) + "</span>";
  }

  private static void cell(StringBuilder out, String label, String html) {
    out.append("<td data-label=\"").append(label).append("\">").append(html).append("</td>");
  }

  /** Per stack with something to show: its place, detail, resources and ignored changes. */
  private static void stackDetails(List<StackEntry> stacks, StackNames names, StringBuilder out, Writer page)
      throws IOException {
    if (stacks.stream().noneMatch(HtmlView::hasDetails)) {
      return;
    }
    out.append("<section id=\"details\">\n<h2>Stack details</h2>\n");
    for (int i = 0; i < stacks.size(); i++) {
      StackEntry e = stacks.get(i);
      if (!hasDetails(e)) {
        continue;
      }
      boolean open = e.status() == StackStatus.DRIFTED || e.status() == StackStatus.FAILED;
      out.append("<details id=\"").append(anchor(i)).append('"').append(open ? " open=\"open\"" : "").append("><summary>")
          .append(badge(e.status())).append(" <span class=\"id\">").append(HtmlText.line(names.label(e.stackId())))
          .append("</span> ").append(HumanView.summary(e)).append("</summary>\n<dl>\n");
      if (!names.secondId(e.stackId()).isEmpty()) {
        term(out, "Id", e.stackId());
      }
      if (StackkitLayout.holds(e.runtimeRoot())) {
        term(out, "Module", e.moduleRef() + " (" + e.role() + ")");
        term(out, "Site, node", e.siteRef() + ", " + e.nodeRef());
      }
      if (e.since() != null) {
        term(out, "Since", when(e.since()));
      }
      out.append("</dl>\n");
      if (e.detail() != null && !e.detail().isBlank()) {
        out.append("<pre>").append(HtmlText.lines(e.detail().strip())).append("</pre>\n");
      }
      generatedFiles(e, out);
      checks(e, out);
      resources(e.resources(), out);
      attributes(e.resources(), out);
      ignored(e.ignored(), out);
      out.append("</details>\n");
      spill(out, page);
    }
    out.append("</section>\n");
  }

  private static void resources(List<Resource> resources, StringBuilder out) {
    if (resources == null || resources.isEmpty()) {
      return;
    }
    out.append("<h3>Resources</h3>\n<table>\n<thead><tr><th>Address</th><th>Action</th><th>Cause</th></tr></thead>")
        .append("\n<tbody>\n");
    for (Resource r : resources) {
      out.append("<tr><td class=\"id\">").append(HtmlText.line(r.address())).append("</td><td>")
          .append(HtmlText.line(r.action())).append("</td><td>").append(r.drift() ? "external" : "config")
          .append("</td></tr>\n");
    }
    out.append("</tbody>\n</table>\n");
  }

  /** What changed, attribute by attribute (contract §4b), folded apart from the resources. */
  private static void attributes(List<Resource> resources, StringBuilder out) {
    if (resources == null || resources.stream().allMatch(r -> r.attributes() == null || r.attributes().isEmpty())) {
      return;
    }
    int count = resources.stream().mapToInt(Resource::attributeCount).sum();
    out.append("<details class=\"attributes\"><summary>").append(ReportText.plural(count, "attribute change"))
        .append("</summary>\n<table>\n<thead><tr><th>Address</th><th>Attribute</th><th>Before</th><th>After</th>")
        .append("<th>Cause</th></tr></thead>\n<tbody>\n");
    for (Resource r : resources) {
      if (r.attributes() == null) {
        continue;
      }
      for (AttributeChange a : r.attributes()) {
        out.append("<tr><td class=\"id\">").append(HtmlText.line(r.address())).append("</td><td class=\"id\">")
            .append(HtmlText.line(a.path())).append("</td><td><code>").append(HtmlText.line(a.shownBefore()))
            .append("</code></td><td><code>").append(HtmlText.line(a.shownAfter())).append("</code></td><td>")
            .append(AttributeLines.cause(a)).append("</td></tr>\n");
      }
      if (r.attributeCount() > r.attributes().size()) {
        out.append("<tr><td class=\"id\">").append(HtmlText.line(r.address())).append("</td><td colspan=\"4\">… ")
            .append(r.attributeCount() - r.attributes().size()).append(" more, not kept in the report</td></tr>\n");
      }
    }
    out.append("</tbody>\n</table>\n</details>\n");
  }

  private static void ignored(List<IgnoredChange> ignored, StringBuilder out) {
    if (ignored == null || ignored.isEmpty()) {
      return;
    }
    out.append("<h3>Ignored changes</h3>\n<table>\n<thead><tr><th>Address</th><th>Action</th><th>Reason</th></tr>")
        .append("</thead>\n<tbody>\n");
    for (IgnoredChange c : ignored) {
      out.append("<tr><td class=\"id\">").append(HtmlText.line(c.address())).append("</td><td>")
          .append(HtmlText.line(c.action())).append("</td><td>").append(HtmlText.line(c.reason()))
          .append("</td></tr>\n");
    }
    out.append("</tbody>\n</table>\n");
  }

  private static void containers(DriftReport report, StackNames names, StringBuilder out) {
    DriftReport.Runtime runtime = report.runtime();
    if (runtime == null || runtime.status() == null || runtime.status().equals("none")) {
      return;
    }
    out.append("<section id=\"containers\">\n<h2>Containers</h2>\n<p>Compose projects ")
        .append(HtmlText.line(runtime.projectRef())).append(": ").append(HtmlText.line(runtime.status()))
        .append("</p>\n");
    ReportText.engineError(report).ifPresent(error -> out.append("<pre>").append(HtmlText.lines(error.strip()))
        .append("</pre>\n"));
    ReportText.byProject(report.nativeFindings()).forEach((project, findings) -> {
      out.append("<h3>Compose project ").append(HtmlText.line(project))
          .append(HtmlText.line(ReportText.owner(names.label(findings.get(0).stack()))))
          .append("</h3>\n<table class=\"cards\">\n")
          .append("<thead><tr><th>Finding</th><th>Service</th><th>Container</th><th>Detail</th></tr></thead>\n")
          .append("<tbody>\n");
      for (DriftReport.NativeFinding f : findings) {
        out.append("<tr>");
        cell(out, "Finding", HtmlText.line(f.finding()));
        cell(out, "Service", HtmlText.line(f.service()));
        cell(out, "Container", HtmlText.line(FindingText.container(f)));
        cell(out, "Detail", HtmlText.line(FindingText.detail(f)));
        out.append("</tr>\n");
      }
      out.append("</tbody>\n</table>\n");
    });
    out.append("</section>\n");
  }

  private static void history(RunOutcome run, StringBuilder out) {
    out.append("<section id=\"history\">\n<h2>Status history</h2>\n");
    if (run.history().isEmpty()) {
      out.append("<p class=\"note\">No state directory was given, so there is no history to draw (detect draws it "
          + "from its state directory; report show from --state-dir DIR).</p>\n");
    } else {
      out.append(HistoryChart.render(run.history().get(), run.report()));
    }
    out.append("</section>\n");
  }

  private static void footer(DriftReport report, StringBuilder out) {
    out.append("<footer>");
    DriftReport.Tool tool = report.tool();
    if (tool != null && tool.name() != null) {
      out.append("Written by ").append(HtmlText.line(tool.name() + " " + tool.version()))
          .append(tool.tofuVersion() == null ? "" : " with " + HtmlText.line(tool.tofuVersion())).append(". ");
    }
    out.append(HtmlText.line(report.schemaVersion())).append(", plan hash <code>")
        .append(HtmlText.line(report.planHash())).append("</code></footer>\n");
  }

  private static boolean hasDetails(StackEntry e) {
    return (e.detail() != null && !e.detail().isBlank()) || (e.resources() != null && !e.resources().isEmpty())
        || (e.ignored() != null && !e.ignored().isEmpty()) || !e.checksOrNone().isEmpty()
        || GeneratedCodeText.outdated(e);
  }

  /** A stack whose generated code is outdated, planned or not, is tagged beside its status (contract §15). */
  private static String generatedCodeTag(StackEntry e) {
    return GeneratedCodeText.outdated(e) ? "<span class=\"tag generated\">" + GeneratedCodeText.OUTDATED + "</span>"
        : "";
  }

  /** The outdated files and what {@code terramate generate} would do to each. */
  private static void generatedFiles(StackEntry e, StringBuilder out) {
    if (!GeneratedCodeText.outdated(e)) {
      return;
    }
    out.append("<h3>Generated code outdated</h3>\n<p>").append(HtmlText.line(GeneratedCodeText.consequence(e)))
        .append("</p>\n<ul class=\"generated\">");
    e.generatedCode().files().forEach(f -> out.append("<li><code>").append(HtmlText.line(f.name())).append("</code> ")
        .append(HtmlText.line(f.change())).append("</li>"));
    out.append("</ul>\n");
  }

  /** A degraded stack's tag beside its status badge: health is apart from sync (contract §16). */
  private static String healthTag(StackEntry e) {
    String mark = HealthText.mark(e);
    return mark.isEmpty() ? "" : "<span class=\"tag health-" + (e.health() == Health.DEGRADED
        ? "degraded" : "unknown") + "\">\u26A0 " + HtmlText.line(mark) + "</span>";
  }

  /** The checks and conditions that did not pass. */
  private static void checks(StackEntry e, StringBuilder out) {
    if (e.checksOrNone().isEmpty()) {
      return;
    }
    out.append("<h3>Health: ").append(HtmlText.line(e.healthOrUnknown().json())).append("</h3>\n<ul class=\"checks\">");
    e.checksOrNone().forEach(c -> out.append("<li><code>").append(HtmlText.line(c.address())).append("</code> ")
        .append(HtmlText.line(c.status().json())).append(c.message().isEmpty() ? "" : ": ")
        .append(HtmlText.line(c.message())).append("</li>"));
    out.append("</ul>\n");
  }

  /** Anchors by position: an id from the report could hold anything, a position cannot. */
  private static String anchor(int index) {
    return "stack-" + (index + 1);
  }

  private static String badge(StackStatus status) {
    String word = status == null ? "unknown" : status.json();
    return "<span class=\"badge " + StatusMark.cssClass(word) + "\">" + word + "</span>";
  }

  private static String overallWord(DriftReport report) {
    return report.status() == null ? "unknown" : report.status().json();
  }

  /** A time from the report, readable; as it stands when it is not a time. */
  private static String when(String iso) {
    return Times.parse(iso).map(HistoryChart::when).orElse(iso == null ? "" : iso);
  }
}
