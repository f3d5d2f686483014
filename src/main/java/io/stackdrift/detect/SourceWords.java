package io.stackdrift.detect;

import io.stackdrift.git.RepositoryState;
import java.util.List;

/** How a run words what git says of its work tree: the one warning of a dirty tree, and why an apply waits. */
final class SourceWords {
  /** At most this many files are named; the rest are counted. */
  static final int NAMED = 5;

  private SourceWords() {}

  /** One warning: the files under the selection that differ from the revision, planned as they are. */
  static String dirtyWarning(RepositoryState state, List<String> files) {
    if (files.isEmpty()) {
      return "the work tree has more changes than git could list; planned as it is, not as " + state.shortRevision();
    }
    return "the work tree has changes not committed in " + state.shortRevision() + " (" + names(files)
        + "); planned as they are";
  }

  /** Up to {@link #NAMED} paths, comma-separated, then how many more. */
  static String names(List<String> files) {
    String named = String.join(", ", files.subList(0, Math.min(NAMED, files.size())));
    return files.size() > NAMED ? named + " and " + (files.size() - NAMED) + " more" : named;
  }
}
