package io.stackdrift.render;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.discovery.Stack;
import io.stackdrift.render.RenderCaseFile.Case;
import io.stackdrift.render.RenderCaseFile.Entry;
import io.stackdrift.terramate.EvaluationStop;
import io.stackdrift.testing.TerramateSandbox;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs one transcribed Terramate generation case against {@link Generation}, as the Go runner named in
 * each case file's header does, and says how it went: passed, or why not (the first difference).
 */
final class GenerationCaseRunner {
  /** How a case went: null reason when it passed. */
  record Result(String reason) {
    boolean passed() {
      return reason == null;
    }
  }

  private static final Result PASSED = new Result(null);

  /** Terramate's error kinds by the Go names the case files use. */
  private static final Map<String, String> KINDS = Map.ofEntries(
      Map.entry("generate.ErrAssertion", "assertion failed"),
      Map.entry("generate.ErrConflictingConfig", "conflicting config detected"),
      Map.entry("generate.ErrInvalidGenBlockLabel", "invalid generate block label"),
      Map.entry("generate.ErrManualCodeExists", "manually defined code found"),
      Map.entry("genhcl.ErrParsing", "parsing generate_hcl block"),
      Map.entry("genhcl.ErrConditionEval", "evaluating condition attribute"),
      Map.entry("genhcl.ErrInvalidConditionType", "invalid condition type"),
      Map.entry("genhcl.ErrInvalidDynamicIterator", "invalid tm_dynamic.iterator"),
      Map.entry("genhcl.ErrInvalidDynamicLabels", "invalid tm_dynamic.labels"),
      Map.entry("genhcl.ErrDynamicAttrsEval", "evaluating tm_dynamic.attributes"),
      Map.entry("genhcl.ErrDynamicConditionEval", "evaluating tm_dynamic.condition"),
      Map.entry("genhcl.ErrDynamicAttrsConflict", "tm_dynamic.attributes and tm_dynamic.content have conflicting fields"),
      Map.entry("genfile.ErrConditionEval", "evaluating condition"),
      Map.entry("genfile.ErrInvalidConditionType", "invalid condition type"),
      Map.entry("genfile.ErrInvalidContentType", "invalid content type"));
  /** Kinds that wrap an evaluation error: Terramate's errors.Is finds them anywhere in the chain. */
  private static final Set<String> EVALUATION = Set.of("eval.ErrEval", "eval.ErrPartial", "globals.ErrEval",
      "eval.ErrCannotExtendObject", "genhcl.ErrContentEval", "genfile.ErrContentEval", "eval.ErrInterpolation");
  private static final Set<String> EVALUATION_KINDS = Set.of("evaluating content", "eval expression",
      "evaluating condition attribute", "evaluating condition", "evaluating tm_dynamic.attributes",
      "evaluating tm_dynamic.condition", "invalid tm_dynamic.labels");
  /** Kinds of a project that fails to load. */
  private static final Set<String> LOAD = Set.of("hcl.ErrTerramateSchema", "hcl.ErrHCLSyntax", "globals.ErrRedefined",
      "HCL syntax error");
  private static final Set<String> LOAD_KINDS = Set.of("terramate schema error", "parsing generate_hcl block",
      "HCL syntax error");
  private static final Pattern KIND = Pattern.compile("([a-z]+\\.Err[A-Za-z]+|HCL syntax error)");

  private GenerationCaseRunner() {}

  static Result run(Case c, Path root) throws IOException {
    if (c.first("skip").isPresent()) {
      return new Result("left out: " + c.first("skip").get().argument());
    }
    String file = c.goFile();
    if (file.equals("generate/outdated_detection_test.go")) {
      return outdated(c, root);
    }
    if (file.startsWith("generate/genhcl/")) {
      return evaluated(c, root, true);
    }
    if (file.startsWith("generate/genfile/")) {
      return evaluated(c, root, false);
    }
    return c.first("step").isPresent() ? procedural(c, root) : table(c, root);
  }

  // --- laying out

  private static void layOut(Path root, List<Entry> entries) throws IOException {
    if (!Files.exists(root.resolve("root.config.tm"))) {
      TerramateSandbox.build(root, List.of());
    }
    for (Entry e : entries) {
      switch (e.key()) {
        case "layout" -> layout(root, e.argument());
        case "write" -> {
          Path path = host(root, e.argument());
          Files.createDirectories(path.getParent());
          Files.writeString(path, e.text());
        }
        case "append" -> {
          Path path = host(root, e.argument());
          Files.createDirectories(path.getParent());
          Files.writeString(path, "\n" + e.text(), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
        case "delete" -> Files.delete(host(root, e.argument()));
        default -> { }
      }
    }
  }

  private static void layout(Path root, String spec) throws IOException {
    if (spec.startsWith("f:") && spec.split(":", 3).length == 2) {
      spec = spec + ":";
    }
    if (spec.startsWith("l:")) {
      String[] parts = spec.split(":", 3);
      Path link = host(root, parts[2]);
      Files.createDirectories(link.getParent());
      Files.createSymbolicLink(link, host(root, parts[1]));
      return;
    }
    TerramateSandbox.apply(root, spec);
  }

  private static Path host(Path root, String path) {
    String rel = path.replaceFirst("^/+", "");
    return rel.isEmpty() ? root : root.resolve(rel);
  }

  private static Generation load(Path root) throws ConfigurationException {
    Workspace workspace = WorkspaceLoader.load(root);
    return new Generation(root, workspace.stacks(), workspace.terramate(), EvaluationStop.NONE);
  }

  private static List<Stack> stacks(Path root) throws ConfigurationException {
    return WorkspaceLoader.load(root).stacks();
  }

  // --- errors

  /** Whether an error of {@code kind} (null: the project failed to load) is one {@code wanted} names. */
  static boolean matches(String wanted, String kind) {
    Matcher m = KIND.matcher(wanted);
    List<String> names = new ArrayList<>();
    while (m.find()) {
      names.add(m.group(1));
    }
    if (names.isEmpty()) {
      return false;
    }
    for (String name : names) {
      if (LOAD.contains(name) && (kind == null || LOAD_KINDS.contains(kind))) {
        return true;
      }
      if (EVALUATION.contains(name) && kind != null && EVALUATION_KINDS.contains(kind)) {
        return true;
      }
      if (name.equals("genhcl.ErrContentEval") && kind != null && (kind.startsWith("parsing generate_hcl")
          || kind.contains("tm_dynamic"))) {
        return true; // genhcl wraps every error of the content's copy in ErrContentEval
      }
      if (kind != null && kind.equals(KINDS.get(name))) {
        return true;
      }
    }
    return false;
  }

  // --- genhcl and genfile: one stack's blocks

  private static Result evaluated(Case c, Path root, boolean hcl) throws IOException {
    layOut(root, c.entries());
    String wantedError = c.first("error").map(Entry::argument).orElse(null);
    List<BlockEvaluator.Outcome> outcomes;
    try {
      Generation generation = load(root);
      List<Stack> stacks = stacks(root);
      if (stacks.size() != 1) {
        return new Result("the case lays out " + stacks.size() + " stacks, not one");
      }
      outcomes = generation.outcomes(stacks.get(0), hcl, new ArrayList<>());
    } catch (ConfigurationException e) {
      return wantedError != null && matches(wantedError, null) ? PASSED : new Result("load failed: " + e.getMessage());
    } catch (GenerationException e) {
      if (wantedError == null) {
        return new Result("failed: " + e.kind() + ": " + e.getMessage());
      }
      return matches(wantedError, e.kind()) ? PASSED : new Result("wanted " + wantedError + ", got " + e.kind() + ": "
          + e.getMessage());
    }
    if (wantedError != null) {
      return new Result("wanted " + wantedError + ", got no error");
    }
    outcomes = outcomes.stream().filter(o -> o.file() != null).toList();
    List<Entry> results = c.all("result");
    if (results.size() != outcomes.size()) {
      return new Result("wanted " + results.size() + " results, got " + outcomes.size());
    }
    boolean partialEval = c.test().equals("TestPartialEval");
    int index = -1;
    int assertIndex = 0;
    for (Entry e : c.entries()) {
      switch (e.key()) {
        case "result" -> {
          index++;
          assertIndex = 0;
          GeneratedFile file = outcomes.get(index).file();
          String wanted = e.argument();
          String got = file.label() + " condition=" + file.condition();
          if (!partialEval && !wanted.equals(got)) {
            return new Result("result " + index + ": wanted " + wanted + ", got " + got);
          }
        }
        case "body" -> {
          String body = outcomes.get(index).file().body();
          boolean same = hcl ? trim(body).equals(trim(e.text())) : body.equals(e.text());
          if (!same) {
            return new Result("body of " + outcomes.get(index).file().label() + " differs:\n--- wanted\n" + e.text()
                + "\n--- got\n" + body);
          }
        }
        case "assert" -> {
          if (partialEval) {
            continue;
          }
          List<BlockEvaluator.Assertion> asserts = outcomes.get(index).asserts();
          if (assertIndex >= asserts.size()) {
            return new Result("missing assert " + assertIndex);
          }
          BlockEvaluator.Assertion a = asserts.get(assertIndex++);
          String arg = e.argument();
          boolean assertion = arg.contains("assertion=true");
          boolean warning = arg.contains("warning=true");
          Matcher message = Pattern.compile("message=\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(arg);
          String text = message.find() ? message.group(1).replace("\\\"", "\"").replace("\\\\", "\\") : "";
          if (a.holds() != assertion || a.warning() != warning || !a.message().equals(text)) {
            return new Result("assert " + (assertIndex - 1) + ": wanted " + arg + ", got assertion=" + a.holds()
                + " warning=" + a.warning() + " message=" + a.message());
          }
        }
        default -> { }
      }
    }
    return PASSED;
  }

  // --- outdated detection

  private static Result outdated(Case c, Path root) throws IOException {
    List<List<Entry>> steps = c.steps();
    for (int i = 0; i < steps.size(); i++) {
      List<Entry> step = steps.get(i);
      layOut(root, step);
      String wd = step.stream().filter(e -> e.key().equals("wd")).map(Entry::argument).findFirst().orElse("/");
      String wantedError = step.stream().filter(e -> e.key().equals("error")).map(Entry::argument).findFirst()
          .orElse(null);
      List<String> got;
      try {
        got = load(root).detectOutdated(wd);
      } catch (ConfigurationException e) {
        if (wantedError != null && matches(wantedError, null)) {
          continue;
        }
        return new Result("step " + i + ": load failed: " + e.getMessage());
      } catch (GenerationException e) {
        if (wantedError != null && matches(wantedError, e.kind())) {
          continue;
        }
        return new Result("step " + i + ": failed: " + e.kind() + ": " + e.getMessage());
      }
      if (wantedError != null) {
        return new Result("step " + i + ": wanted " + wantedError + ", got " + got);
      }
      String wanted = step.stream().filter(e -> e.key().equals("outdated")).map(Entry::argument).findFirst()
          .orElse("");
      if (!String.join(" ", got).equals(wanted)) {
        return new Result("step " + i + ": wanted outdated [" + wanted + "], got [" + String.join(" ", got) + "]");
      }
      try {
        Generation generation = load(root);
        generation.write(generation.plan("/"));
        List<String> after = load(root).detectOutdated("/");
        if (!after.isEmpty()) {
          return new Result("step " + i + ": after generate, still outdated: " + after);
        }
      } catch (ConfigurationException | GenerationException e) {
        return new Result("step " + i + ": generate failed: " + e.getMessage());
      }
    }
    return PASSED;
  }

  // --- terramate generate: table cases

  private static Result table(Case c, Path root) throws IOException {
    layOut(root, c.entries());
    String from = c.first("from").map(Entry::argument).orElse("/");
    List<DirGeneration> report;
    try {
      Generation generation = load(root);
      report = generation.write(generation.plan(from));
    } catch (ConfigurationException e) {
      return c.first("bootstrap-error").isPresent() || c.all("failure").stream()
          .anyMatch(f -> matches(f.argument(), null)) ? PASSED : new Result("load failed: " + e.getMessage());
    }
    Result compared = compareReport(c.entries(), report);
    if (!compared.passed()) {
      return compared;
    }
    for (Entry e : c.all("generated")) {
      String[] parts = e.argument().split(" ", 2);
      Path file = parts[1].startsWith("/") ? host(root, parts[1]) : host(root, parts[0]).resolve(parts[1]);
      if (!Files.exists(file)) {
        return new Result("generated file " + e.argument() + " is missing");
      }
      String got = Files.readString(file, StandardCharsets.UTF_8);
      String withoutHeader = got.lines().filter(l -> !l.startsWith("// TERRAMATE"))
          .collect(Collectors.joining("\n"));
      if (!trim(withoutHeader).equals(trim(e.text().replace("${ROOT}", root.toString())))) {
        return new Result("generated " + e.argument() + " differs:\n--- wanted\n" + e.text() + "\n--- got\n" + got);
      }
    }
    try {
      Generation generation = load(root);
      List<DirGeneration> again = generation.write(generation.plan(from));
      for (DirGeneration d : again) {
        if (!d.failed() && !d.changes().isEmpty()) {
          return new Result("a second generate still changes " + d.dir() + ": " + d.changes());
        }
      }
    } catch (ConfigurationException e) {
      return new Result("second load failed: " + e.getMessage());
    }
    return PASSED;
  }

  /** The report as the entries after a generate say it: successes in order, failures by count and kind. */
  private static Result compareReport(List<Entry> entries, List<DirGeneration> report) {
    List<String> wantedSuccess = new ArrayList<>();
    List<String> wantedFailures = new ArrayList<>();
    Map<String, StringBuilder> lists = new java.util.LinkedHashMap<>();
    for (Entry e : entries) {
      switch (e.key()) {
        case "success" -> {
          wantedSuccess.add(e.argument());
          lists.put(e.argument(), new StringBuilder());
        }
        case "created", "changed", "deleted" -> {
          String[] parts = e.argument().split(" ", 2);
          lists.computeIfAbsent(parts[0], k -> new StringBuilder()).append(e.key()).append(' ').append(parts[1])
              .append(';');
        }
        case "failure" -> wantedFailures.add(e.argument());
        default -> { }
      }
    }
    List<DirGeneration> successes = report.stream().filter(d -> !d.failed() && !d.changes().isEmpty()).toList();
    List<DirGeneration> failures = report.stream().filter(DirGeneration::failed).toList();
    List<String> gotSuccess = successes.stream().map(DirGeneration::dir).toList();
    if (!gotSuccess.equals(wantedSuccess)) {
      return new Result("successes: wanted " + wantedSuccess + ", got " + gotSuccess + " " + describe(report));
    }
    for (DirGeneration d : successes) {
      String got = lists(d);
      if (!got.equals(lists.get(d.dir()).toString())) {
        return new Result(d.dir() + ": wanted " + lists.get(d.dir()) + ", got " + got);
      }
    }
    if (failures.size() != wantedFailures.size()) {
      return new Result("failures: wanted " + wantedFailures + ", got " + describe(failures));
    }
    for (int i = 0; i < failures.size(); i++) {
      String wanted = wantedFailures.get(i);
      String dir = wanted.substring(0, wanted.indexOf(' '));
      DirGeneration got = failures.stream().filter(f -> f.dir().equals(dir)).findFirst().orElse(null);
      if (got == null || !matches(wanted, kindOf(got.error()))) {
        return new Result("failure: wanted " + wanted + ", got " + describe(failures));
      }
    }
    return PASSED;
  }

  private static String kindOf(String error) {
    for (String kind : Stream.concat(KINDS.values().stream(), Stream.concat(EVALUATION_KINDS.stream(),
        LOAD_KINDS.stream())).sorted(Comparator.comparing(String::length).reversed()).toList()) {
      if (error.startsWith(kind) || error.contains(kind + ":")) {
        return kind;
      }
    }
    return error;
  }

  private static String lists(DirGeneration d) {
    StringBuilder out = new StringBuilder();
    for (FileChange.Change change : FileChange.Change.values()) {
      List<String> names = d.names(change);
      if (!names.isEmpty()) {
        String key = switch (change) {
          case CREATE -> "created";
          case UPDATE -> "changed";
          case DELETE -> "deleted";
        };
        out.append(key).append(' ').append(String.join(" ", names.stream().sorted().toList())).append(';');
      }
    }
    return out.toString();
  }

  private static String describe(List<DirGeneration> report) {
    return report.stream().map(d -> d.dir() + (d.failed() ? " ERROR " + d.error() : " " + lists(d)))
        .collect(Collectors.joining(" | ", "[", "]"));
  }

  // --- terramate generate: procedural cases

  private static Result procedural(Case c, Path root) throws IOException {
    // "root: /DIR": the project is loaded from that directory of the sandbox (Terramate's LoadRoot of it)
    Path project = c.first("root").map(r -> host(root, r.argument())).orElse(root);
    List<List<Entry>> steps = c.steps();
    for (int i = 0; i < steps.size(); i++) {
      List<Entry> step = steps.get(i);
      List<Entry> before = new ArrayList<>();
      int at = 0;
      while (at < step.size() && !step.get(at).key().equals("generate")) {
        before.add(step.get(at++));
      }
      layOut(root, before);
      List<Entry> after = step.subList(Math.min(at + 1, step.size()), step.size());
      if (at < step.size()) {
        List<DirGeneration> report;
        try {
          if (!project.equals(root)) {
            Files.createDirectories(project.resolve(".git")); // makes it the root, as stackdrift finds one
          }
          Generation generation = load(project);
          report = generation.write(generation.plan("/"));
        } catch (ConfigurationException e) {
          return new Result("step " + i + ": load failed: " + e.getMessage());
        }
        Result compared = compareReport(after, report);
        if (!compared.passed()) {
          return new Result("step " + i + ": " + compared.reason());
        }
      }
      for (Entry e : after) {
        Result checked = check(project, e);
        if (!checked.passed()) {
          return new Result("step " + i + ": " + checked.reason());
        }
      }
    }
    return PASSED;
  }

  private static Result check(Path root, Entry e) throws IOException {
    switch (e.key()) {
      case "listed" -> {
        String[] parts = e.argument().split(" ", 2);
        List<String> wanted = parts.length > 1 ? List.of(parts[1].split(" ")) : List.of();
        try {
          List<String> got = load(root).listGenerated(host(root, parts[0]));
          return got.equals(wanted) ? PASSED : new Result("listed " + parts[0] + ": wanted " + wanted + ", got " + got);
        } catch (ConfigurationException ex) {
          return new Result("load failed: " + ex.getMessage());
        }
      }
      case "file" -> {
        String[] parts = e.argument().replace("${ROOT_BASENAME}", root.getFileName().toString())
            .replace("${ROOT}", root.toString()).split(" ", 2);
        String got = Files.readString(host(root, parts[0]));
        return got.equals(parts[1]) ? PASSED : new Result(parts[0] + ": wanted " + parts[1] + ", got " + got);
      }
      case "present" -> {
        return Files.exists(host(root, e.argument())) ? PASSED : new Result(e.argument() + " is absent");
      }
      case "absent" -> {
        return !Files.exists(host(root, e.argument())) ? PASSED : new Result(e.argument() + " is present");
      }
      case "generated" -> {
        String[] parts = e.argument().split(" ", 2);
        Path file = host(root, parts[0]).resolve(parts[1]);
        if (!Files.exists(file)) {
          return new Result("generated file " + e.argument() + " is missing");
        }
        String got = Files.readString(file).lines().filter(l -> !l.startsWith("// TERRAMATE"))
            .collect(Collectors.joining("\n"));
        String wanted = e.text().replace("${ROOT_BASENAME}", root.getFileName().toString())
            .replace("${ROOT}", root.toString());
        return trim(got).equals(trim(wanted)) ? PASSED : new Result("generated " + e.argument() + " differs:\n"
            + wanted + "\n--- got\n" + got);
      }
      default -> {
        return PASSED;
      }
    }
  }

  /** Go's strings.Trim(s, "\n "). */
  static String trim(String s) {
    int from = 0;
    int to = s.length();
    while (from < to && (s.charAt(from) == '\n' || s.charAt(from) == ' ')) {
      from++;
    }
    while (to > from && (s.charAt(to - 1) == '\n' || s.charAt(to - 1) == ' ')) {
      to--;
    }
    return s.substring(from, to);
  }
}
