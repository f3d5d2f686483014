package io.stackdrift.follow;

import io.stackdrift.config.Config;

/** {@code REMOTE/BRANCH} as {@code --follow} and {@code source.follow} write it: the remote's name and the branch. */
public record FollowedBranch(String remote, String branch) {

  /** @throws IllegalArgumentException saying what is wrong with {@code text} */
  public static FollowedBranch parse(String text) {
    String problem = Config.Source.problem(text);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    int slash = text.indexOf('/');
    return new FollowedBranch(text.substring(0, slash), text.substring(slash + 1));
  }

  @Override
  public String toString() {
    return remote + "/" + branch;
  }
}
