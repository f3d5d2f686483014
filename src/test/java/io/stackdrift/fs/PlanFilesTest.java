package io.stackdrift.fs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's saved plans: one private directory per plan, gone with the plan, whatever the tool left beside it. */
class PlanFilesTest {
  @Test
  void aDiscardedPlanTakesItsDirectoryWithItAndWhatTheToolLeftThere(@TempDir Path state) throws Exception {
    List<String> warnings = new ArrayList<>();
    try (PlanFiles plans = PlanFiles.open(state, warnings::add)) {
      Path alone = plans.forPlan();
      Path crowded = plans.forPlan();
      assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(alone.getParent())));
      Files.writeString(alone, "plan");
      Files.writeString(crowded, "plan");
      Files.writeString(crowded.resolveSibling("plan.tfplan.tmp"), "left by the tool");
      Files.createSymbolicLink(crowded.resolveSibling("elsewhere"), state); // removed, never followed

      plans.discard(alone);
      plans.discard(crowded);
      plans.discard(null);

      assertFalse(Files.exists(alone.getParent(), LinkOption.NOFOLLOW_LINKS));
      assertFalse(Files.exists(crowded.getParent(), LinkOption.NOFOLLOW_LINKS));
      assertTrue(Files.isDirectory(state), "a link's target is left alone");
      plans.discard(alone); // twice is nothing
    }
    try (var left = Files.list(state.resolve(PlanFiles.TMP))) {
      assertEquals(List.of(), left.toList(), "the run's directory is gone once closed");
    }
    assertEquals(List.of(), warnings);
  }

  @Test
  void aTmpOthersCanWriteHoldsNoPlanAndTheErrorSaysHowToFixIt(@TempDir Path state) throws Exception {
    Path tmp = Files.createDirectories(state.resolve(PlanFiles.TMP));
    Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxrwx---"));

    IOException refused = assertThrows(IOException.class, () -> PlanFiles.open(state, warning -> { }));

    assertEquals(tmp + " is writable by group or others (mode 0770), so another user could put their own plan in "
        + "place of one stackdrift saved there: run 'chmod go-w " + tmp + "'", refused.getMessage());
    try (var left = Files.list(tmp)) {
      assertEquals(List.of(), left.toList(), "nothing was made there");
    }
  }

  @Test
  void aRunWhoseLockIsFreeIsGoneWhateverItsPidAndALiveOneIsLeftAlone(@TempDir Path state) throws Exception {
    Path tmp = Files.createDirectories(state.resolve(PlanFiles.TMP));
    Path dead = Files.createDirectory(tmp.resolve(PlanFiles.PREFIX + "1-dead")); // pid 1 is alive: only the lock tells
    Files.writeString(dead.resolve(PlanFiles.ALIVE), "");
    Files.writeString(dead.resolve("plan.tfplan"), "secrets in clear");
    List<String> warnings = new ArrayList<>();
    try (PlanFiles live = PlanFiles.open(state, warnings::add);
         PlanFiles other = PlanFiles.open(state, warnings::add)) {
      assertFalse(Files.exists(dead), "removed");
      assertEquals(1, warnings.size(), warnings.toString());
      Path plan = live.forPlan();
      assertTrue(Files.isDirectory(plan.getParent()), "the run opened first keeps its directory");
      assertTrue(other.forPlan() != null);
    }
  }
}
