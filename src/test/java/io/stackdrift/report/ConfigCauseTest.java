package io.stackdrift.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a config cause says (contract §14): the commit after the last converged run, else only what the plan shows. */
class ConfigCauseTest {
  private static final StackEntry.ChangedAt COMMIT = new StackEntry.ChangedAt("3f2a1bc", "2026-11-30T10:00:00Z");

  @Test
  void aCommitAfterTheLastConvergedRunIsNamed() {
    assertEquals("code changed in 3f2a1bc, 2026-11-30, not applied since",
        ConfigCause.detail(COMMIT, "2026-11-29T08:00:00Z", null));
  }

  @Test
  void withoutSuchACommitNoCodeChangeIsClaimed() {
    assertEquals(ConfigCause.AHEAD, ConfigCause.detail(COMMIT, "2026-12-01T08:00:00Z", null), "converged since that commit");
    assertEquals(ConfigCause.AHEAD, ConfigCause.detail(COMMIT, null, null), "never seen converged");
    assertEquals(ConfigCause.AHEAD, ConfigCause.detail(null, "2026-11-29T08:00:00Z", null), "outside git");
    assertEquals(ConfigCause.AHEAD, ConfigCause.detail(new StackEntry.ChangedAt("3f2a1bc", "garbled"),
        "2026-11-29T08:00:00Z", null));
    assertEquals(ConfigCause.AHEAD, ConfigCause.detail(COMMIT, "2026-11-29T08:00:00Z", "3f2a1bc" + "0".repeat(33)),
        "the very commit the last converged run judged, whatever the clocks say");
  }

  @Test
  void theSentenceFollowsThePlansOwnWordsOnceAndTheViewsFindIt() {
    StackEntry drifted = StackEntry.builder().stackId("a").status(StackStatus.DRIFTED)
        .detail("tofu plan reports changes against the recorded OpenTofu state").driftCause(DriftCause.CONFIG)
        .changedAt(COMMIT).build();
    StackEntry told = ConfigCause.told(drifted, "2026-11-29T08:00:00Z", null);
    assertEquals("tofu plan reports changes against the recorded OpenTofu state; code changed in 3f2a1bc, "
        + "2026-11-30, not applied since", told.detail());
    assertEquals(told, ConfigCause.told(told, "2026-11-29T08:00:00Z", null), "told once");
    assertEquals(Optional.of("code changed in 3f2a1bc, 2026-11-30, not applied since"), ConfigCause.in(told));
    assertEquals(Optional.empty(), ConfigCause.in(drifted));
    assertEquals(ConfigCause.in(told), ConfigCause.commit(told));
    StackEntry ahead = ConfigCause.told(drifted, null, null);
    assertEquals(Optional.of(ConfigCause.AHEAD), ConfigCause.in(ahead));
    assertEquals(Optional.empty(), ConfigCause.commit(ahead), "the views beside the word config say nothing more");
    assertEquals(drifted.detail(), told.strict().detail(), "--strict-v1 keeps the original format's detail");
    assertEquals(null, ConfigCause.told(drifted.toBuilder().detail(null).build(), null, null).strict().detail());
    StackEntry external = drifted.toBuilder().driftCause(DriftCause.EXTERNAL).build();
    assertEquals(external, ConfigCause.told(external, "2026-11-29T08:00:00Z", null), "only a config cause");
  }
}
