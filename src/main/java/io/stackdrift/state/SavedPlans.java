package io.stackdrift.state;

import io.stackdrift.fs.JudgedPlan;
import io.stackdrift.fs.PlanFiles;
import io.stackdrift.tofu.PlanResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The saved plans of one detect run and how long each lives (contract §4b): a plan that shows no
 * changes, fails, times out or is cancelled is removed as soon as its result is read; one that shows
 * changes is removed after {@code show}, or, when the run heals ({@code keepDrifted}), its judged
 * copy is kept until the heal applied it ({@link #judged}) and removed with the run ({@link #close}).
 */
public final class SavedPlans implements AutoCloseable {
  private final PlanFiles files;
  private final boolean keepDrifted;
  private final Consumer<String> warn;
  private final Map<String, JudgedPlan> kept = new ConcurrentHashMap<>();
  /** Why a stack has no saved plan, where one was wanted. */
  private final Map<String, String> unsaved = new ConcurrentHashMap<>();
  /** Why no plan of the run can be saved; null when they can. */
  private final String unusable;

  private SavedPlans(PlanFiles files, boolean keepDrifted, Consumer<String> warn, String unusable) {
    this.files = files;
    this.keepDrifted = keepDrifted;
    this.warn = warn;
    this.unusable = unusable;
  }

  /**
   * The plan files of a run under {@code stateDir} (null: the system's temporary directory). When
   * they cannot be made, the run goes on without details, and says so once.
   */
  public static SavedPlans open(Path stateDir, boolean keepDrifted, Consumer<String> warn) {
    try {
      return new SavedPlans(PlanFiles.open(stateDir, warn), keepDrifted, warn, null);
    } catch (IOException e) {
      warn.accept("plans are not saved, so no stack shows its attributes" + (keepDrifted ? " and none is healed" : "")
          + ": " + e.getMessage());
      return new SavedPlans(PlanFiles.none(), keepDrifted, warn, "plans cannot be saved: " + e.getMessage());
    }
  }

  /** Whether the plans that show changes are kept for a heal: then they are saved whatever the details. */
  public boolean keepsDrifted() {
    return keepDrifted;
  }

  /** Where the next plan of {@code stackId} is saved; null when plans are not saved. */
  public Path next(String stackId) {
    if (unusable != null) {
      unsaved.put(stackId, unusable);
      return null;
    }
    try {
      return files.forPlan();
    } catch (IOException e) {
      warn.accept("a plan is not saved, so its stack shows no attributes: " + e.getMessage());
      unsaved.put(stackId, "its plan file could not be made: " + e.getMessage());
      return null;
    }
  }

  /**
   * A new plan file for a plan a reconcile makes itself (a forced replacement, a saved report), to be
   * applied and then {@linkplain #discard discarded}.
   */
  public Path fresh() throws IOException {
    if (unusable != null) {
      throw new IOException(unusable);
    }
    Path planFile = files.forPlan();
    if (planFile == null) {
      throw new IOException("plans cannot be saved in this run");
    }
    return planFile;
  }

  /** Why {@code stackId} has no saved plan to apply. */
  public String whyNone(String stackId) {
    String why = unsaved.get(stackId);
    if (why != null) {
      return why;
    }
    return keepDrifted ? "the run saved none for it" : "this run keeps no plan to apply";
  }

  /**
   * Keeps the judged copy of the plan of a stack that shows changes for the heal (its directory
   * goes with the run), or removes the plan's directory now.
   */
  public void settle(String stackId, Path planFile, PlanResult result) {
    if (planFile == null) {
      return;
    }
    boolean drifted = result != null && result.end() == PlanResult.End.EXITED && result.exitCode() == 2;
    if (keepDrifted && drifted && result.judged() != null) {
      kept.put(stackId, result.judged());
      return;
    }
    if (keepDrifted && drifted) {
      unsaved.put(stackId, result.notJudged() == null ? "the tool wrote no plan file" : result.notJudged());
    }
    discard(planFile);
  }

  /** The judged copy of the saved plan a stack's entry was judged on, while the run keeps it. */
  public Optional<JudgedPlan> judged(String stackId) {
    return Optional.ofNullable(kept.get(stackId));
  }

  /** Removes a plan file now; a failure is one warning, and the run's end removes it. */
  public void discard(Path planFile) {
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
