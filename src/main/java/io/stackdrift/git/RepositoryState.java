package io.stackdrift.git;

import java.util.List;

/**
 * What a run judged, as git sees the work tree: {@code revision} the 40-hex {@code HEAD}, {@code
 * branch} its name (null when detached), {@code remote} the followed or {@code origin} URL without
 * credentials (null when none), {@code committedAt} {@code HEAD}'s commit time (UTC, seconds; null
 * when not read: a run reads it with the history, {@link History}), and
 * {@code changed} the paths below the workspace root, relative to it with '/', that differ from
 * {@code HEAD} or are untracked and not ignored, in byte order; {@code changedOverflow} when there
 * were more than {@link StatusReader#MAX_CHANGED} (then every stack counts as changed); {@code
 * untracked} those of {@code changed} that git does not track.
 */
public record RepositoryState(String revision, String branch, String remote, String committedAt, List<String> changed,
    boolean changedOverflow, List<String> untracked) {

  public RepositoryState {
    changed = List.copyOf(changed);
    untracked = List.copyOf(untracked);
  }

  /** The short revision the views show (seven characters, as git's default abbreviation). */
  public String shortRevision() {
    return revision.length() > 7 ? revision.substring(0, 7) : revision;
  }
}
