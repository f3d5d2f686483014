package io.stackdrift.tofu;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads the {@code -json} machine-readable UI stream of a plan line by line (contract §4), keeping
 * only summaries, so a plan of any size is read in bounded memory. Unknown message types and fields
 * are ignored; lines that are not JSON feed the text summary fallback.
 */
public final class PlanStream implements Consumer<String> {
  static final int MAX_RESOURCES = 10_000;
  static final int MAX_ERRORS = 20;
  /** Checks kept per plan; far more than any configuration declares. */
  static final int MAX_CHECKS = 1_000;
  /**
   * Built on first use, on the reader thread while the tool runs: a mapper takes about 20 ms to set
   * up, which would otherwise delay the first plan.
   */
  private static final class Mapper {
    static final ObjectMapper JSON = new ObjectMapper();
  }

  /**
   * Messages that carry nothing kept here, one or two per resource: they are passed over without
   * parsing. Quotes inside JSON strings are escaped, so these can only match a "type" member.
   */
  private static final List<String> PASSED_OVER = List.of("\"type\":\"refresh_start\"",
      "\"type\":\"refresh_complete\"", "\"type\":\"apply_", "\"type\":\"provision_");

  /** The facts of a plan that never ran. */
  static final PlanFacts NO_FACTS = new PlanFacts(null, List.of(), false, false, false, List.of(), "", "", false);

  private PlanSummary summary;
  private boolean truncated;
  private final List<ResourceChange> resources = new ArrayList<>();
  private final List<String> errors = new ArrayList<>();
  private final List<PlanCheck> checks = new ArrayList<>();
  private final Deque<String> summaryLines = new ArrayDeque<>();
  private boolean outputsChanged;
  private boolean moves;
  private boolean reads;
  private String toolName = "";
  private String toolVersion = "";

  @Override
  public synchronized void accept(String line) {
    String trimmed = line.strip();
    if (!trimmed.startsWith("{")) {
      keepForTextSummary(trimmed);
      return;
    }
    if (passedOver(trimmed)) {
      return;
    }
    JsonNode msg;
    try {
      msg = Mapper.JSON.readTree(trimmed);
    } catch (IOException e) {
      keepForTextSummary(trimmed);
      return;
    }
    if (msg == null || !msg.isObject()) {
      return;
    }
    keepForTextSummary(msg.path("@message").asText(""));
    switch (msg.path("type").asText("")) {
      case "version" -> version(msg);
      case "change_summary" -> changeSummary(msg.path("changes"));
      case "resource_drift" -> resource(msg.path("change"), true);
      case "planned_change" -> resource(msg.path("change"), false);
      case "diagnostic" -> diagnostic(msg.path("diagnostic"));
      case "outputs" -> outputs(msg.path("outputs"));
      default -> { }
    }
  }

  public synchronized PlanFacts facts() {
    PlanSummary s = summary != null ? summary
        : PlanSummary.parseSummary(String.join("\n", summaryLines)).orElse(null);
    return new PlanFacts(s, List.copyOf(resources), outputsChanged, moves, reads, List.copyOf(errors), toolName,
        toolVersion, summary != null && !truncated, List.copyOf(checks));
  }

  private static boolean passedOver(String line) {
    for (String type : PASSED_OVER) {
      if (line.contains(type)) {
        return true;
      }
    }
    return false;
  }

  private void version(JsonNode msg) {
    for (String name : List.of("tofu", "terraform")) {
      if (msg.hasNonNull(name)) {
        toolName = name;
        toolVersion = msg.get(name).asText();
      }
    }
  }

  /**
   * A count that is not a whole number from 0 to 2^63-1 is no real plan's: the message is passed
   * over (the text summary may still give the counts) rather than wrapped or kept negative.
   */
  private void changeSummary(JsonNode c) {
    if (!c.path("operation").asText("plan").equals("plan")) {
      return;
    }
    String[] names = {"add", "change", "remove", "import", "forget", "action_invocation"};
    long[] counts = new long[names.length];
    for (int i = 0; i < names.length; i++) {
      JsonNode n = c.path(names[i]);
      if (n.isMissingNode()) {
        continue;
      }
      if (!n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() < 0) {
        return;
      }
      counts[i] = n.asLong();
    }
    summary = new PlanSummary(counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]);
  }

  private void resource(JsonNode change, boolean drift) {
    String address = change.path("resource").path("addr").asText("");
    if (address.isEmpty()) {
      return;
    }
    String action = action(change.path("action").asText(""));
    if (!drift && action.equals("move")) {
      moves = true;
    }
    if (!drift && action.equals("read")) {
      reads = true;
    }
    if (resources.size() < MAX_RESOURCES) {
      resources.add(new ResourceChange(address, action, drift, change.path("reason").asText(""),
          change.hasNonNull("previous_resource"), change.hasNonNull("importing")));
    } else {
      truncated = true;
    }
  }

  /** OpenTofu's and Terraform's {@code remove} is a forget (contract §4). */
  private static String action(String action) {
    return action.equals("remove") ? "forget" : action;
  }

  private void diagnostic(JsonNode d) {
    check(d);
    if (d.path("severity").asText().equals("error") && errors.size() < MAX_ERRORS) {
      String text = d.path("summary").asText("").strip();
      String file = d.path("range").path("filename").asText("");
      if (!file.isEmpty()) {
        text += " (" + file + ":" + d.path("range").path("start").path("line").asInt() + ")";
      }
      if (!errors.contains(text)) {
        errors.add(text);
      }
    }
  }

  /** A check block assertion or condition that did not pass (contract §16). */
  private void check(JsonNode d) {
    JsonNode range = d.path("range");
    PlanCheck found = PlanCheck.of(d.path("severity").asText(""), d.path("summary").asText(""),
        d.path("detail").asText(""), d.path("snippet").path("context").asText(""),
        range.path("filename").asText(""), range.path("start").path("line").asInt());
    if (found != null && checks.size() < MAX_CHECKS && !checks.contains(found)) {
      checks.add(found);
    }
  }

  private void outputs(JsonNode outputs) {
    Iterator<JsonNode> values = outputs.elements();
    while (values.hasNext()) {
      String action = values.next().path("action").asText("noop");
      if (!action.equals("noop")) {
        outputsChanged = true;
      }
    }
  }

  private void keepForTextSummary(String text) {
    String line = PlanSummary.stripAnsi(text).strip();
    if (line.startsWith("Plan:") || line.startsWith("No changes.")) {
      summaryLines.addLast(line);
      if (summaryLines.size() > 16) {
        summaryLines.removeFirst();
      }
    }
  }
}
