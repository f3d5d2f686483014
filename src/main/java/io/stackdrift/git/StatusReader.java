package io.stackdrift.git;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code git status --porcelain=v2 --branch -z} as it streams: the branch headers and the
 * changed paths (repository-relative), at most {@link #MAX_CHANGED} of them kept, the rest counted.
 */
final class StatusReader {
  static final int MAX_CHANGED = 100_000;
  /** No path is longer; a record past it is skipped, not kept whole. */
  private static final int MAX_RECORD = 64 * 1024;

  String oid;
  String head;
  String upstream;
  final List<String> paths = new ArrayList<>();
  /**
   * What Terramate v0.17.2's change detection counts of the work tree (git/git.go ListDirtyFiles):
   * untracked files, and files modified in the work tree and not staged (" M"); a staged or deleted
   * file is not counted.
   */
  final List<String> dirty = new ArrayList<>();
  /** The untracked files (not ignored), apart, for the safeguards that tell them from uncommitted ones. */
  final List<String> untracked = new ArrayList<>();
  boolean overflow;
  /** A rename's original path follows its record as a record of its own. */
  private boolean originalFollows;

  void read(InputStream in) throws IOException {
    NulRecords.read(in, MAX_RECORD, (text, cut) -> {
      if (cut) {
        overflow = true; // a path we could not keep: fail closed, as if everything changed
      } else {
        record(text);
      }
      return true;
    });
  }

  void record(String text) {
    if (originalFollows) {
      originalFollows = false;
      path(text);
      return;
    }
    if (text.startsWith("# branch.oid ")) {
      oid = text.substring("# branch.oid ".length());
    } else if (text.startsWith("# branch.head ")) {
      head = text.substring("# branch.head ".length());
    } else if (text.startsWith("# branch.upstream ")) {
      upstream = text.substring("# branch.upstream ".length());
    } else if (text.startsWith("1 ")) {
      path(field(text, 8));
      if (text.startsWith("1 .M ")) {
        dirty.add(field(text, 8));
      }
    } else if (text.startsWith("2 ")) {
      path(field(text, 9));
      originalFollows = true;
    } else if (text.startsWith("u ")) {
      path(field(text, 10));
    } else if (text.startsWith("? ")) {
      path(text.substring(2));
      dirty.add(text.substring(2));
      if (untracked.size() < MAX_CHANGED) {
        untracked.add(text.substring(2));
      }
    }
  }

  /** The rest of the record after {@code skip} space-separated fields (a path may hold spaces). */
  private static String field(String text, int skip) {
    int at = 0;
    for (int i = 0; i < skip; i++) {
      at = text.indexOf(' ', at) + 1;
      if (at == 0) {
        return "";
      }
    }
    return text.substring(at);
  }

  private void path(String path) {
    if (path.isEmpty()) {
      return;
    }
    if (paths.size() >= MAX_CHANGED) {
      overflow = true;
      return;
    }
    paths.add(path);
  }
}
