package io.stackdrift.terramate;

import io.stackdrift.discovery.Definition;
import io.stackdrift.discovery.DirectoryConfig;
import io.stackdrift.discovery.GlobalDefinition;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Globals written as data for the evaluator's tests, without files: directories from the root down
 * ({@code /}, {@code /d1}, {@code /d1/d2}, …), each with its definitions (key path, expression text).
 */
final class GlobalGraphs {
  static final Path ROOT = Path.of("/ws");
  /** Globals know {@code terramate} only; nothing here reads it. */
  static final HclContext NO_OUTER = name -> {
    throw new HclEvalException("unknown variable namespace: " + name, 0, 0);
  };

  /** One definition: its directory's depth (0: the root), key path, and expression ({@code {}} with attribute false: a labelled block). */
  record Def(int dir, List<String> path, boolean attribute, String source) {
    static Def of(int dir, String source, String... path) {
      return new Def(dir, List.of(path), true, source);
    }

    @Override
    public String toString() {
      return "d" + dir + ":" + String.join(".", path) + (attribute ? " = " + source : " {}");
    }
  }

  private GlobalGraphs() {}

  /** The configurations of directories 0..deepest, root first; a later definition of a key path in one directory replaces the earlier. */
  static List<DirectoryConfig> configs(List<Def> defs) {
    int deepest = defs.stream().mapToInt(Def::dir).max().orElse(0);
    List<DirectoryConfig> configs = new ArrayList<>();
    for (int depth = 0; depth <= deepest; depth++) {
      String dir = configDir(depth);
      Path file = ROOT.resolve(dir.substring(1)).resolve("globals.tm");
      Map<List<String>, GlobalDefinition> globals = new LinkedHashMap<>();
      int line = 1;
      for (Def d : defs) {
        if (d.dir() == depth) {
          String name = d.path().get(d.path().size() - 1);
          globals.put(d.path(), new GlobalDefinition(d.path(), d.attribute(),
              Definition.of(name, d.source(), line, 5, file, line, 1), dir));
          line++;
        }
      }
      configs.add(new DirectoryConfig(dir, Map.of(), Map.copyOf(globals), List.of()));
    }
    return configs;
  }

  static String configDir(int depth) {
    StringBuilder dir = new StringBuilder();
    for (int i = 1; i <= depth; i++) {
      dir.append("/d").append(i);
    }
    return depth == 0 ? "/" : dir.toString();
  }

  static Globals.Result evaluate(List<Def> defs) {
    return Globals.evaluate(ROOT, configs(defs), NO_OUTER);
  }

  /** {@code a0 = 1}, {@code a1 = global.a0 + 1}, …: each global waits for the one before it. */
  static List<Def> chain(int n) {
    List<Def> defs = new ArrayList<>();
    defs.add(Def.of(0, "1", "a0"));
    for (int i = 1; i < n; i++) {
      defs.add(Def.of(0, "global.a" + (i - 1) + " + 1", "a" + i));
    }
    return defs;
  }

  /** The chain the other way round: {@code a0 = global.a1 + 1}, …, the last one {@code 1}. */
  static List<Def> reversedChain(int n) {
    List<Def> defs = new ArrayList<>();
    for (int i = 0; i < n - 1; i++) {
      defs.add(Def.of(0, "global.a" + (i + 1) + " + 1", "a" + i));
    }
    defs.add(Def.of(0, "1", "a" + (n - 1)));
    return defs;
  }

  /** The same chain as keys of one labelled object: {@code globals "chain" { k0 = 1 … }}. */
  static List<Def> labelledChain(int n) {
    List<Def> defs = new ArrayList<>();
    defs.add(Def.of(0, "1", "chain", "k0"));
    for (int i = 1; i < n; i++) {
      defs.add(Def.of(0, "global.chain.k" + (i - 1) + " + 1", "chain", "k" + i));
    }
    return defs;
  }
}
