package io.stackdrift.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** git's -z records as the readers of status and log take them. */
class NulRecordsTest {
  private static ByteArrayInputStream bytes(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void eachRecordIsHandedOnAndWhatFollowsTheLastNulIsGivenBack() throws Exception {
    List<String> records = new ArrayList<>();
    String rest = NulRecords.read(bytes("a\0b c\0\0tail"), 100, (text, cut) -> records.add(text));
    assertEquals(List.of("a", "b c", ""), records);
    assertEquals("tail", rest);
  }

  @Test
  void aRecordOverTheBoundIsHandedOnCutAndTheNextIsWhole() throws Exception {
    List<String> records = new ArrayList<>();
    List<Boolean> cuts = new ArrayList<>();
    NulRecords.read(bytes("x".repeat(10) + "\0ok\0"), 4, (text, cut) -> {
      records.add(text);
      cuts.add(cut);
      return true;
    });
    assertEquals(List.of("xxxx", "ok"), records);
    assertEquals(List.of(true, false), cuts);
  }

  @Test
  void aSinkThatHasEnoughEndsTheReading() throws Exception {
    List<String> records = new ArrayList<>();
    String rest = NulRecords.read(bytes("a\0b\0c\0"), 100, (text, cut) -> records.add(text) && !text.equals("b"));
    assertEquals(List.of("a", "b"), records);
    assertNull(rest);
  }

  @Test
  void aStatusPathTooLongToKeepCountsAsEverythingChanged() throws Exception {
    StatusReader status = new StatusReader();
    status.read(bytes("# branch.oid " + "a".repeat(40) + "\0? " + "p/".repeat(40_000) + "f\0"));
    assertTrue(status.overflow, "a path that could not be kept fails closed");
    assertEquals("a".repeat(40), status.oid);

    StatusReader small = new StatusReader();
    small.read(bytes("? new.tf\0"));
    assertFalse(small.overflow);
    assertEquals(List.of("new.tf"), small.untracked);
  }
}
