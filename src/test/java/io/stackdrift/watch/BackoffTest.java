package io.stackdrift.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A lost engine is asked again after 1, 2, 4 … seconds, never less often than every 30 s. */
class BackoffTest {
  @Test
  void doublesToThirtySecondsAndStaysThere() {
    Backoff backoff = new Backoff();
    List<Long> waits = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      waits.add(backoff.failed().toSeconds());
    }
    assertEquals(List.of(1L, 2L, 4L, 8L, 16L, 30L, 30L, 30L), waits);
  }

  @Test
  void aStreamThatHeldStartsOverAtOneSecond() {
    Backoff backoff = new Backoff();
    backoff.failed();
    backoff.failed();
    backoff.reset();
    assertEquals(Duration.ofSeconds(1), backoff.failed());
  }
}
