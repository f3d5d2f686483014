package io.stackdrift.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PushReceiverTest {
  private static final String SECRET = "a-webhook-secret-of-32-characters";
  private static final Credentials SIGNER = new Credentials(SECRET.getBytes(StandardCharsets.UTF_8));

  private final AtomicInteger cycles = new AtomicInteger();
  private final PushReceiver receiver = new PushReceiver(SECRET.getBytes(StandardCharsets.UTF_8),
      () -> Optional.of("main"), cycles::incrementAndGet);

  @Test
  void aSignedGithubPushToTheJudgedBranchAsksForACycle() {
    assertEquals(Outcome.CYCLE_REQUESTED, receiver.receive(github("push", push("refs/heads/main")),
        push("refs/heads/main")));
    assertEquals(1, cycles.get());
  }

  @Test
  void anotherBranchATagOrAnotherEventIsIgnoredAndStartsNothing() {
    assertEquals(Outcome.IGNORED, receiver.receive(github("push", push("refs/heads/feature")),
        push("refs/heads/feature")));
    assertEquals(Outcome.IGNORED, receiver.receive(github("push", push("refs/tags/main")), push("refs/tags/main")));
    byte[] ping = "{\"zen\":\"Keep it logically awesome.\"}".getBytes(StandardCharsets.UTF_8);
    assertEquals(Outcome.IGNORED, receiver.receive(github("ping", ping), ping));
    assertEquals(0, cycles.get());
  }

  @Test
  void aBadMissingOrRepeatedSignatureIsUnauthorizedAndStartsNothing() {
    byte[] body = push("refs/heads/main");
    Map<String, List<String>> forged = new HashMap<>(github("push", body));
    forged.put(Credentials.GITHUB, List.of("sha256=" + "0".repeat(64)));
    assertEquals(Outcome.UNAUTHORIZED, receiver.receive(forged, body));
    assertEquals(Outcome.UNAUTHORIZED, receiver.receive(Map.of("x-github-event", List.of("push")), body));
    Map<String, List<String>> twice = new HashMap<>(github("push", body));
    twice.put(Credentials.GITHUB, List.of("sha256=" + SIGNER.hmacHex(body), "sha256=" + "0".repeat(64)));
    assertEquals(Outcome.UNAUTHORIZED, receiver.receive(twice, body));
    Map<String, List<String>> signedOtherBody = github("push", push("refs/heads/other"));
    assertEquals(Outcome.UNAUTHORIZED, receiver.receive(signedOtherBody, body));
    assertEquals(0, cycles.get());
  }

  @Test
  void gitlabGiteaAndForgejoPushesAreRead() {
    byte[] body = push("refs/heads/main");
    assertEquals(Outcome.CYCLE_REQUESTED, receiver.receive(Map.of("x-gitlab-event", List.of("Push Hook"),
        Credentials.GITLAB, List.of(SECRET)), body));
    assertEquals(Outcome.IGNORED, receiver.receive(Map.of("x-gitlab-event", List.of("Tag Push Hook"),
        Credentials.GITLAB, List.of(SECRET)), body));
    assertEquals(Outcome.CYCLE_REQUESTED, receiver.receive(Map.of("x-gitea-event", List.of("push"),
        Credentials.GITEA, List.of(SIGNER.hmacHex(body))), body));
    assertEquals(Outcome.CYCLE_REQUESTED, receiver.receive(Map.of("x-forgejo-event", List.of("push"),
        Credentials.FORGEJO, List.of(SIGNER.hmacHex(body))), body));
    assertEquals(3, cycles.get());
  }

  @Test
  void aGenericCallerAsksForACycleWithAnEmptyBodyOrItsBranchsRef() {
    Map<String, List<String>> bearer = Map.of(Credentials.AUTHORIZATION, List.of("Bearer " + SECRET));
    assertEquals(Outcome.CYCLE_REQUESTED, receiver.receive(bearer, new byte[0]));
    assertEquals(Outcome.CYCLE_REQUESTED, receiver.receive(bearer, push("refs/heads/main")));
    assertEquals(Outcome.IGNORED, receiver.receive(bearer, push("refs/heads/dev")));
    assertEquals(Outcome.MALFORMED, receiver.receive(bearer, "not json".getBytes(StandardCharsets.UTF_8)));
    assertEquals(2, cycles.get());
  }

  @Test
  void aSignedPushWithoutARefIsMalformed() {
    byte[] body = "{\"after\":\"0000\"}".getBytes(StandardCharsets.UTF_8);
    assertEquals(Outcome.MALFORMED, receiver.receive(github("push", body), body));
    assertEquals(0, cycles.get());
  }

  @Test
  void whileTheJudgedBranchIsUnknownAnyBranchesPushAsksForACycle() {
    PushReceiver unknown = new PushReceiver(SECRET.getBytes(StandardCharsets.UTF_8), Optional::empty,
        cycles::incrementAndGet);
    assertEquals(Outcome.CYCLE_REQUESTED, unknown.receive(github("push", push("refs/heads/dev")),
        push("refs/heads/dev")));
    assertEquals(Outcome.IGNORED, unknown.receive(github("push", push("refs/tags/v1")), push("refs/tags/v1")));
  }

  @Test
  void everyDeliveryIsCountedByOutcome() {
    receiver.receive(github("push", push("refs/heads/main")), push("refs/heads/main"));
    receiver.receive(Map.of(), new byte[0]);
    receiver.receive(Map.of(), new byte[0]);
    receiver.tooLarge();
    Map<Outcome, Long> counts = receiver.counts();
    assertEquals(Map.of(Outcome.CYCLE_REQUESTED, 1L, Outcome.IGNORED, 0L, Outcome.UNAUTHORIZED, 2L,
        Outcome.TOO_LARGE, 1L, Outcome.MALFORMED, 0L), counts);
  }

  private static byte[] push(String ref) {
    return ("{\"ref\":\"" + ref + "\",\"after\":\"2786dfa\"}").getBytes(StandardCharsets.UTF_8);
  }

  private static Map<String, List<String>> github(String event, byte[] body) {
    return Map.of("x-github-event", List.of(event), Credentials.GITHUB, List.of("sha256=" + SIGNER.hmacHex(body)));
  }
}
