package io.stackdrift.report;

import java.time.Instant;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a {@code config} drift cause says in the stack's detail (contract §14): the code wants a
 * change the outside world did not make. When a commit changed the stack's files ({@code changedAt})
 * after the last run that found it converged, that commit is named (`code changed in 3f2a1bc,
 * 2026-11-30, not applied since`); otherwise only what the plan shows is said (`the configuration
 * is ahead of the state`): no code change is claimed that the history does not show.
 */
public final class ConfigCause {
  /** What the plan alone shows. */
  public static final String AHEAD = "the configuration is ahead of the state";
  private static final String SEPARATOR = "; ";
  private static final Pattern CHANGED = Pattern.compile("code changed in [0-9a-f]{4,64}, \\d{4}-\\d{2}-\\d{2}, "
      + "not applied since");

  private ConfigCause() {}

  /**
   * @param changedAt the newest commit that changed what the stack's plan reads, null when unknown
   * @param lastConvergedAt when a run last found the stack converged, null when none is known
   * @param convergedRevision the revision that run judged, null when not known: the commit it names
   *     was converged whatever the clocks say
   */
  public static String detail(StackEntry.ChangedAt changedAt, String lastConvergedAt, String convergedRevision) {
    Optional<Instant> committed = changedAt == null ? Optional.empty() : Times.parse(changedAt.at());
    Optional<Instant> converged = Times.parse(lastConvergedAt);
    if (committed.isEmpty() || converged.isEmpty() || !committed.get().isAfter(converged.get())
        || (convergedRevision != null && convergedRevision.startsWith(changedAt.commit()))) {
      return AHEAD;
    }
    return "code changed in " + changedAt.commit() + ", " + changedAt.at().substring(0, "2026-11-30".length())
        + ", not applied since";
  }

  /**
   * The entry with its {@code config} cause told at the end of its detail (after the plan's own
   * words, as other notes are); any other entry, or one told already, is left as it is.
   */
  public static StackEntry told(StackEntry e, String lastConvergedAt, String convergedRevision) {
    if (e.status() != StackStatus.DRIFTED || e.driftCause() != DriftCause.CONFIG || in(e).isPresent()) {
      return e;
    }
    String sentence = detail(e.changedAt(), lastConvergedAt, convergedRevision);
    return e.withDetail(e.detail() == null || e.detail().isEmpty() ? sentence : e.detail() + SEPARATOR + sentence);
  }

  /** The entry's detail without the sentence {@link #told} added: the original format's detail. */
  static String untold(StackEntry e) {
    Optional<String> sentence = in(e);
    if (sentence.isEmpty()) {
      return e.detail();
    }
    String detail = e.detail().strip();
    String rest = detail.substring(0, detail.length() - sentence.get().length());
    String original = rest.endsWith(SEPARATOR) ? rest.substring(0, rest.length() - SEPARATOR.length()) : rest;
    return original.isEmpty() ? null : original;
  }

  /**
   * The sentence when it names a commit, for the views that already show the cause {@code config}
   * (whose meaning is {@link #AHEAD}: saying it again beside the word adds nothing); empty otherwise.
   */
  public static Optional<String> commit(StackEntry e) {
    return in(e).filter(sentence -> !sentence.equals(AHEAD));
  }

  /** The sentence a {@code config} cause's detail tells; empty when it tells none. */
  public static Optional<String> in(StackEntry e) {
    if (e.driftCause() != DriftCause.CONFIG || e.detail() == null || e.detail().isEmpty()) {
      return Optional.empty();
    }
    String detail = e.detail().strip();
    int at = detail.lastIndexOf(SEPARATOR);
    String last = at < 0 ? detail : detail.substring(at + SEPARATOR.length());
    return last.equals(AHEAD) || CHANGED.matcher(last).matches() ? Optional.of(last) : Optional.empty();
  }
}
