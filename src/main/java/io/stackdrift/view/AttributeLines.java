package io.stackdrift.view;

import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * What changed in a drifted stack, one line per attribute (contract §4b):
 * {@code ~ terraform_data.marker  input "a" → "b", code change} or
 * {@code ~ aws_ssm_parameter.flag  value (sensitive), changed outside OpenTofu}. Shared by the views
 * that print text lines (the table, reconcile's dry run, JUnit, Slack).
 */
public final class AttributeLines {
  public static final String EXTERNAL = "changed outside OpenTofu";
  public static final String CONFIG = "code change";

  /** Values many attributes share without mirroring each other. */
  private static final java.util.Set<String> EMPTY_VALUES = java.util.Set.of("null", "{}", "[]", "\"\"");

  private AttributeLines() {}

  /**
   * One attribute change of a resource, as it is printed after the resource's address. A value
   * known only after apply is the provider's to compute: it names no cause.
   */
  public static String change(AttributeChange a) {
    String values = a.sensitive() ? AttributeChange.SENSITIVE : a.withheld() ? AttributeChange.WITHHELD
        : a.shownBefore() + " → " + a.shownAfter();
    String cause = cause(a);
    return a.path() + " " + values + (cause.isEmpty() ? "" : ", " + cause);
  }

  /** "changed outside OpenTofu", "code change", or "" for a value known only after apply. */
  public static String cause(AttributeChange a) {
    if (a.external()) {
      return EXTERNAL;
    }
    return AttributeChange.UNKNOWN.equals(a.after()) ? "" : CONFIG;
  }

  /** The mark of an action, as OpenTofu prints it before an address. */
  public static String mark(String action) {
    return switch (action) {
      case "create" -> "+";
      case "delete" -> "-";
      case "replace" -> "-/+";
      case "update" -> "~";
      default -> action; // move, import, forget: the word says it
    };
  }

  /**
   * The lines of a stack's attribute changes, the first {@code limit} of them (negative: all) and
   * {@code … N more}; with {@code details} (--details) also the values known only after apply that
   * mirror another attribute, and how many attributes changed outside OpenTofu but need no change.
   * Empty for a stack without attributes.
   */
  public static List<String> of(StackEntry e, int limit, boolean details) {
    List<String> all = changes(e, details);
    int more = 0;
    for (Resource r : e.resources() == null ? List.<Resource>of() : e.resources()) {
      more += r.attributes() == null ? 0 : r.attributeCount() - r.attributes().size();
    }
    String notKept = more == 0 ? "" : more + " more, not kept in the report";
    int mirrors = details ? 0 : mirrorCount(e);
    String hidden = mirrors == 0 ? "" : mirrors + " known after apply, as "
        + (mirrors == 1 ? "it mirrors" : "they mirror") + " another (--details shows " + (mirrors == 1 ? "it" : "them")
        + ")";
    if (limit < 0 || all.size() <= limit) {
      String tail = join(hidden, notKept);
      if (!tail.isEmpty()) {
        all.add("… " + tail);
      }
      return all;
    }
    List<String> shown = new ArrayList<>(all.subList(0, limit));
    shown.add("… " + (all.size() - limit) + " more (--details shows them)" + (hidden.isEmpty() ? "" : "; " + hidden)
        + (notKept.isEmpty() ? "" : "; " + notKept));
    return shown;
  }

  private static String join(String a, String b) {
    return a.isEmpty() ? b : b.isEmpty() ? a : a + "; " + b;
  }

  /**
   * Every attribute line the report keeps for a stack, with no line about what is left out; without
   * {@code details} the values known only after apply that mirror another are left out.
   */
  public static List<String> changes(StackEntry e, boolean details) {
    List<String> all = new ArrayList<>();
    if (e.resources() == null) {
      return all;
    }
    for (Resource r : e.resources()) {
      if (r.attributes() == null) {
        continue;
      }
      String head = mark(r.action()) + " " + TerminalText.line(r.address()) + "  ";
      if (r.attributes().isEmpty()) {
        all.add(head + "no attribute changes (" + r.action() + ")");
      }
      for (AttributeChange a : r.attributes()) {
        if (details || !mirrors(r, a)) {
          all.add(head + TerminalText.line(change(a)));
        }
      }
      if (details && r.driftOnly() != null) {
        all.add("  " + TerminalText.line(r.address()) + ": " + ReportText.plural(r.driftOnly(), "attribute")
            + " changed outside OpenTofu and need" + (r.driftOnly() == 1 ? "s" : "") + " no change");
      }
    }
    return all;
  }

  /**
   * Whether {@code a} is a value known only after apply that only mirrors another attribute of the
   * same resource: it had the value another one had before, and that one changes to a known value
   * ({@code terraform_data.output} after {@code input}). Such a line says nothing the other does not.
   * A value not shown (sensitive, withheld), absent or empty before is never taken for a mirror:
   * two attributes that were both null tell nothing about each other.
   */
  static boolean mirrors(Resource r, AttributeChange a) {
    if (!AttributeChange.UNKNOWN.equals(a.after()) || a.before() == null || a.sensitive() || a.withheld()
        || EMPTY_VALUES.contains(a.before())) {
      return false;
    }
    for (AttributeChange other : r.attributes()) {
      if (other != a && !other.path().equals(a.path()) && !other.sensitive() && !other.withheld()
          && a.before().equals(other.before()) && other.after() != null
          && !AttributeChange.UNKNOWN.equals(other.after())) {
        return true;
      }
    }
    return false;
  }

  private static int mirrorCount(StackEntry e) {
    int n = 0;
    for (Resource r : e.resources() == null ? List.<Resource>of() : e.resources()) {
      for (AttributeChange a : r.attributes() == null ? List.<AttributeChange>of() : r.attributes()) {
        n += mirrors(r, a) ? 1 : 0;
      }
    }
    return n;
  }
}
