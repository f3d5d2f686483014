package io.stackdrift.shard;

import java.util.Map;

/**
 * Which shard of the selection a run plans (contract §11): shard {@code index} of {@code count},
 * 1-based as in Playwright and Jest.
 */
public record ShardSpec(int index, int count) {
  /** GitLab's {@code parallel:} variables, 1-based. */
  static final String GITLAB_INDEX = "CI_NODE_INDEX";
  static final String GITLAB_TOTAL = "CI_NODE_TOTAL";
  /** A Kubernetes Indexed Job's index, 0-based; the count is not in the pod's environment. */
  static final String K8S_INDEX = "JOB_COMPLETION_INDEX";
  public static final String COUNT_VARIABLE = "STACKDRIFT_SHARD_COUNT";

  public ShardSpec {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException("--shard " + index + "/" + count + ": K must be in 1.." + Math.max(count, 1)
          + " and N at least 1");
    }
  }

  /**
   * {@code K/N}, or {@code auto}: GitLab's {@code CI_NODE_INDEX}/{@code CI_NODE_TOTAL}, else a
   * Kubernetes Indexed Job's {@code JOB_COMPLETION_INDEX} with {@code STACKDRIFT_SHARD_COUNT}.
   *
   * @throws IllegalArgumentException naming the flag or variable at fault and what to do
   */
  public static ShardSpec parse(String text, Map<String, String> env) {
    String value = text.strip();
    if (value.equals("auto")) {
      return fromEnvironment(env);
    }
    int slash = value.indexOf('/');
    if (slash < 0) {
      throw new IllegalArgumentException("--shard is '" + text + "'; use K/N (for example 2/4) or auto");
    }
    return new ShardSpec(number(value.substring(0, slash), "--shard " + text + ": K"),
        number(value.substring(slash + 1), "--shard " + text + ": N"));
  }

  private static ShardSpec fromEnvironment(Map<String, String> env) {
    String gitlabIndex = env.get(GITLAB_INDEX);
    if (present(gitlabIndex)) {
      int total = number(required(env, GITLAB_TOTAL, "GitLab sets it with 'parallel:'"), GITLAB_TOTAL);
      int index = number(gitlabIndex, GITLAB_INDEX);
      return checked(index, total, GITLAB_INDEX + "=" + gitlabIndex + " with " + GITLAB_TOTAL + "=" + total);
    }
    String k8sIndex = env.get(K8S_INDEX);
    if (present(k8sIndex)) {
      int count = number(required(env, COUNT_VARIABLE, "set it to the Job's completions"), COUNT_VARIABLE);
      int index = number(k8sIndex, K8S_INDEX) + 1;
      return checked(index, count, K8S_INDEX + "=" + k8sIndex + " with " + COUNT_VARIABLE + "=" + count);
    }
    throw new IllegalArgumentException("--shard auto found neither " + GITLAB_INDEX + "/" + GITLAB_TOTAL + " (GitLab "
        + "parallel:) nor " + K8S_INDEX + " with " + COUNT_VARIABLE + " (Kubernetes Indexed Job); pass --shard K/N");
  }

  private static ShardSpec checked(int index, int count, String source) {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException("--shard auto: " + source + " is not a shard of 1.." + Math.max(count, 1));
    }
    return new ShardSpec(index, count);
  }

  private static String required(Map<String, String> env, String name, String hint) {
    String value = env.get(name);
    if (!present(value)) {
      throw new IllegalArgumentException("--shard auto needs " + name + " (" + hint + ")");
    }
    return value;
  }

  private static boolean present(String value) {
    return value != null && !value.isBlank();
  }

  /** ASCII digits only: Integer.parseInt also takes other scripts' digits (fullwidth ３), which no one means. */
  private static int number(String text, String what) {
    if (!text.strip().matches("[0-9]{1,9}")) {
      throw new IllegalArgumentException(what + " is '" + text + "', not a whole number");
    }
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(what + " is '" + text + "', not a whole number");
    }
  }

  /** The shard's own lock in the state directory, so that shards may run at once on one host. */
  public String lockName() {
    return "lock.shard-" + index + "-of-" + count;
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }
}
