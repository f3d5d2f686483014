package io.stackdrift.discovery;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A Terramate tag filter (contract §1b): {@code ,} is OR, {@code :} is AND, {@code ~} negates a
 * tag. {@code a:b,~c} selects stacks tagged both a and b, and stacks not tagged c.
 */
public final class TagFilter {
  static final Pattern TAG = Pattern.compile("[a-z0-9]([a-z0-9_./-]*[a-z0-9])?");

  private record Term(String tag, boolean negated) {}

  private final String text;
  private final List<List<Term>> clauses;

  private TagFilter(String text, List<List<Term>> clauses) {
    this.text = text;
    this.clauses = clauses;
  }

  /** Parses a filter; the exception message says which part is wrong. */
  public static TagFilter parse(String text) {
    List<List<Term>> clauses = new ArrayList<>();
    for (String clause : text.split(",", -1)) {
      List<Term> terms = new ArrayList<>();
      for (String raw : clause.split(":", -1)) {
        String term = raw.strip();
        boolean negated = term.startsWith("~");
        String tag = negated ? term.substring(1) : term;
        if (!TAG.matcher(tag).matches()) {
          throw new IllegalArgumentException("invalid tag filter '" + text + "': '" + term
              + "' is not a tag (lowercase letters and digits at both ends, a-z 0-9 _ . / - inside)");
        }
        terms.add(new Term(tag, negated));
      }
      clauses.add(List.copyOf(terms));
    }
    return new TagFilter(text, List.copyOf(clauses));
  }

  /** A valid plain tag (contract §1): lowercase letters and digits at both ends, a-z 0-9 _ . / - inside. */
  public static boolean isTag(String text) {
    return TAG.matcher(text).matches();
  }

  /**
   * Tags of which every matching stack has at least one (one positive tag of each clause), so a
   * search over many stacks need only look at the stacks with these tags; empty when a clause has
   * no positive tag ({@code ~c} matches stacks without tags too) and every stack must be looked at.
   */
  public Optional<Set<String>> anyOfTags() {
    Set<String> tags = new LinkedHashSet<>();
    for (List<Term> clause : clauses) {
      Optional<Term> positive = clause.stream().filter(t -> !t.negated()).findFirst();
      if (positive.isEmpty()) {
        return Optional.empty();
      }
      tags.add(positive.get().tag());
    }
    return Optional.of(tags);
  }

  public boolean matches(Collection<String> tags) {
    for (List<Term> clause : clauses) {
      if (clause.stream().allMatch(t -> tags.contains(t.tag()) != t.negated())) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return text;
  }
}
