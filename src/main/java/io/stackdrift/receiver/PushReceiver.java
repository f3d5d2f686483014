package io.stackdrift.receiver;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/**
 * {@code POST /hooks/git}: one delivery in, one {@link Outcome} out, counted. A delivery must carry
 * the secret ({@link Credentials}); then a push notification (GitHub's, Gitea's and Forgejo's
 * {@code push} event, GitLab's {@code Push Hook}) to the branch the watch judges asks for a cycle, and
 * so does a generic caller's delivery without an event header (an empty body, or JSON whose
 * {@code ref}, when it has one, names that branch). Anything else signed right is ignored. No header
 * or body is ever logged or kept.
 */
public final class PushReceiver {
  /** The largest body read: a push notification of many commits is well under it. */
  public static final int MAX_BODY_BYTES = 1024 * 1024;

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> EVENT_HEADERS = List.of("x-github-event", "x-gitea-event", "x-forgejo-event",
      "x-gitlab-event");
  private static final List<String> SINGLE = List.of(Credentials.GITHUB, Credentials.GITEA, Credentials.FORGEJO,
      Credentials.GITLAB, Credentials.AUTHORIZATION, "x-github-event", "x-gitea-event", "x-forgejo-event",
      "x-gitlab-event");

  private final Credentials credentials;
  private final Supplier<Optional<String>> judgedBranch;
  private final Runnable requestCycle;
  private final Map<Outcome, LongAdder> counts = new EnumMap<>(Outcome.class);

  /**
   * {@code judgedBranch}: the branch whose pushes start a cycle (empty when not known: not in git, a
   * detached HEAD, before the first cycle; then any push does); {@code requestCycle} asks the loop for a
   * cycle, coalesced by the loop.
   */
  public PushReceiver(byte[] secret, Supplier<Optional<String>> judgedBranch, Runnable requestCycle) {
    this.credentials = new Credentials(secret);
    this.judgedBranch = judgedBranch;
    this.requestCycle = requestCycle;
    for (Outcome outcome : Outcome.values()) {
      counts.put(outcome, new LongAdder());
    }
  }

  /** {@code headers}: every header's values by its name in lower case. */
  public Outcome receive(Map<String, List<String>> headers, byte[] body) {
    return counted(judge(headers, body));
  }

  /** A delivery whose body is over {@link #MAX_BODY_BYTES}: refused unread. */
  public Outcome tooLarge() {
    return counted(Outcome.TOO_LARGE);
  }

  /** The deliveries so far by outcome, every outcome present. */
  public Map<Outcome, Long> counts() {
    Map<Outcome, Long> now = new EnumMap<>(Outcome.class);
    counts.forEach((outcome, count) -> now.put(outcome, count.sum()));
    return now;
  }

  private Outcome counted(Outcome outcome) {
    counts.get(outcome).increment();
    if (outcome == Outcome.CYCLE_REQUESTED) {
      requestCycle.run();
    }
    return outcome;
  }

  private Outcome judge(Map<String, List<String>> headers, byte[] body) {
    Map<String, String> single = new TreeMap<>();
    for (String name : SINGLE) {
      List<String> values = headers.getOrDefault(name, List.of());
      if (values.size() > 1) {
        return Outcome.UNAUTHORIZED; // which of two signatures counts is a question an attacker asks
      }
      if (values.size() == 1) {
        single.put(name, values.get(0));
      }
    }
    if (!credentials.authentic(single, body)) {
      return Outcome.UNAUTHORIZED;
    }
    String event = event(single);
    if (event == null) {
      return generic(body);
    }
    if (!event.equals("push") && !event.equals("push hook")) {
      return Outcome.IGNORED;
    }
    JsonNode payload = parse(body);
    if (payload == null || !payload.path("ref").isTextual()) {
      return Outcome.MALFORMED;
    }
    return toJudgedBranch(payload.path("ref").asText()) ? Outcome.CYCLE_REQUESTED : Outcome.IGNORED;
  }

  /** A caller of its own (a CI job, a script): an empty body asks for a cycle; JSON may name its ref. */
  private Outcome generic(byte[] body) {
    if (body.length == 0) {
      return Outcome.CYCLE_REQUESTED;
    }
    JsonNode payload = parse(body);
    if (payload == null) {
      return Outcome.MALFORMED;
    }
    JsonNode ref = payload.path("ref");
    if (ref.isMissingNode() || ref.isNull()) {
      return Outcome.CYCLE_REQUESTED;
    }
    return ref.isTextual() && toJudgedBranch(ref.asText()) ? Outcome.CYCLE_REQUESTED : Outcome.IGNORED;
  }

  private boolean toJudgedBranch(String ref) {
    Optional<String> branch = judgedBranch.get();
    if (branch.isEmpty()) {
      return ref.startsWith("refs/heads/");
    }
    return ref.equals("refs/heads/" + branch.get());
  }

  /** The event a forge names, in lower case; null for a caller that names none. */
  private static String event(Map<String, String> single) {
    for (String name : EVENT_HEADERS) {
      String value = single.get(name);
      if (value != null) {
        return value.strip().toLowerCase(Locale.ROOT);
      }
    }
    return null;
  }

  /** The body as a JSON object, or null when it is not one. */
  private static JsonNode parse(byte[] body) {
    try {
      JsonNode node = JSON.readTree(body);
      return node != null && node.isObject() ? node : null;
    } catch (IOException e) {
      return null;
    }
  }
}
