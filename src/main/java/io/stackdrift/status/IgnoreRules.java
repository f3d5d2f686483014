package io.stackdrift.status;

import io.stackdrift.config.Config;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.TagFilter;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.tofu.PlanFacts;
import io.stackdrift.tofu.PlanSummary;
import io.stackdrift.tofu.ResourceChange;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code [[ignore]]} rules of a run (contract §4): they take planned changes out of a stack's
 * evaluation, and only from a complete JSON stream. A rule applies through its {@code until} day
 * (UTC); after that it is expired, applies no more and only warns.
 */
public final class IgnoreRules {
  public static final IgnoreRules NONE = new IgnoreRules(List.of(), List.of());

  private record Rule(Config.Ignore config, Glob stack, TagFilter tags, Glob address) {
    boolean appliesTo(Stack s) {
      boolean stackMatches = stack == null || stack.matches(s.id()) || stack.matches(s.runtimeRoot())
          || stack.matches(s.workspacePath());
      return stackMatches && (tags == null || tags.matches(s.tags()));
    }
  }

  /**
   * A plan with the ignored changes taken out: {@code facts} hold what is left (summary recounted, D
   * without the ignored addresses); {@code unapplied} says rules were meant for the stack but the
   * stream was not complete enough to apply them.
   */
  public record Outcome(PlanFacts facts, List<IgnoredChange> ignored, boolean unapplied) {}

  private final List<Rule> active;
  private final List<Config.Ignore> expired;

  private IgnoreRules(List<Rule> active, List<Config.Ignore> expired) {
    this.active = active;
    this.expired = expired;
  }

  /** The rules in force on {@code today} (UTC); tag filters were checked when the workspace loaded. */
  public static IgnoreRules of(List<Config.Ignore> rules, LocalDate today) {
    List<Rule> active = new ArrayList<>();
    List<Config.Ignore> expired = new ArrayList<>();
    for (Config.Ignore r : rules) {
      if (r.until() != null && r.until().isBefore(today)) {
        expired.add(r);
        continue;
      }
      active.add(new Rule(r, r.stack().isEmpty() ? null : Glob.of(r.stack(), true),
          r.tags().isEmpty() ? null : TagFilter.parse(r.tags()), Glob.of(r.address(), false)));
    }
    return new IgnoreRules(List.copyOf(active), List.copyOf(expired));
  }

  /** Rules past their {@code until} day: the run warns about each. */
  public List<Config.Ignore> expired() {
    return expired;
  }

  /**
   * One warning per expired rule, naming its line in {@code configFile}, for stderr on every run
   * until the rule is renewed or removed.
   */
  public List<Diagnostic> expiryWarnings(Path configFile) {
    return expired.stream().map(r -> Diagnostic.warning(configFile, r.line(), 0,
        "the [[ignore]] rule for '" + r.address() + "' expired on " + r.until() + " and no longer applies ("
            + r.reason() + "); move its until date or remove it")).toList();
  }

  public Outcome apply(Stack stack, PlanFacts facts) {
    List<Rule> rules = active.stream().filter(r -> r.appliesTo(stack)).toList();
    if (rules.isEmpty()) {
      return new Outcome(facts, List.of(), false);
    }
    if (!facts.complete()) {
      return new Outcome(facts, List.of(), true);
    }
    List<ResourceChange> planned = new ArrayList<>();
    List<ResourceChange> ignoredChanges = new ArrayList<>();
    List<IgnoredChange> ignored = new ArrayList<>();
    Set<String> ignoredAddresses = new HashSet<>();
    for (ResourceChange c : facts.resources()) {
      Rule rule = c.drift() ? null : first(rules, c.address());
      if (rule == null) {
        planned.add(c);
      } else {
        ignoredChanges.add(c);
        ignored.add(new IgnoredChange(c.address(), c.action(), rule.config().reason()));
        ignoredAddresses.add(c.address());
      }
    }
    if (ignored.isEmpty()) {
      return new Outcome(facts, List.of(), false);
    }
    List<ResourceChange> kept = planned.stream()
        .filter(c -> !(c.drift() && ignoredAddresses.contains(c.address()))).toList();
    PlanFacts left = new PlanFacts(without(facts.summary(), ignoredChanges), kept, facts.outputsChanged(),
        kept.stream().anyMatch(c -> !c.drift() && c.action().equals("move")),
        kept.stream().anyMatch(c -> !c.drift() && c.action().equals("read")), facts.errors(), facts.toolName(),
        facts.toolVersion(), true, facts.checks());
    return new Outcome(left, List.copyOf(ignored), false);
  }

  private static Rule first(List<Rule> rules, String address) {
    return rules.stream().filter(r -> r.address().matches(address)).findFirst().orElse(null);
  }

  /** The summary less the ignored changes, counted as the plan counts them (a replace adds and destroys). */
  static PlanSummary without(PlanSummary s, List<ResourceChange> ignored) {
    long add = s.add();
    long change = s.change();
    long destroy = s.destroy();
    long imports = s.imports();
    long forget = s.forget();
    for (ResourceChange c : ignored) {
      switch (c.action()) {
        case "create" -> add--;
        case "update" -> change--;
        case "delete" -> destroy--;
        case "replace" -> {
          add--;
          destroy--;
        }
        case "forget" -> forget--;
        default -> { }
      }
      if (c.importing()) {
        imports--;
      }
    }
    return new PlanSummary(Math.max(add, 0), Math.max(change, 0), Math.max(destroy, 0), Math.max(imports, 0),
        Math.max(forget, 0), s.actions());
  }
}
