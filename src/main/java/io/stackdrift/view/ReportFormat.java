package io.stackdrift.view;

import java.util.Arrays;
import java.util.Locale;

/**
 * Every format a run's report can be written in: the one registry behind {@code detect --format},
 * the file outputs of {@code detect} and {@code watch}, and {@code report show --format}. A new
 * output is a {@link ReportView} plus one constant here.
 */
public enum ReportFormat {
  /** The table for a person, as detect prints it on a terminal. */
  TABLE,
  /** Markdown, for a pull-request comment or an issue. */
  MARKDOWN,
  /** The stackkit.drift-report/v1 JSON report. */
  JSON,
  /** JUnit XML, one test case per stack, for CI test views. */
  JUNIT,
  /** Prometheus text exposition, for node_exporter's textfile collector. */
  PROMETHEUS,
  /** One self-contained HTML page, with the status history when a state directory is known. */
  HTML;

  public ReportView view(ViewStyle style) {
    return switch (this) {
      case TABLE -> new HumanView(style);
      case MARKDOWN -> new MarkdownView();
      case JSON -> new JsonView(style.strictV1());
      case JUNIT -> new JUnitView();
      case PROMETHEUS -> new PrometheusView();
      case HTML -> new HtmlView();
    };
  }

  /** The name on the command line. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The format named {@code id}, or null. */
  public static ReportFormat of(String id) {
    return Arrays.stream(values()).filter(f -> f.id().equals(id)).findFirst().orElse(null);
  }
}
