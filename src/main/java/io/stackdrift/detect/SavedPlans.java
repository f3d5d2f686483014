package io.stackdrift.detect;

import io.stackdrift.fs.PlanFiles;
import io.stackdrift.tofu.PlanResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The saved plans of one detect run and how long each lives (contract §4b): a plan that shows no
 * changes, fails, times out or is cancelled is removed as soon as its result is read; one that shows
 * changes is removed after {@code show}, or, when the run heals ({@code keepDrifted}), kept until
 * the heal applied it ({@link #judged}) and removed with the run ({@link #close}).
 */
public final class SavedPlans implements AutoCloseable {
  private final PlanFiles files;
  private final boolean keepDrifted;
  private final Consumer<String> warn;
  private final Map<String, Path> kept = new ConcurrentHashMap<>();

  private SavedPlans(PlanFiles files, boolean keepDrifted, Consumer<String> warn) {
    this.files = files;
    this.keepDrifted = keepDrifted;
    this.warn = warn;
  }

  /**
   * The plan files of a run under {@code stateDir} (null: the system's temporary directory). When
   * they cannot be made, the run goes on without details, and says so once.
   */
  public static SavedPlans open(Path stateDir, boolean keepDrifted, Consumer<String> warn) {
    try {
      return new SavedPlans(PlanFiles.open(stateDir, warn), keepDrifted, warn);
    } catch (IOException e) {
      warn.accept("plans are not saved, so no stack shows its attributes: " + e.getMessage());
      return new SavedPlans(PlanFiles.none(), false, warn);
    }
  }

  /** Where the next plan is saved; null when plans are not saved. */
  Path next() {
    try {
      return files.forPlan();
    } catch (IOException e) {
      warn.accept("a plan is not saved, so its stack shows no attributes: " + e.getMessage());
      return null;
    }
  }

  /** Keeps the plan of a stack that shows changes for the heal, or removes it now. */
  void settle(String stackId, Path planFile, PlanResult result) {
    if (planFile == null) {
      return;
    }
    if (keepDrifted && result != null && result.end() == PlanResult.End.EXITED && result.exitCode() == 2
        && Files.isRegularFile(planFile, LinkOption.NOFOLLOW_LINKS)) { // a tool that wrote no plan: applied afresh
      kept.put(stackId, planFile);
      return;
    }
    discard(planFile);
  }

  /** The saved plan a stack's entry was judged on, while the run keeps it. */
  public Optional<Path> judged(String stackId) {
    return Optional.ofNullable(kept.get(stackId));
  }

  private void discard(Path planFile) {
    try {
      files.discard(planFile);
    } catch (IOException e) {
      warn.accept("a saved plan could not be removed (" + planFile + "): " + e.getMessage()
          + "; the next run removes it");
    }
  }

  /** Removes every plan of the run. */
  @Override
  public void close() {
    try {
      files.close();
    } catch (IOException e) {
      warn.accept("the run's saved plans could not be removed: " + e.getMessage() + "; the next run removes them");
    }
  }
}
