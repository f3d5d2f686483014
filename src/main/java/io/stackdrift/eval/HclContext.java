package io.stackdrift.eval;

/** What an expression may read: its root variables and, for the file functions, its file's place. */
public interface HclContext {
  /** The value of a root variable such as `global`, `env`, `terramate`; throws HclEvalException for an unknown one. */
  Object variable(String name) throws HclEvalException;

  /** Host absolute directory of the file being evaluated, for tm_abspath; null when none. */
  default String baseDirectory() {
    return null;
  }

  /**
   * Contents of a file for tm_file; the caller decides what is allowed (inside the workspace only).
   * {@code path} is absolute: a relative one is resolved against {@link #baseDirectory()} first, as
   * {@code tm_abspath} does, when there is one.
   */
  default String readFile(String path) throws HclEvalException {
    throw new HclEvalException("tm_file is not available here", 0, 0);
  }

  /**
   * Whether a regular file is at the absolute {@code path}, for tm_fileexists: false when nothing is
   * there, an error for a directory or another kind of file and, as for {@link #readFile}, for a
   * path outside the workspace.
   */
  default boolean fileExists(String path) throws HclEvalException {
    throw new HclEvalException("tm_fileexists is not available here", 0, 0);
  }

  /**
   * The regular files under the absolute {@code directory}, at any depth, as paths relative to it
   * with "/" separators, for tm_fileset; none when it is not a directory. Bounded as
   * {@link #readFile}: a directory outside the workspace is an error, and what leads outside is left out.
   */
  default java.util.List<String> regularFiles(String directory) throws HclEvalException {
    throw new HclEvalException("tm_fileset is not available here", 0, 0);
  }

  /**
   * Whether the project enables the Terramate experiment {@code name} ({@code terramate.config.experiments}
   * in its root): a function behind one (tm_tomlencode) is unknown without it, as in Terramate.
   */
  default boolean experimentEnabled(String name) {
    return false;
  }

  /**
   * Whether this is the content of a generate_hcl block, the one place Terramate gives
   * tm_hcl_expression (globals, lets, conditions and generate_file do not have it).
   */
  default boolean inGenerateHclContent() {
    return false;
  }
}
