package io.stackdrift.view;

import io.stackdrift.discovery.StackkitLayout;
import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.ConfigCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The report as GitHub-flavoured Markdown for a pull-request comment: the overall status, a table of
 * the stacks, what went wrong with failed and pending stacks, the container findings per Compose
 * project, and the reconcile targets.
 */
public final class MarkdownView implements ReportView {
  /** Characters with an inline meaning in a table cell; any ASCII punctuation may be escaped. */
  private static final String INLINE_SPECIALS = "\\`*_[]<>|~&";

  public MarkdownView() {}

  @Override
  public String render(RunOutcome run) {
    return render(run.report());
  }

  public String render(DriftReport report) {
    Objects.requireNonNull(report, "report");
    StringBuilder out = new StringBuilder();
    out.append("## stackdrift: ").append(report.status() == null ? "unknown" : report.status().json())
        .append("\n\n").append(ReportText.counts(report, MarkdownView::inline)).append('\n');
    revision(report, out);
    StackNames names = StackNames.of(report);
    stackTable(report.stacks(), names, out);
    attributeSections(report.stacks(), names, out);
    stackDetails(report.stacks(), names, out);
    generatedCodeSection(report.stacks(), names, out);
    containerSections(report, names, out);
    healthSection(report, names, out);
    List<String> targets = report.reconcileTargets();
    if (targets != null && !targets.isEmpty()) {
      out.append("\n### Reconcile targets\n\n");
      targets.forEach(t -> out.append("- ").append(inline(names.labelWithId(t))).append('\n'));
    }
    return out.toString();
  }

  /** The revision judged (contract §14): short revision, dirty mark and branch; nothing outside git. */
  private static void revision(DriftReport report, StringBuilder out) {
    DriftReport.Source source = report.source();
    if (source == null) {
      return;
    }
    out.append("\nRevision `").append(code(source.label())).append('`');
    if (source.branch() != null) {
      out.append(" on ").append(inline(source.branch()));
    }
    out.append(source.dirty() ? " (the work tree had uncommitted changes)\n" : "\n");
  }

  /** Stack is the path (and name), Id the id when it is not the path (contract §7). */
  private static void stackTable(List<StackEntry> stacks, StackNames names, StringBuilder out) {
    if (stacks.isEmpty()) {
      return;
    }
    // a plain Terramate repository has no module or role (contract §7, amended)
    boolean stackkit = StackkitLayout.of(stacks.stream().map(StackEntry::runtimeRoot).toList());
    out.append(stackkit ? "\n| Status | Stack | Id | Module | Role | Summary | Cause | Duration |\n"
        : "\n| Status | Stack | Id | Summary | Cause | Duration |\n");
    out.append(stackkit ? "|---|---|---|---|---|---|---|---|\n" : "|---|---|---|---|---|---|\n");
    for (StackEntry e : stacks) {
      String id = names.secondId(e.stackId());
      List<String> cells = new ArrayList<>(List.of((e.status() == null ? "" : e.status().json()) + healthMark(e),
          inline(names.label(e.stackId())), id.isEmpty() ? "" : "`" + code(id) + "`", inline(e.moduleRef()),
          inline(e.role()), HumanView.summary(e), HumanView.cause(e) + causeWhy(e)
              + (e.markedPerpetual() ? " (perpetual)" : "")
              + (e.markedStalled() && !e.markedPerpetual() ? " (stalled)" : ""),
          HumanView.duration(e.durationMs())));
      if (!stackkit) {
        cells.subList(3, 5).clear();
      }
      row(out, cells.toArray(String[]::new));
    }
    ignoredChanges(stacks, names, out);
  }

  /** What a {@code config} cause says (contract §14): {@code : code changed in 3f2a1bc, …}. */
  private static String causeWhy(StackEntry e) {
    return e.status() == StackStatus.DRIFTED ? ConfigCause.commit(e).map(why -> ": " + inline(why)).orElse("") : "";
  }

  /** A degraded stack's mark beside its status: health is not sync (contract §16). */
  private static String healthMark(StackEntry e) {
    String mark = HealthText.mark(e);
    return mark.isEmpty() ? "" : " \u26A0 " + mark;
  }

  /** The checks that did not pass, per degraded stack. */
  private static void healthSection(DriftReport report, StackNames names, StringBuilder out) {
    List<String> lines = HealthText.lines(report, names, MarkdownView::inline);
    if (lines.isEmpty()) {
      return;
    }
    out.append("\n### Health: degraded\n\n");
    lines.forEach(l -> out.append("- ").append(l.substring("Degraded: ".length())).append('\n'));
  }

  /** What [[ignore]] rules took out, per stack, with each rule's reason. */
  private static void ignoredChanges(List<StackEntry> stacks, StackNames names, StringBuilder out) {
    List<StackEntry> withIgnored = stacks.stream().filter(e -> e.ignored() != null && !e.ignored().isEmpty())
        .toList();
    if (withIgnored.isEmpty()) {
      return;
    }
    out.append("\n### Ignored changes\n\n");
    for (StackEntry e : withIgnored) {
      for (IgnoredChange c : e.ignored()) {
        out.append("- ").append(inline(names.label(e.stackId()))).append(": ").append(inline(c.address())).append(' ')
            .append(inline(c.action())).append(" (").append(inline(c.reason())).append(")\n");
      }
    }
  }

  /** Per drifted stack with attributes, a folded table of what changed (contract §4b). */
  private static void attributeSections(List<StackEntry> stacks, StackNames names, StringBuilder out) {
    List<StackEntry> changed = stacks.stream().filter(e -> e.status() == StackStatus.DRIFTED && e.resources() != null
        && e.resources().stream().anyMatch(r -> r.attributes() != null)).toList();
    if (changed.isEmpty()) {
      return;
    }
    out.append("\n### What changed\n");
    for (StackEntry e : changed) {
      out.append("\n<details><summary>").append(inline(names.label(e.stackId()))).append(": ")
          .append(ReportText.plural(attributeCount(e), "attribute change")).append("</summary>\n\n")
          .append("| Address | Attribute | Before | After | Cause |\n|---|---|---|---|---|\n");
      for (Resource r : e.resources()) {
        if (r.attributes() == null) {
          continue;
        }
        if (r.attributes().isEmpty()) {
          row(out, inline(r.address()), "", "", "", inline(r.action()));
        }
        for (AttributeChange a : r.attributes()) {
          row(out, inline(r.address()), inline(a.path()), inline(a.shownBefore()), inline(a.shownAfter()),
              AttributeLines.cause(a));
        }
        if (r.attributeCount() > r.attributes().size()) {
          row(out, inline(r.address()), inline("… " + (r.attributeCount() - r.attributes().size()) + " more"), "", "",
              "");
        }
      }
      out.append("\n</details>\n");
    }
  }

  private static int attributeCount(StackEntry e) {
    return e.resources().stream().mapToInt(Resource::attributeCount).sum();
  }

  /** A failed stack's error and a pending stack's reason, whole, in a code block. */
  private static void stackDetails(List<StackEntry> stacks, StackNames names, StringBuilder out) {
    List<StackEntry> troubled = stacks.stream()
        .filter(e -> e.status() == StackStatus.FAILED || e.status() == StackStatus.PENDING_ROOT).toList();
    if (troubled.isEmpty()) {
      return;
    }
    out.append("\n### Failed and pending stacks\n");
    for (StackEntry e : troubled) {
      out.append("\n**").append(inline(names.labelWithId(e.stackId()))).append("** (").append(e.status().json())
          .append(")\n\n");
      if (e.detail() == null || e.detail().isBlank()) {
        out.append("No detail.\n");
      } else {
        codeBlock(e.detail(), out);
      }
    }
  }

  /** Each stack whose generated code is outdated, with its files, planned or not (contract §15). */
  private static void generatedCodeSection(List<StackEntry> stacks, StackNames names, StringBuilder out) {
    List<StackEntry> outdated = stacks.stream().filter(GeneratedCodeText::outdated).toList();
    if (outdated.isEmpty()) {
      return;
    }
    out.append("\n### Generated code outdated\n\n");
    for (StackEntry e : outdated) {
      out.append("- ").append(inline(names.label(e.stackId()))).append(": ").append(inline(e.generatedCode().listed()))
          .append(" (").append(GeneratedCodeText.consequence(e)).append(")\n");
    }
  }

  private static void containerSections(DriftReport report, StackNames names, StringBuilder out) {
    DriftReport.Runtime runtime = report.runtime();
    if (runtime != null && "unavailable".equals(runtime.status())) {
      out.append("\n### Containers unavailable\n\n");
      codeBlock(ReportText.engineError(report).orElse("The container engine could not be reached."), out);
    }
    ReportText.byProject(report.nativeFindings()).forEach((project, findings) -> {
      out.append("\n### Compose project ").append(inline(project))
          .append(inline(ReportText.owner(names.label(findings.get(0).stack()))))
          .append("\n\n| Finding | Service | Container | Detail |\n|---|---|---|---|\n");
      for (DriftReport.NativeFinding f : findings) {
        row(out, inline(f.finding()), inline(f.service()), inline(FindingText.container(f)),
            inline(FindingText.detail(f)));
      }
    });
  }

  private static void row(StringBuilder out, String... cells) {
    out.append("| ").append(String.join(" | ", cells)).append(" |\n");
  }

  /**
   * Text from the report as literal inline Markdown on one line: a pipe would end the table cell,
   * and a line break the row; control characters are shown escaped ({@link TerminalText}).
   */
  static String inline(String text) {
    if (text == null) {
      return "";
    }
    String line = TerminalText.line(text);
    StringBuilder out = new StringBuilder(line.length());
    for (char c : line.toCharArray()) {
      if (INLINE_SPECIALS.indexOf(c) >= 0) {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }

  /**
   * An id inside a code span: ids are {@code [a-zA-Z0-9_-]} (contract §1), but a report read back
   * may hold anything, and a backtick would end the span.
   */
  private static String code(String text) {
    return TerminalText.line(text).replace("`", "'").replace("|", "\\|");
  }

  /** A fence longer than any backtick run inside, so the text cannot close it early. */
  private static void codeBlock(String text, StringBuilder out) {
    String body = TerminalText.lines(text.strip());
    String fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
    out.append(fence).append("text\n").append(body).append('\n').append(fence).append('\n');
  }

  private static int longestBacktickRun(String text) {
    int longest = 0;
    int run = 0;
    for (char c : text.toCharArray()) {
      run = c == '`' ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return longest;
  }
}
