package io.stackdrift.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BudgetQueueTest {
  private static final Map<String, Long> PEAKS = Map.of("big", 700L, "mid", 400L, "small", 100L, "tiny", 50L);

  @Test
  void theFirstInStartOrderThatFitsIsTaken() {
    List<Integer> told = new ArrayList<>();
    BudgetQueue<String> q = new BudgetQueue<>(List.of("big", "mid", "small", "tiny"), PEAKS::get, 1000, () -> false,
        (items, inUse, budget) -> told.add(items));
    assertEquals("big", q.take());
    assertEquals("small", q.take(), "mid does not fit beside big; small does");
    assertEquals("tiny", q.take());
    q.done("big");
    assertEquals("mid", q.take());
    assertNull(q.take());
    assertEquals(List.of(), told, "nothing waited: something always fitted");
  }

  @Test
  void onePlanAlwaysRunsEvenWhenItExceedsTheBudget() {
    BudgetQueue<String> q = new BudgetQueue<>(List.of("big", "tiny"), PEAKS::get, 10, () -> false, (a, b, c) -> { });
    assertEquals("big", q.take(), "nothing runs: the first goes whatever it expects");
    q.done("big");
    assertEquals("tiny", q.take());
  }

  @Test
  void aWaitIsToldAndEndsWhenMemoryIsFree() throws Exception {
    List<Integer> told = new ArrayList<>();
    BudgetQueue<String> q = new BudgetQueue<>(List.of("big", "mid"), PEAKS::get, 1000, () -> false,
        (items, inUse, budget) -> {
          synchronized (told) {
            told.add(items);
          }
        });
    assertEquals("big", q.take());
    Thread freeing = new Thread(() -> {
      synchronized (told) {
        while (told.isEmpty()) {
          try {
            told.wait(10);
          } catch (InterruptedException e) {
            return;
          }
        }
      }
      q.done("big");
    });
    freeing.start();
    assertEquals("mid", q.take(), "mid waits until big is done");
    freeing.join(10_000);
    assertEquals(List.of(1, 0), told);
  }

  @Test
  void afterCancellationEveryItemIsHandedOutAtOnce() {
    BudgetQueue<String> q = new BudgetQueue<>(List.of("big", "mid", "small"), PEAKS::get, 1, () -> true,
        (a, b, c) -> { });
    assertEquals("big", q.take());
    assertEquals("mid", q.take());
    assertEquals("small", q.take());
    assertNull(q.take());
  }
}
