package io.stackdrift.cli;

import io.stackdrift.config.Config;
import io.stackdrift.view.ReportFormat;
import io.stackdrift.view.ReportView;
import io.stackdrift.view.ViewStyle;
import picocli.CommandLine.Option;

/**
 * What stdout shows ({@code --json}, {@code --format}) and how ({@code --no-color}): one mixin for
 * every command that renders a report, so the choice reads and behaves the same in each.
 */
final class StdoutViewOptions {
  @Option(names = "--json", description = "Print the JSON report to stdout (the same as --format json).")
  boolean json;

  @Option(names = "--format", paramLabel = "FORMAT", converter = FormatConverter.class,
      completionCandidates = FormatConverter.Names.class,
      description = "What stdout shows, one of ${COMPLETION-CANDIDATES}; table (the human output) when not given.")
  ReportFormat format;

  @Option(names = "--no-color", description = "No colours in the human output (also NO_COLOR).")
  boolean noColor;

  @Option(names = "--details", arity = "0..1", paramLabel = "WHAT", fallbackValue = "all",
      description = {"What a drifted stack says of its attributes: 'all' (the default of a bare --details: "
          + "every attribute change, also those made outside OpenTofu that need no change; on a terminal "
          + "the table otherwise shows the first 5 per stack), 'attributes' (detect.details' default: each "
          + "plan is saved privately and shown as JSON), or 'addresses' (no plan is saved: resources by "
          + "address only)."})
  String details;

  /** --details' mode for a detect run: null when not given (detect.details decides). */
  Config.DetailsMode detailsMode() {
    if (details == null) {
      return null;
    }
    return switch (details) {
      case "all", "attributes" -> Config.DetailsMode.ATTRIBUTES;
      case "addresses" -> Config.DetailsMode.ADDRESSES;
      default -> throw ExitException.usage("--details is '" + details + "'; use all, attributes or addresses");
    };
  }

  /** Every attribute change of every stack ({@code --details} or {@code --details=all}). */
  boolean allDetails() {
    return "all".equals(details);
  }

  /** A usage error when --json and --format name different formats. */
  void check() {
    if (json && format != null && format != ReportFormat.JSON) {
      throw ExitException.usage("--json and --format " + format.id() + " both choose what stdout shows; use one");
    }
  }

  /** Whether --format asks for stdout beyond what --json already does (for the one-use-of-stdout check). */
  boolean formatGiven() {
    return format != null && !json;
  }

  ReportFormat format() {
    return json ? ReportFormat.JSON : format == null ? ReportFormat.TABLE : format;
  }

  boolean color() {
    return Terminal.colorAllowed(noColor);
  }

  /** The chosen view, fitted to the terminal stdout is on (width 0 when it is not one). */
  ReportView view(boolean strictV1) {
    detailsMode(); // a usage error before any work
    return format().view(new ViewStyle(color(), Terminal.width(), strictV1, allDetails()));
  }
}
