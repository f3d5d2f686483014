package io.stackdrift.fs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What is applied is the copy that was judged, checked unchanged first (contract §4b). */
class JudgedPlanTest {
  @Test
  void theCopyIsPrivateAndStaysJudgedUntilSomethingChangesIt(@TempDir Path state) throws Exception {
    try (PlanFiles plans = PlanFiles.open(state, warning -> { })) {
      Path planFile = plans.forPlan();
      Files.writeString(planFile, "the update that was judged");

      JudgedPlan judged = JudgedPlan.copyOf(planFile);
      Files.writeString(planFile, "a destroy put in place of the tool's file"); // not what is applied

      assertEquals(planFile.resolveSibling("judged.tfplan"), judged.file());
      assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(judged.file())));
      assertEquals("the update that was judged", Files.readString(judged.file()));
      assertNull(judged.changed());

      Files.writeString(judged.file(), "a destroy put in place of the copy");
      assertEquals("its SHA-256 is no longer the one taken when it was judged", judged.changed());
      Files.delete(judged.file());
      assertEquals(judged.file() + " is gone", judged.changed());
    }
  }

  @Test
  void aPlanInADirectoryOthersCanWriteIsNotJudged(@TempDir Path state) throws Exception {
    try (PlanFiles plans = PlanFiles.open(state, warning -> { })) {
      Path planFile = plans.forPlan();
      Files.writeString(planFile, "plan");
      JudgedPlan judged = JudgedPlan.copyOf(planFile);
      Path dir = planFile.getParent();
      Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));

      IOException refused = assertThrows(IOException.class, () -> JudgedPlan.copyOf(planFile));
      assertTrue(refused.getMessage().startsWith(dir + " is writable by group or others (mode 0777)"),
          refused.getMessage());
      assertTrue(judged.changed().endsWith("run 'chmod go-w " + dir + "'"), judged.changed());
    }
  }

  @Test
  void noPlanFileIsNoSuchFile(@TempDir Path state) throws Exception {
    try (PlanFiles plans = PlanFiles.open(state, warning -> { })) {
      Path planFile = plans.forPlan();
      assertThrows(NoSuchFileException.class, () -> JudgedPlan.copyOf(planFile));
    }
  }
}
