package io.stackdrift.status;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.Details;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import io.stackdrift.tofu.PlanDocument;
import io.stackdrift.tofu.PlanFacts;
import io.stackdrift.tofu.PlanResult;
import io.stackdrift.tofu.PlanSummary;
import io.stackdrift.report.Redactor;
import io.stackdrift.tofu.ShownPlan;
import java.util.List;

/** Where a stack's status is decided from its plan (contract §4). */
public final class StackEvaluation {
  static final String DRIFTED_DETAIL = "tofu plan reports changes against the recorded OpenTofu state";
  static final String UNAPPLIED_RULES = "ignore rules not applied: the plan gave no complete JSON stream";

  private StackEvaluation() {}

  public static StackEntry fromPlan(Stack stack, int runIndex, PlanResult plan, Redactor redactor, IgnoreRules rules) {
    StackEntry entry = StackHealth.judged(judged(stack, runIndex, plan, redactor, rules), plan, redactor);
    return plan.peakRssBytes() <= 0 ? entry : entry.toBuilder().peakRssBytes(plan.peakRssBytes()).build();
  }

  private static StackEntry judged(Stack stack, int runIndex, PlanResult plan, Redactor redactor, IgnoreRules rules) {
    long ms = plan.duration().toMillis();
    if (plan.end() != PlanResult.End.EXITED) {
      return entry(stack, runIndex, StackStatus.FAILED, null, null, ms, redactor.redact(plan.failure()), null, null);
    }
    int code = plan.exitCode();
    if (code != 0 && code != 2) {
      return entry(stack, runIndex, StackStatus.FAILED, code, null, ms, redactor.redact(failure(plan)), null, null);
    }
    IgnoreRules.Outcome outcome = code == 2 ? rules.apply(stack, plan.facts())
        : new IgnoreRules.Outcome(plan.facts(), List.of(), false);
    PlanFacts facts = outcome.facts();
    Summary summary = facts.summary() == null ? null : summary(facts.summary());
    List<Resource> resources = facts.resources().isEmpty() ? null
        : facts.resources().stream().map(r -> new Resource(r.address(), r.action(), r.drift())).toList();
    if (code == 0) {
      String disagreement = disagreement(facts);
      StackStatus status = disagreement == null ? StackStatus.CONVERGED : StackStatus.FAILED;
      return entry(stack, runIndex, status, code, summary, ms, disagreement, null, resources);
    }
    List<IgnoredChange> ignored = outcome.ignored().isEmpty() ? null : outcome.ignored();
    ShownPlan shown = plan.shown();
    PlanDocument.Details document = shown == null ? null : shown.document();
    if (document != null) {
      resources = AttributeCause.withAttributes(resources, document);
    }
    Details details = shown == null ? Details.ADDRESSES : shown.details();
    if (ignored != null && facts.resources().stream().noneMatch(DriftCauseRule::counts)) {
      return entry(stack, runIndex, StackStatus.CONVERGED, code, summary, ms, null, "ignored", resources)
          .withCause(null, ignored);
    }
    String detail = stack.role().equals("host") ? null : DRIFTED_DETAIL;
    if (outcome.unapplied()) {
      detail = (detail == null ? "" : detail + "; ") + UNAPPLIED_RULES;
    }
    DriftCause fromAttributes = document == null ? null : AttributeCause.of(facts, document);
    return entry(stack, runIndex, StackStatus.DRIFTED, code, summary, ms, detail, reason(facts), resources)
        .toBuilder().details(details).build()
        .withCause(fromAttributes != null ? fromAttributes : DriftCauseRule.of(facts.resources(), facts.complete()),
            ignored);
  }

  /**
   * Why a plan's answer cannot be taken (contract §4), or null when it can: it did not run to an
   * exit (a timeout, a signal, a tool that never started), it exited other than 0 or 2, or it exited
   * 0 with output that disagrees ({@link #disagreement}). The same judgement as a stack's status, for
   * a plan that decides something else (the {@code -refresh=false} plan that confirms external
   * drift); not redacted.
   */
  public static String unclean(PlanResult plan) {
    if (plan.end() != PlanResult.End.EXITED) {
      return plan.failure();
    }
    int code = plan.exitCode();
    if (code != 0 && code != 2) {
      return failure(plan);
    }
    return code == 0 ? disagreement(plan.facts()) : null;
  }

  /**
   * Exit 0 counts only when the output agrees (contract §4): a plan that shows changes, or no plan
   * at all, is not clean whatever the exit code says. A wrapper that loses the exit code
   * ({@code tofu "$@" | tee log}) or a tool that prints nothing would otherwise make every stack
   * converged. Null when the output agrees.
   */
  static String disagreement(PlanFacts facts) {
    if (facts.summary() == null) {
      return "the tool exited 0 and printed no plan (neither a change summary nor 'No changes.'): "
          + "check the tool (--tofu, STACKDRIFT_TOFU, tools.tofu) is OpenTofu or Terraform itself";
    }
    PlanSummary s = facts.summary();
    long counted = 0;
    for (long n : new long[] {s.add(), s.change(), s.destroy(), s.imports(), s.forget(), s.actions()}) {
      counted = n > Long.MAX_VALUE - counted ? Long.MAX_VALUE : counted + n; // a hostile count must not wrap
    }
    long planned = facts.resources().stream()
        .filter(r -> !r.drift() && !r.action().equals("read") && !r.action().equals("noop")).count();
    long changes = Math.max(counted, planned);
    if (changes == 0) {
      return null;
    }
    return "the tool exited 0 but its plan shows " + changes + (changes == 1 ? " change" : " changes")
        + ": a wrapper may be hiding the exit code";
  }

  public static StackEntry without(Stack stack, int runIndex, StackStatus status, String detail) {
    return entry(stack, runIndex, status, null, null, 0, detail, null, null);
  }

  /**
   * Why a plan with exit code 2 adds, changes and destroys nothing: the first of {@code outputs},
   * {@code moves}, {@code imports}, {@code forgets}, {@code reads}, {@code actions} that applies,
   * else {@code unknown} (contract §4).
   */
  private static String reason(PlanFacts facts) {
    PlanSummary s = facts.summary();
    if (s != null && !s.isZero()) {
      return null;
    }
    if (facts.outputsChanged()) {
      return "outputs";
    }
    if (facts.moves()) {
      return "moves";
    }
    if (s != null && s.imports() > 0 || planned(facts, "import")
        || facts.resources().stream().anyMatch(r -> !r.drift() && r.importing())) {
      return "imports";
    }
    if (s != null && s.forget() > 0 || planned(facts, "forget")) {
      return "forgets";
    }
    if (facts.reads()) {
      return "reads";
    }
    return s != null && s.actions() > 0 ? "actions" : "unknown";
  }

  private static boolean planned(PlanFacts facts, String action) {
    return facts.resources().stream().anyMatch(r -> !r.drift() && r.action().equals(action));
  }

  private static String failure(PlanResult plan) {
    if (!plan.facts().errors().isEmpty()) {
      return String.join("; ", plan.facts().errors());
    }
    String stderr = plan.stderrTail() == null ? "" : plan.stderrTail().strip();
    if (!stderr.isEmpty()) {
      return stderr;
    }
    int code = plan.exitCode();
    return code > 128 ? "plan was ended by signal " + (code - 128) : "plan exited with code " + code;
  }

  private static Summary summary(PlanSummary s) {
    return new Summary(s.add(), s.change(), s.destroy(), s.imports(), s.forget(), s.actions());
  }

  private static StackEntry entry(Stack s, int runIndex, StackStatus status, Integer code, Summary summary, long ms,
      String detail, String reason, List<Resource> resources) {
    return StackEntry.builder().stackId(s.id()).role(s.role()).moduleRef(s.moduleRef()).siteRef(s.siteRef())
        .nodeRef(s.nodeRef()).runtimeRoot(s.runtimeRoot()).name(s.name()).status(status).planExitCode(code)
        .summary(summary)
        .durationMs(ms).detail(detail).reason(reason).resources(resources).runIndex(runIndex).build();
  }
}
