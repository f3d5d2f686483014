package io.stackdrift.tofu;

import static io.stackdrift.tofu.PlanValues.ancestors;
import static io.stackdrift.tofu.PlanValues.child;
import static io.stackdrift.tofu.PlanValues.covered;
import static io.stackdrift.tofu.PlanValues.digestOrNull;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.stackdrift.fs.BoundedFile;
import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.Redactor;
import io.stackdrift.tofu.PlanValues.Leaf;
import io.stackdrift.tofu.PlanValues.Markers;
import io.stackdrift.tofu.PlanValues.Side;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code show -json} of a saved plan as a stream (contract §4b): one resource change at a
 * time, never the whole document. Of each change it keeps only the attributes whose values differ,
 * each value as compact JSON cut at {@link AttributeChange#MAX_VALUE} characters and as a digest of
 * the whole. Values come before their sensitivity markers, and a value may be marked in one place
 * and shown unmarked in another, so sensitivity is settled at the end of the document: a value
 * marked sensitive anywhere, or equal to one that is, is never written anywhere. How a value is
 * kept, its canonical form, the paths and what a marker covers are {@link PlanValues}'s rules.
 */
public final class PlanDocument {
  /** Far beyond the document of any plan that can be read at 3 a.m. (contract §4b). */
  public static final long MAX_BYTES = 64L << 20;
  /** Values kept per side of one resource change; a value with more leaves is compared on these. */
  static final int MAX_LEAVES = 10_000;
  /** Differing attributes kept per resource until the end of the document; more are only counted. */
  static final int MAX_DIFFS = 200;
  /** Resources whose attributes are kept per stack. */
  static final int MAX_RESOURCES = 2_000;
  /** Values, containers and markers collected in the whole document; past it no value is shown. */
  static final int MAX_COLLECTED = 4_000_000;

  /**
   * The pipe is the runner's: it reads what the parser leaves to its end, so the parser never closes
   * it. A key given twice in one object is refused: which of the two a reader takes is a choice a
   * crafted document could make for us (contract §4b).
   */
  private static final JsonFactory JSON = JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
  /** {@code action_reason}s of show -json that the code or the operator gives (a plan stream names them shorter). */
  private static final Set<String> CONFIG_REASONS = Set.of("replace_because_tainted", "replace_by_request",
      "replace_by_triggers");

  /** What the document says of one resource an apply would change. */
  public record ResourceDetails(String address, List<AttributeChange> attributes, int total, int driftOnly,
      boolean configurationChange, boolean externalChange) {}

  /**
   * The resources an apply would change, by address, in document order; {@code truncated}: cut at a
   * bound; {@code valuesCut}: a bound stopped the collection of values or markers, so no value is
   * shown; {@code unmarkedBy}: the tool version of a document with a change that carries no
   * sensitivity markers (its values are not shown), null when every change carries them.
   */
  public record Details(Map<String, ResourceDetails> byAddress, boolean truncated, boolean valuesCut,
      String unmarkedBy, List<PlanCheck> checks) {
    public Details {
      checks = checks == null ? List.of() : List.copyOf(checks);
    }

    public Details(Map<String, ResourceDetails> byAddress, boolean truncated, boolean valuesCut, String unmarkedBy) {
      this(byAddress, truncated, valuesCut, unmarkedBy, List.of());
    }

    public Details(Map<String, ResourceDetails> byAddress, boolean truncated) {
      this(byAddress, truncated, false, null);
    }
  }

  /** A change as read, before its markers are applied. */
  private static final class Change {
    String address = "";
    String mode = "managed";
    List<String> actions = List.of();
    String reason = "";
    boolean moved;
    boolean importing;
    final Side before = new Side();
    final Side after = new Side();
    final Set<String> afterUnknown = new HashSet<>();
    final Markers beforeMarkers = new Markers();
    final Markers afterMarkers = new Markers();
    /** Filled when its markers are set against its values: the paths they cover, shape disagreements included. */
    final Set<String> beforeSensitive = new HashSet<>();
    final Set<String> afterSensitive = new HashSet<>();

    boolean carriesMarkers() {
      return beforeMarkers.given && afterMarkers.given;
    }
  }

  /** An attribute whose values differ, kept until sensitivity is settled. */
  private record Diff(String path, Leaf before, Leaf after, boolean unknown, boolean marked, boolean unmarkedChange) {}

  /** What is kept of a change until the end of the document. */
  private record Kept(Change change, List<Diff> diffs, int total) {}

  private final Redactor redactor;
  private final Set<ByteBuffer> sensitive = new HashSet<>();
  private final Map<String, Kept> drift = new LinkedHashMap<>();
  private final Map<String, Kept> planned = new LinkedHashMap<>();
  private boolean truncated;
  private boolean valuesCut;
  private boolean unmarked;
  private String toolVersion = "";
  private int collected;
  /** The document's {@code checks} that did not pass (contract §16); null when it has none. */
  private List<PlanCheck> checks;

  private PlanDocument(Redactor redactor) {
    this.redactor = redactor;
  }

  /**
   * Reads the document on {@code in} (at most {@link #MAX_BYTES}, else {@link BoundedFile.TooLarge});
   * values that are not sensitive pass {@code redactor}.
   */
  public static Details read(InputStream in, Redactor redactor) throws IOException {
    PlanDocument doc = new PlanDocument(redactor);
    try (JsonParser p = JSON.createParser(BoundedFile.limited(in, MAX_BYTES, "a saved plan's JSON"))) {
      doc.readTop(p);
    }
    return doc.resolve();
  }

  private void readTop(JsonParser p) throws IOException {
    if (p.nextToken() != JsonToken.START_OBJECT) {
      throw new IOException("the saved plan's JSON is not an object");
    }
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (value == JsonToken.START_ARRAY && field.equals("resource_drift")) {
        readChanges(p, drift);
      } else if (value == JsonToken.START_ARRAY && field.equals("resource_changes")) {
        readChanges(p, planned);
      } else if (value == JsonToken.START_OBJECT && field.equals("output_changes")) {
        readOutputs(p);
      } else if (value == JsonToken.START_OBJECT && field.equals("planned_values")) {
        readValues(p);
      } else if (value == JsonToken.START_OBJECT && field.equals("prior_state")) {
        readState(p);
      } else if (value == JsonToken.START_ARRAY && field.equals("checks")) {
        checks = DocumentChecks.read(p);
      } else if (value == JsonToken.VALUE_STRING && field.equals("terraform_version")) {
        toolVersion = p.getText();
      } else {
        p.skipChildren();
      }
    }
  }

  private void readChanges(JsonParser p, Map<String, Kept> into) throws IOException {
    while (p.nextToken() == JsonToken.START_OBJECT) {
      Change c = new Change();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        switch (field) {
          case "address" -> c.address = p.getValueAsString("");
          case "mode" -> c.mode = p.getValueAsString("managed");
          case "action_reason" -> c.reason = p.getValueAsString("");
          case "previous_address" -> c.moved = value == JsonToken.VALUE_STRING;
          case "importing" -> {
            c.importing = value == JsonToken.START_OBJECT;
            p.skipChildren();
          }
          case "change" -> readChange(p, c);
          default -> p.skipChildren();
        }
      }
      keep(c, into);
    }
  }

  /** {@code output_changes}: only their sensitive values matter (an output may show a secret unmarked elsewhere). */
  private void readOutputs(JsonParser p) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      p.nextToken();
      Change c = new Change();
      if (p.currentToken() == JsonToken.START_OBJECT) {
        readChange(p, c);
      } else {
        p.skipChildren();
      }
      collectSensitive(c);
    }
  }

  private void readChange(JsonParser p, Change c) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      switch (field) {
        case "actions" -> c.actions = strings(p);
        case "before" -> leaves(p, "", false, c.before);
        case "after" -> leaves(p, "", false, c.after);
        case "after_unknown" -> unknowns(p, "", false, c.afterUnknown);
        case "before_sensitive" -> sensitiveMarks(p, c.beforeMarkers);
        case "after_sensitive" -> sensitiveMarks(p, c.afterMarkers);
        default -> p.skipChildren();
      }
    }
  }

  /** {@code prior_state}: its values and their markers count as the changes' do. */
  private void readState(JsonParser p) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      if (p.nextToken() == JsonToken.START_OBJECT && field.equals("values")) {
        readValues(p);
      } else {
        p.skipChildren();
      }
    }
  }

  /** {@code planned_values} or a state's {@code values}: outputs and modules, read only for what is sensitive. */
  private void readValues(JsonParser p) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (value == JsonToken.START_OBJECT && field.equals("outputs")) {
        readValueOutputs(p);
      } else if (value == JsonToken.START_OBJECT && field.equals("root_module")) {
        readModule(p);
      } else {
        p.skipChildren();
      }
    }
  }

  /** Outputs of a values object: {@code "sensitive": true} marks the whole value. */
  private void readValueOutputs(JsonParser p) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        p.skipChildren();
        continue;
      }
      Change c = new Change();
      boolean marked = false;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        if (field.equals("value")) {
          leaves(p, "", false, c.after);
        } else if (field.equals("sensitive")) {
          marked = value != JsonToken.VALUE_FALSE; // anything but false: fail closed
          p.skipChildren();
        } else {
          p.skipChildren();
        }
      }
      if (marked) {
        c.afterMarkers.marked.add("");
      }
      collectSensitive(c);
    }
  }

  /** A module of a values object: its resources ({@code values}, {@code sensitive_values}) and child modules. */
  private void readModule(JsonParser p) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (value == JsonToken.START_ARRAY && field.equals("resources")) {
        while (p.nextToken() == JsonToken.START_OBJECT) {
          readValueResource(p);
        }
        if (p.currentToken() != JsonToken.END_ARRAY) {
          p.skipChildren();
        }
      } else if (value == JsonToken.START_ARRAY && field.equals("child_modules")) {
        while (p.nextToken() != JsonToken.END_ARRAY) {
          if (p.currentToken() == JsonToken.START_OBJECT) {
            readModule(p);
          } else {
            p.skipChildren();
          }
        }
      } else {
        p.skipChildren();
      }
    }
  }

  private void readValueResource(JsonParser p) throws IOException {
    Change c = new Change();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      switch (field) {
        case "values" -> leaves(p, "", false, c.after);
        case "sensitive_values" -> sensitiveMarks(p, c.afterMarkers);
        default -> p.skipChildren();
      }
    }
    collectSensitive(c);
  }

  private static List<String> strings(JsonParser p) throws IOException {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      p.skipChildren();
      return List.of();
    }
    List<String> out = new ArrayList<>();
    while (p.nextToken() != JsonToken.END_ARRAY) {
      out.add(p.getValueAsString(""));
      p.skipChildren();
    }
    return out;
  }

  /**
   * The leaves of a value by path: scalars, and empty objects and lists; and the kind of every
   * container. A null at the top is no value.
   */
  private void leaves(JsonParser p, String path, boolean inList, Side out) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.START_OBJECT) {
      container(out.containers, path, '{');
      boolean empty = true;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        empty = false;
        String key = p.currentName();
        p.nextToken();
        leaves(p, child(path, key, inList), false, out);
      }
      if (empty && !path.isEmpty()) {
        put(out, path, "{}".toCharArray(), null);
      }
    } else if (t == JsonToken.START_ARRAY) {
      container(out.containers, path, '[');
      int i = 0;
      while (p.nextToken() != JsonToken.END_ARRAY) {
        leaves(p, path + "[" + i++ + "]", true, out);
      }
      if (i == 0) {
        put(out, path, "[]".toCharArray(), null);
      }
    } else if (t != JsonToken.VALUE_NULL || !path.isEmpty()) {
      CharBuffer raw = CharBuffer.wrap(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
      put(out, path, PlanValues.json(t, raw), PlanValues.canonical(t, raw));
    }
  }

  /**
   * Keeps the value ({@link PlanValues#leaf}); {@code json} and {@code canonical} (null: the JSON is
   * the canonical form) are wiped here. Past the bound a value is not kept, and no value of the
   * document is shown.
   */
  private void put(Side out, String path, char[] json, char[] canonical) {
    if (collect(out.leaves.size())) {
      out.leaves.put(path, PlanValues.leaf(json, canonical));
    }
    Arrays.fill(json, '\0');
    if (canonical != null) {
      Arrays.fill(canonical, '\0');
    }
  }

  private void container(Map<String, Character> containers, String path, char kind) {
    if (collect(containers.size())) {
      containers.put(path, kind);
    }
  }

  /** Whether one more of a structure of {@code size} is kept; when not, the values are cut (contract §4b). */
  private boolean collect(int size) {
    if (size >= MAX_LEAVES || collected >= MAX_COLLECTED) {
      valuesCut = true;
      return false;
    }
    collected++;
    return true;
  }

  /** The paths {@code after_unknown} sets to {@code true}. */
  private void unknowns(JsonParser p, String path, boolean inList, Set<String> out) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.START_OBJECT) {
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        p.nextToken();
        unknowns(p, child(path, key, inList), false, out);
      }
    } else if (t == JsonToken.START_ARRAY) {
      int i = 0;
      while (p.nextToken() != JsonToken.END_ARRAY) {
        unknowns(p, path + "[" + i++ + "]", true, out);
      }
    } else if (t == JsonToken.VALUE_TRUE && collect(out.size())) {
      out.add(path);
    }
  }

  /** A {@code *_sensitive} marker structure; a null one is no marker at all. */
  private void sensitiveMarks(JsonParser p, Markers out) throws IOException {
    if (p.currentToken() == JsonToken.VALUE_NULL) {
      return;
    }
    out.given = true;
    sensitiveMarks(p, "", false, out);
  }

  /** The paths a sensitivity marker sets: any scalar but {@code false} marks (fail closed). */
  private void sensitiveMarks(JsonParser p, String path, boolean inList, Markers out) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.START_OBJECT) {
      container(out.containers, path, '{');
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        p.nextToken();
        sensitiveMarks(p, child(path, key, inList), false, out);
      }
    } else if (t == JsonToken.START_ARRAY) {
      container(out.containers, path, '[');
      int i = 0;
      while (p.nextToken() != JsonToken.END_ARRAY) {
        sensitiveMarks(p, path + "[" + i++ + "]", true, out);
      }
    } else if (t != JsonToken.VALUE_FALSE) {
      if (collect(out.marked.size())) {
        out.marked.add(path);
      } else {
        out.marked.add(""); // a marker not kept could be any: all of the side is sensitive
      }
    }
  }

  private void collectSensitive(Change c) {
    PlanValues.settle(c.before, c.beforeMarkers, c.beforeSensitive);
    PlanValues.settle(c.after, c.afterMarkers, c.afterSensitive);
    collectSensitive(c.before, c.beforeSensitive);
    collectSensitive(c.after, c.afterSensitive);
  }

  private void collectSensitive(Side side, Set<String> marked) {
    side.leaves.forEach((path, leaf) -> {
      if (covered(path, marked) && !PlanValues.holdsNoSecret(leaf.canonical())) {
        sensitive.add(leaf.canonical());
      }
    });
  }

  /** Keeps the differing attributes of a change, and the digests of its sensitive values. */
  private void keep(Change c, Map<String, Kept> into) {
    collectSensitive(c);
    unmarked |= !c.carriesMarkers() && !c.actions.isEmpty() && !c.actions.equals(List.of("no-op"));
    if (!c.mode.equals("managed") || c.actions.isEmpty() || c.actions.equals(List.of("read"))) {
      return;
    }
    if (into.size() >= MAX_RESOURCES) {
      truncated = true;
      return;
    }
    Set<String> above = ancestors(c.before.leaves.keySet());
    Set<String> paths = new LinkedHashSet<>(c.before.leaves.keySet());
    paths.addAll(c.after.leaves.keySet());
    paths.addAll(c.afterUnknown);
    List<Diff> diffs = new ArrayList<>();
    int total = 0;
    // A value that becomes unknown as a whole is one row, as OpenTofu shows it, not one per value below
    Set<String> wholeUnknown = new HashSet<>(c.afterUnknown);
    wholeUnknown.retainAll(above);
    for (String path : paths) {
      Leaf b = c.before.leaves.get(path);
      Leaf a = c.after.leaves.get(path);
      boolean unknown = a == null && covered(path, c.afterUnknown);
      if (!unknown && digestOrNull(b).equals(digestOrNull(a))) {
        continue; // the same value, or null beside absent
      }
      if (wholeUnknown.contains(path)) {
        ByteBuffer elided = PlanValues.digestOf("…");
        b = new Leaf(c.before.leaves.keySet().stream().anyMatch(x -> x.startsWith(path + "[") && !x.startsWith(
            path + "[\"")) ? "[…]".toCharArray() : "{…}".toCharArray(), elided, elided);
      } else if (unknown && covered(path, wholeUnknown)) {
        continue;
      }
      total++;
      if (diffs.size() < MAX_DIFFS) {
        diffs.add(new Diff(path, b, a, unknown,
            covered(path, c.beforeSensitive) || covered(path, c.afterSensitive), !c.carriesMarkers()));
      }
    }
    into.put(c.address, new Kept(c, diffs, total));
  }

  private Details resolve() {
    Map<String, ResourceDetails> out = new LinkedHashMap<>();
    for (Kept k : planned.values()) {
      Change c = k.change();
      if (c.actions.equals(List.of("no-op")) && !c.moved) {
        continue;
      }
      Kept d = drift.get(c.address);
      boolean configurationAction = configurationAction(c, d);
      List<AttributeChange> attributes = new ArrayList<>();
      Set<String> changedPaths = new HashSet<>();
      boolean anyConfig = configurationAction;
      boolean anyExternal = false;
      for (Diff diff : k.diffs()) {
        changedPaths.add(diff.path());
        boolean external = !configurationAction && reverts(diff, d);
        // A value known only after apply is the provider's to compute: evidence of neither cause
        anyConfig |= !external && !diff.unknown();
        anyExternal |= external;
        attributes.add(attribute(diff, d, external));
      }
      if (k.total() > k.diffs().size()) {
        anyConfig = true; // attributes not kept cannot be shown to revert drift
      }
      int driftOnly = d == null ? 0 : (int) d.diffs().stream().filter(x -> !changedPaths.contains(x.path())).count();
      if (!anyConfig && !anyExternal) {
        anyExternal = !configurationAction; // nothing but computed values: the change answers its drift
        anyConfig = configurationAction;
      }
      out.put(c.address, new ResourceDetails(c.address, List.copyOf(attributes), k.total(), driftOnly, anyConfig,
          anyExternal));
    }
    return new Details(out, truncated || valuesCut, valuesCut, unmarked ? shownVersion() : null, checks);
  }

  /** The document's tool version as a warning may print it: version characters only, short. */
  private String shownVersion() {
    String v = toolVersion.replaceAll("[^0-9A-Za-z.+-]", "");
    return v.isEmpty() ? "unknown" : v.substring(0, Math.min(v.length(), 40));
  }

  /**
   * Whether the change itself comes from the code whatever its values (contract §4, §4b): a move,
   * import or forget, a reason the code gives, a create that does not restore a resource deleted
   * outside OpenTofu, a delete, or a replace of a resource that did not drift.
   */
  private static boolean configurationAction(Change c, Kept drift) {
    if (c.moved || c.importing || c.actions.contains("forget") || c.actions.contains("remove")) {
      return true;
    }
    if (c.reason.startsWith("delete_because_") || CONFIG_REASONS.contains(c.reason)) {
      return true;
    }
    if (drift == null) {
      return true;
    }
    List<String> driftActions = drift.change().actions;
    if (c.actions.equals(List.of("create"))) {
      return !driftActions.equals(List.of("delete"));
    }
    if (c.actions.equals(List.of("delete"))) {
      return true;
    }
    return !driftActions.equals(List.of("update"));
  }

  /** The change at this path puts back the value the recorded state had before the drift. */
  private static boolean reverts(Diff diff, Kept drift) {
    if (drift == null) {
      return false;
    }
    if (diff.unknown()) {
      return false;
    }
    Leaf recorded = drift.change().before.leaves.get(diff.path());
    Leaf refreshed = drift.change().after.leaves.get(diff.path());
    boolean drifted = recorded == null ? refreshed != null : refreshed == null
        || !recorded.digest().equals(refreshed.digest());
    if (!drifted) {
      return false;
    }
    return diff.after() == null ? recorded == null : recorded != null && recorded.digest().equals(diff.after().digest());
  }

  private AttributeChange attribute(Diff diff, Kept drift, boolean external) {
    boolean secret = diff.marked() || isSensitive(diff.before()) || isSensitive(diff.after())
        || drift != null && driftMarked(diff.path(), drift);
    if (secret) {
      return new AttributeChange(diff.path(), null, null, external, true);
    }
    if (valuesCut || diff.unmarkedChange() || drift != null && !drift.change().carriesMarkers()) {
      return AttributeChange.withheld(diff.path(), external);
    }
    String before = diff.before() == null ? null : redactor.redact(new String(diff.before().shown()));
    String after = diff.unknown() ? AttributeChange.UNKNOWN
        : diff.after() == null ? null : redactor.redact(new String(diff.after().shown()));
    return new AttributeChange(diff.path(), before, after, external, false);
  }

  private boolean isSensitive(Leaf leaf) {
    return leaf != null && sensitive.contains(leaf.canonical());
  }

  private static boolean driftMarked(String path, Kept drift) {
    return covered(path, drift.change().beforeSensitive) || covered(path, drift.change().afterSensitive);
  }
}
