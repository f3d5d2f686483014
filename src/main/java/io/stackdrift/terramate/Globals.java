package io.stackdrift.terramate;

import io.stackdrift.discovery.Definition;
import io.stackdrift.discovery.DirectoryConfig;
import io.stackdrift.discovery.GlobalDefinition;
import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.StepBudget;
import io.stackdrift.stdlib.FunctionLibrary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;

/**
 * A stack's globals, evaluated as Terramate v0.17.2 does (globals/globals.go): the definitions of
 * the stack's directory and every directory above it, a child's definition of a key replacing its
 * parent's; then, root first and shorter key paths first, each definition is evaluated once nothing
 * it references is still pending, round after round until a round evaluates nothing. What is left
 * pending (a cycle, a reference to no global) and what fails are errors of that key only: a run
 * environment that never needs them is not failed by them.
 *
 * <p>The rounds are kept, but not their cost: a definition is visited when what it waits for is no
 * longer pending ({@link PendingGlobals}), or, after it failed, when something it read has changed
 * ({@link ReadWatches}), at the place in the round where Terramate's loop would have come to it; a
 * visit Terramate makes in between would find the same and do nothing. So N chained globals cost
 * O(N), not a round each. All of it (scheduling and every evaluation) pays one {@link StepBudget}
 * of {@value #MAX_STEPS} steps, which also ends the work when the run is cancelled or out of time.
 */
final class Globals {
  /** Steps one stack's globals may take in all, the scheduling included: ten values at their own limit. */
  static final long MAX_STEPS = 10_000_000;
  private static final String TOO_MANY_STEPS = "the globals of this stack take more than 10,000,000 evaluation "
      + "steps, the limit for one stack";
  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);

  /**
   * The globals that evaluated (nested maps, as HCL values), why each of the others did not, by key
   * path; and, when the evaluation was stopped before its end, why (then there are no values, and
   * every global has that error). {@code steps}: what the evaluation cost, scheduling included.
   */
  record Result(Map<String, Object> values, NavigableMap<String, String> errors, String stopped, long steps) {
    Result {
      errors = Collections.unmodifiableNavigableMap(new TreeMap<>(errors));
    }

    /** The error of a top-level global, or of a key path under it; null when it has none. */
    String errorOf(String name) {
      String exact = errors.get(name);
      if (exact != null) {
        return exact;
      }
      Map.Entry<String, String> below = errors.ceilingEntry(name + ".");
      return below != null && below.getKey().startsWith(name + ".") ? below.getValue() : null;
    }
  }

  private final Path root;
  private final HclContext outer;
  private final StepBudget budget;
  private final List<GlobalDefinition> order;
  private final boolean[] done;
  private final boolean[] queued;
  private final int[] attempts;
  private final Map<List<String>, String> errors = new HashMap<>();
  /** Visits to come, as round × size + position: Terramate's loop order. */
  private final PriorityQueue<Long> queue = new PriorityQueue<>();
  private final GlobalValues values;
  private final ReadWatches watches;
  private long round;
  private int at = -1;
  private boolean progress;

  private Globals(Path root, HclContext outer, StepBudget budget, List<GlobalDefinition> order) {
    this.root = root;
    this.outer = outer;
    this.budget = budget;
    this.order = order;
    this.done = new boolean[order.size()];
    this.queued = new boolean[order.size()];
    this.attempts = new int[order.size()];
    this.watches = new ReadWatches(budget);
    this.values = new GlobalValues(budget, path -> watches.changed(path, this::wake));
  }

  /**
   * @param configs the directories' configurations, root first, the stack's directory last
   * @param outer the other variables ({@code terramate}) and the functions' base directory
   */
  static Result evaluate(Path root, List<DirectoryConfig> configs, HclContext outer) {
    return evaluate(root, configs, outer, null, EvaluationStop.NONE);
  }

  /**
   * Only the globals named in {@code needed} and those they reference, transitively (null: every
   * global): a global's value depends on nothing else (its own key path aside), so the others need
   * not be parsed or evaluated. The evaluation ends early, every global failed, when {@code stop} says so.
   */
  static Result evaluate(Path root, List<DirectoryConfig> configs, HclContext outer, Set<String> needed,
      EvaluationStop stop) {
    StepBudget budget = stop.budget(MAX_STEPS, TOO_MANY_STEPS);
    List<GlobalDefinition> order = List.of();
    try {
      order = inOrder(configs, needed == null ? null : closure(configs, needed, budget), budget);
      return new Globals(root, outer, budget, order).run();
    } catch (HclEvalException e) { // only the budget's own: each global's errors are its own
      String stopped = budget.stopped() ? stop.why() : null;
      return ended(root, order, stopped, stopped != null ? "not evaluated: " + stopped : TOO_MANY_STEPS,
          budget.spent());
    }
  }

  /** The top-level names {@code needed} reaches through references; null when that is every global. */
  private static Set<String> closure(List<DirectoryConfig> configs, Set<String> needed, StepBudget budget)
      throws HclEvalException {
    Map<String, List<GlobalDefinition>> byName = new HashMap<>();
    for (DirectoryConfig config : configs) {
      budget.spend(config.globals().size());
      config.globals().values().forEach(g -> byName.computeIfAbsent(g.path().get(0), k -> new ArrayList<>()).add(g));
    }
    Set<String> names = new HashSet<>(needed);
    List<String> queue = new ArrayList<>(needed);
    while (!queue.isEmpty()) {
      for (GlobalDefinition g : byName.getOrDefault(queue.remove(queue.size() - 1), List.of())) {
        if (g.definition().expression() == null) {
          continue;
        }
        for (List<String> traversal : g.definition().expression().variables()) {
          budget.spend(1);
          if (!traversal.get(0).equals("global")) {
            continue;
          }
          if (traversal.size() == 1) {
            return null; // the whole object (tm_keys(global), global[key]): every global
          }
          if (names.add(traversal.get(1))) {
            queue.add(traversal.get(1));
          }
        }
      }
    }
    return names;
  }

  /**
   * The definitions in force, in Terramate's loop order: directories root first, in each the
   * shorter key paths first (then by name); a key a directory below defines again is visited where
   * that directory's definition stands.
   */
  private static List<GlobalDefinition> inOrder(List<DirectoryConfig> configs, Set<String> only, StepBudget budget)
      throws HclEvalException {
    Map<List<String>, GlobalDefinition> inForce = new HashMap<>();
    List<List<GlobalDefinition>> byDirectory = new ArrayList<>();
    for (DirectoryConfig config : configs) {
      budget.spend(config.globals().size());
      List<GlobalDefinition> sorted = new ArrayList<>();
      for (GlobalDefinition g : config.globals().values()) {
        if (only == null || only.contains(g.path().get(0))) {
          sorted.add(g);
          inForce.put(g.path(), g);
        }
      }
      sorted.sort(Comparator.comparingInt((GlobalDefinition g) -> g.path().size()).thenComparing(GlobalDefinition::name));
      byDirectory.add(sorted);
    }
    List<GlobalDefinition> order = new ArrayList<>();
    for (List<GlobalDefinition> directory : byDirectory) {
      directory.stream().filter(g -> inForce.get(g.path()) == g).forEach(order::add);
    }
    return List.copyOf(order);
  }

  private Result run() throws HclEvalException {
    if (order.isEmpty()) {
      return new Result(Map.of(), new TreeMap<>(), null, budget.spent());
    }
    PendingGlobals pending = waiting();
    for (Long next = queue.poll(); next != null && enter(next); next = queue.poll()) {
      if (visit(at)) {
        done[at] = true;
        errors.remove(order.get(at).path());
        progress = true;
        for (int released : pending.remove(at)) {
          schedule(released);
        }
      }
    }
    return result();
  }

  /** What each definition waits for; those that wait for nothing are visited in the first round. */
  private PendingGlobals waiting() throws HclEvalException {
    budget.spend(2L * order.size()); // the two passes, besides what registering costs
    PendingGlobals pending = new PendingGlobals(order, budget);
    for (int p = 0; p < order.size(); p++) {
      if (!order.get(p).definition().isUnset()) {
        pending.register(p);
      }
    }
    for (int p = 0; p < order.size(); p++) {
      if (!pending.waits(p)) {
        schedule(p);
      }
    }
    return pending;
  }

  /** Moves to the visit {@code next}; false when it opens a round after one that evaluated nothing: the loop ends. */
  private boolean enter(long next) throws HclEvalException {
    if (next / order.size() != round) {
      if (!progress) {
        return false;
      }
      round = next / order.size();
      progress = false;
    }
    at = (int) (next % order.size());
    queued[at] = false;
    budget.spend(1);
    return true;
  }

  /** Where Terramate's loop comes to it next: later in this round, or in the next one. */
  private void schedule(int position) {
    if (queued[position]) {
      return;
    }
    queued[position] = true;
    queue.add((position > at ? round : round + 1) * order.size() + position);
  }

  /** A failed definition whose reads changed: visited again, unless it has been since that attempt. */
  private void wake(int position, int attempt) {
    if (!done[position] && attempts[position] == attempt) {
      schedule(position);
    }
  }

  /** Evaluates (or unsets) one definition; returns whether it is done, else its error is kept. */
  private boolean visit(int position) throws HclEvalException {
    GlobalDefinition g = order.get(position);
    if (g.definition().isUnset()) {
      values.delete(g.path());
      return true;
    }
    int attempt = ++attempts[position]; // the watches of an earlier attempt wake nothing now
    Set<List<String>> reads = new LinkedHashSet<>();
    reads.add(g.path());
    String error = evaluateOne(g, reads);
    if (error == null) {
      return true;
    }
    errors.put(g.path(), error);
    watches.watch(position, attempt, reads);
    return false;
  }

  /** Evaluates and sets one global; returns why it failed, or null. */
  private String evaluateOne(GlobalDefinition g, Set<List<String>> reads) throws HclEvalException {
    Definition d = g.definition();
    Path definedIn = d.file().getParent();
    Object old = values.get(g.path());
    if (old != null && g.attribute() && GlobalValues.infoOf(old) != null
        && definedIn.equals(GlobalValues.infoOf(old).definedIn())) {
      return d.at(root) + ": global." + g.name() + " attribute redefined";
    }
    if (d.expression() == null) {
      return d.at(root) + ": global." + g.name() + ": " + d.unreadable();
    }
    Object value;
    try {
      value = EVALUATOR.evaluate(d.expression(), new Scope(reads), budget);
    } catch (HclEvalException e) {
      if (budget.stopped() || budget.exhausted()) {
        throw e;
      }
      return root.relativize(d.file()) + ":" + e.line() + ":" + e.column() + ": global." + g.name() + ": " + e.getMessage();
    }
    if (GlobalValues.isObject(old) && !g.attribute()) {
      return null; // the object a labelled block makes exists already
    }
    GlobalValues.Info info = new GlobalValues.Info(g.configDir(), definedIn);
    String failure = g.attribute() ? values.set(g.path(), value, info) : values.setObject(g.path(), info);
    return failure == null ? null : d.at(root) + ": global." + g.name() + ": " + failure;
  }

  private Result result() throws HclEvalException {
    budget.spend(order.size());
    TreeMap<String, String> failed = new TreeMap<>();
    for (int p = 0; p < order.size(); p++) {
      GlobalDefinition g = order.get(p);
      if (!done[p]) {
        failed.put(g.name(), errors.getOrDefault(g.path(), g.definition().at(root) + ": undefined global."
            + g.path().get(0) + " (a cycle, or a reference to no global)"));
      }
    }
    return new Result(values.plain(), failed, null, budget.spent());
  }

  /**
   * An evaluation that did not end: no value can be trusted (one evaluated so far may be replaced or
   * unset later), so every global is an error, saying why.
   */
  private static Result ended(Path root, List<GlobalDefinition> order, String stopped, String why, long steps) {
    TreeMap<String, String> failed = new TreeMap<>();
    for (GlobalDefinition g : order) {
      failed.put(g.name(), g.definition().at(root) + ": global." + g.name() + ": " + why);
    }
    return new Result(Map.of(), failed, stopped, steps);
  }

  /** The globals so far as {@code global}, read lazily; everything else as the caller's context has it. */
  private final class Scope implements HclContext {
    private final Set<List<String>> reads;

    Scope(Set<List<String>> reads) {
      this.reads = reads;
    }

    @Override
    public Object variable(String name) throws HclEvalException {
      return name.equals("global") ? values.view(reads::add) : outer.variable(name);
    }

    @Override
    public String baseDirectory() {
      return outer.baseDirectory();
    }

    @Override
    public boolean experimentEnabled(String name) {
      return outer.experimentEnabled(name);
    }

    @Override
    public String readFile(String path) throws HclEvalException {
      return outer.readFile(path);
    }

    @Override
    public boolean fileExists(String path) throws HclEvalException {
      return outer.fileExists(path);
    }

    @Override
    public List<String> regularFiles(String directory) throws HclEvalException {
      return outer.regularFiles(directory);
    }
  }
}
