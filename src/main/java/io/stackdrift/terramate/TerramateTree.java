package io.stackdrift.terramate;

import io.stackdrift.discovery.Definition;
import io.stackdrift.discovery.DirectoryConfig;
import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackPaths;
import io.stackdrift.discovery.TerramateFiles;
import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclLazyObject;
import io.stackdrift.eval.HclValues;
import io.stackdrift.stdlib.FunctionLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The workspace's Terramate configuration besides its stacks, by directory: globals and run
 * environments (with what the directories import), and what a stack's expressions may read
 * ({@code terramate.*}, {@code global.*}, {@code env.*}). Run environments follow Terramate v0.17.2's
 * {@code run.LoadEnv}: from the stack's directory up to the root, the definition closest to the stack
 * wins; {@code unset} and {@code null} drop the definitions above; values must be strings.
 */
public final class TerramateTree {
  /** The Terramate whose rules stackdrift follows, offered as {@code terramate.version}. */
  public static final String TERRAMATE_VERSION = "0.17.2";
  private static final int MAX_FILE_BYTES = 1024 * 1024;
  /** tm_fileset walks at most this many files: a pattern over a huge tree fails rather than stalls. */
  private static final int MAX_LISTED_FILES = 100_000;
  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);

  private final Path root;
  private final Map<String, DirectoryConfig> configs;
  private final Map<String, Stack> stacksByPath = new HashMap<>();
  private final Set<String> declaredIds;
  private final List<String> stackPaths;
  /**
   * Each stack's globals, all of them, once evaluated to the end: what its generated code and its run
   * environment both read (Terramate's globals know no env namespace, so they are the same for both).
   */
  private final Map<String, Globals.Result> allGlobals = new java.util.concurrent.ConcurrentHashMap<>();
  private Map<String, String> lastEnv;
  private volatile Map<String, String> experiments;
  private Map<String, Object> lastEnvNamespace;

  /**
   * The tree of a scanned workspace: its root, each directory's configuration by workspace path, its
   * stacks, and the paths of those that declare their id ({@code terramate.stack.id} is theirs only).
   */
  public TerramateTree(Path root, Map<String, DirectoryConfig> configs, List<Stack> stacks, Set<String> declaredIds) {
    this.root = root;
    this.configs = Map.copyOf(configs);
    stacks.forEach(s -> stacksByPath.put(s.workspacePath(), s));
    this.declaredIds = Set.copyOf(declaredIds);
    List<String> paths = new ArrayList<>(stacks.stream().map(Stack::workspacePath).toList());
    paths.sort(StackPaths.BYTE_ORDER); // as Terramate's stacks.list; the scan's order already is, mostly
    this.stackPaths = List.copyOf(paths);
  }

  public static TerramateTree empty(Path root) {
    return new TerramateTree(root, Map.of(), List.of(), Set.of());
  }

  /** Whether any directory defines a run environment (or failed to say): else every stack's is empty. */
  public boolean definesRunEnvironments() {
    return configs.values().stream().anyMatch(c -> !c.runEnv().isEmpty() || !c.errors().isEmpty());
  }

  /** The variables the stack's commands get on top of the host's {@code env}, or why not. */
  public RunEnvironment runEnvironment(Stack stack, Map<String, String> env) {
    return runEnvironment(stack, env, EvaluationStop.NONE);
  }

  /** The same, given up (the stack failed, saying why) when {@code stop} says so, even while globals evaluate. */
  public RunEnvironment runEnvironment(Stack stack, Map<String, String> env, EvaluationStop stop) {
    if (stop.isCancelled()) {
      return RunEnvironment.failed("cancelled");
    }
    List<DirectoryConfig> chain = chain(stack.workspacePath());
    for (DirectoryConfig config : chain) {
      if (!config.errors().isEmpty()) {
        return RunEnvironment.failed(config.errors().get(0).render(root));
      }
    }
    if (chain.stream().allMatch(c -> c.runEnv().isEmpty())) {
      return RunEnvironment.NONE;
    }
    Map<String, Definition> closest = new TreeMap<>(); // per name, the definition closest to the stack
    for (int i = chain.size() - 1; i >= 0; i--) {
      chain.get(i).runEnv().forEach(closest::putIfAbsent);
    }
    closest.values().removeIf(Definition::isUnset); // drops the definitions above, leaves the host's variable
    StackScope scope = new StackScope(stack, chain, env, neededGlobals(closest.values()), stop);
    Map<String, String> found = new TreeMap<>();
    Map<String, String> places = new HashMap<>();
    for (Definition d : inTerramateOrder(chain, closest)) {
      Object value;
      try {
        value = evaluate(d, scope);
      } catch (HclEvalException e) {
        if (scope.stopped() != null) {
          return RunEnvironment.failed(scope.stopped());
        }
        return RunEnvironment.failedEvaluating(place(d, e) + ": terramate.config.run.env." + d.name() + ": ",
            e.getMessage());
      }
      if (value instanceof String text) {
        String unpassable = RunEnvironment.unpassable(d.name(), text);
        if (unpassable != null) { // before any process starts: the JDK's refusal would quote the value
          return RunEnvironment.failed(d.at(root) + ": terramate.config.run.env." + d.name() + ": " + unpassable);
        }
        found.put(d.name(), text);
        places.put(d.name(), d.at(root));
      } else if (value != HclValues.NULL) { // null drops the definitions above, as unset does
        return RunEnvironment.failed(d.at(root) + ": terramate.config.run.env." + d.name() + ": attr has type "
            + HclValues.typeName(value) + " but must be string");
      }
    }
    return RunEnvironment.of(found, places);
  }

  /** As LoadEnv walks them (from the stack's directory up, by name in each), so the first error is its first. */
  private static List<Definition> inTerramateOrder(List<DirectoryConfig> chain, Map<String, Definition> closest) {
    List<Definition> ordered = new ArrayList<>();
    for (int i = chain.size() - 1; i >= 0; i--) {
      for (Definition d : new TreeMap<>(chain.get(i).runEnv()).values()) {
        if (closest.get(d.name()) == d) {
          ordered.add(d);
        }
      }
    }
    return ordered;
  }

  /** The globals these values name ({@code global.x}); null when one takes the whole object. */
  private static Set<String> neededGlobals(Collection<Definition> definitions) {
    Set<String> names = new HashSet<>();
    for (Definition d : definitions) {
      if (d.expression() == null) {
        continue;
      }
      for (List<String> traversal : d.expression().variables()) {
        if (traversal.get(0).equals("global")) {
          if (traversal.size() == 1) {
            return null;
          }
          names.add(traversal.get(1));
        }
      }
    }
    return names;
  }

  private static Object evaluate(Definition d, HclContext scope) throws HclEvalException {
    if (d.expression() == null) {
      throw new HclEvalException(d.unreadable(), d.line(), d.column());
    }
    return EVALUATOR.evaluate(d.expression(), scope);
  }

  private String place(Definition d, HclEvalException e) {
    return root.relativize(d.file()) + ":" + (e.line() > 0 ? e.line() + ":" + e.column() : d.line() + ":" + d.column());
  }

  /**
   * What a stack's generate_hcl and generate_file blocks read, as Terramate v0.17.2's generation
   * context: {@code terramate.*} and {@code global.*} (evaluated on first use, all of them), no
   * {@code env}; tm_file reads inside the workspace only.
   */
  public HclContext generationScope(Stack stack, EvaluationStop stop) {
    StackScope scope = new StackScope(stack, chain(stack.workspacePath()), Map.of(), null, stop);
    return new HclContext() {
      @Override
      public Object variable(String name) throws HclEvalException {
        if (name.equals("env")) {
          throw new HclEvalException("unknown variable namespace: env", 0, 0);
        }
        return scope.variable(name);
      }

      @Override
      public String baseDirectory() {
        return scope.baseDirectory();
      }

      @Override
      public String readFile(String path) throws HclEvalException {
        return scope.readFile(path);
      }

      @Override
      public boolean fileExists(String path) throws HclEvalException {
        return scope.fileExists(path);
      }

      @Override
      public List<String> regularFiles(String directory) throws HclEvalException {
        return scope.regularFiles(directory);
      }

      @Override
      public boolean experimentEnabled(String name) {
        return scope.experimentEnabled(name);
      }
    };
  }

  /**
   * What a {@code generate_file} block with {@code context = root} reads: the project's runtime
   * values ({@code terramate.root.*}, {@code terramate.stacks.list}, {@code terramate.version}), no stack.
   */
  public HclContext rootScope() {
    Map<String, Object> fs = Map.of("absolute", root.toString(),
        "basename", root.getFileName() == null ? "/" : root.getFileName().toString());
    Map<String, Object> terramate = new TreeMap<>();
    terramate.put("root", Map.of("path", Map.of("fs", fs)));
    terramate.put("stacks", Map.of("list", stackPaths));
    terramate.put("version", TERRAMATE_VERSION);
    Map<String, Object> runtime = Collections.unmodifiableMap(terramate);
    return new HclContext() {
      @Override
      public Object variable(String name) throws HclEvalException {
        if (name.equals("terramate")) {
          return runtime;
        }
        throw new HclEvalException("unknown variable namespace: " + name, 0, 0);
      }

      @Override
      public String baseDirectory() {
        return root.toString();
      }

      @Override
      public boolean experimentEnabled(String name) {
        return experiments().containsKey(name);
      }
    };
  }

  /**
   * The Terramate experiments the project enables, each with where ({@code terramate.tm.hcl:3}), read
   * from its root once: for the functions behind one and for what generation renders.
   */
  public Map<String, String> experiments() {
    Map<String, String> known = experiments;
    if (known == null) {
      known = Map.copyOf(ProjectExperiments.of(root));
      experiments = known;
    }
    return known;
  }

  /** The stacks' project paths, in Terramate's order. */
  public List<String> stackPaths() {
    return stackPaths;
  }

  /** The stack's globals, all of them evaluated (for the cases transcribed from Terramate's tests). */
  Globals.Result globals(Stack stack) {
    return new StackScope(stack, chain(stack.workspacePath()), Map.of(), null, EvaluationStop.NONE).globals();
  }

  /** The first error of the configurations above the stack (an import, a schema error), or null. */
  String configError(Stack stack) {
    return chain(stack.workspacePath()).stream().flatMap(c -> c.errors().stream()).findFirst()
        .map(d -> d.render(root)).orElse(null);
  }

  /**
   * The files that the imports of the stack's directory and of every directory above it read
   * (absolute, in the order of the chain): they feed the stack as its own Terramate files do.
   */
  public List<Path> importedFiles(Stack stack) {
    return chain(stack.workspacePath()).stream().flatMap(c -> c.imported().stream()).distinct().toList();
  }

  /** The configurations from the root down to {@code dir}, those that define something. */
  List<DirectoryConfig> chain(String dir) {
    List<DirectoryConfig> chain = new ArrayList<>();
    String path = dir;
    while (true) {
      DirectoryConfig config = configs.get(path);
      if (config != null) {
        chain.add(0, config);
      }
      if (path.equals("/")) {
        return chain;
      }
      int slash = path.lastIndexOf('/');
      path = slash == 0 ? "/" : path.substring(0, slash);
    }
  }

  /** {@code terramate.*} for a stack, as Terramate's root runtime merged with the stack's values. */
  Map<String, Object> runtime(Stack stack) {
    Map<String, Object> fs = Map.of("absolute", root.toString(),
        "basename", root.getFileName() == null ? "/" : root.getFileName().toString());
    Map<String, Object> terramate = new TreeMap<>();
    terramate.put("root", Map.of("path", Map.of("fs", fs)));
    terramate.put("stacks", Map.of("list", stackPaths));
    terramate.put("version", TERRAMATE_VERSION);
    String path = stack.workspacePath();
    String name = stack.name() != null ? stack.name() : basename(path);
    String description = stack.description() != null ? stack.description() : "";
    Map<String, Object> stackValues = new TreeMap<>();
    stackValues.put("name", name);
    stackValues.put("description", description);
    stackValues.put("tags", List.copyOf(stack.tags()));
    stackValues.put("path", Map.of("absolute", path, "relative", path.substring(1), "basename", basename(path),
        "to_root", toRoot(path)));
    if (declaredIds.contains(path)) {
      stackValues.put("id", stack.id());
    }
    Stack parent = parentStack(path);
    if (parent != null) {
      Map<String, Object> parentValues = new TreeMap<>();
      parentValues.put("id", declaredIds.contains(parent.workspacePath()) ? parent.id() : "");
      parentValues.put("tags", List.copyOf(parent.tags()));
      stackValues.put("parent", Collections.unmodifiableMap(parentValues));
    }
    terramate.put("stack", Collections.unmodifiableMap(stackValues));
    terramate.put("name", name);
    terramate.put("path", path);
    terramate.put("description", description);
    return Collections.unmodifiableMap(terramate);
  }

  private Stack parentStack(String path) {
    String up = path;
    while (!up.equals("/")) {
      int slash = up.lastIndexOf('/');
      up = slash == 0 ? "/" : up.substring(0, slash);
      Stack s = stacksByPath.get(up);
      if (s != null) {
        return s;
      }
    }
    return null;
  }

  private static String basename(String path) {
    return path.equals("/") ? "/" : path.substring(path.lastIndexOf('/') + 1);
  }

  private static String toRoot(String path) {
    if (path.equals("/")) {
      return ".";
    }
    int depth = path.split("/").length - 1;
    return String.join("/", Collections.nCopies(depth, ".."));
  }

  /** {@code env}: the host environment as a value, made once for the many stacks of a run that share it. */
  private synchronized Map<String, Object> envNamespace(Map<String, String> env) {
    if (env != lastEnv) {
      lastEnv = env;
      lastEnvNamespace = Collections.unmodifiableMap(new TreeMap<>(env));
    }
    return lastEnvNamespace;
  }

  /** What a stack's run environment may read; its globals are evaluated on the first use of {@code global}. */
  private final class StackScope implements HclContext {
    private final Stack stack;
    private final List<DirectoryConfig> chain;
    private final Map<String, Object> env;
    private final Map<String, Object> terramate;
    private final Set<String> neededGlobals;
    private final EvaluationStop stop;
    private Globals.Result globals;

    /** @param neededGlobals the globals to evaluate (with what they reference); null for all */
    StackScope(Stack stack, List<DirectoryConfig> chain, Map<String, String> env, Set<String> neededGlobals,
        EvaluationStop stop) {
      this.stack = stack;
      this.chain = chain;
      this.neededGlobals = neededGlobals;
      this.stop = stop;
      this.env = envNamespace(env);
      this.terramate = runtime(stack);
    }

    @Override
    public Object variable(String name) throws HclEvalException {
      return switch (name) {
        case "terramate" -> terramate;
        case "env" -> env;
        case "global" -> new LazyGlobals();
        default -> throw new HclEvalException("unknown variable namespace: " + name, 0, 0);
      };
    }

    @Override
    public String baseDirectory() {
      return stack.dir().toString();
    }

    @Override
    public boolean experimentEnabled(String name) {
      return experiments().containsKey(name);
    }

    @Override
    public String readFile(String path) throws HclEvalException {
      Path file = stack.dir().resolve(path).normalize();
      try {
        if (!file.toRealPath().startsWith(root.toRealPath())) {
          throw new HclEvalException("tm_file: " + path + " is outside the workspace", 0, 0);
        }
        return TerramateFiles.readText(file, MAX_FILE_BYTES);
      } catch (IOException e) {
        throw new HclEvalException("tm_file: cannot read " + path + ": " + e.getMessage(), 0, 0);
      }
    }

    @Override
    public boolean fileExists(String path) throws HclEvalException {
      Path file = stack.dir().resolve(path).normalize();
      if (!file.startsWith(root.normalize())) {
        throw new HclEvalException("tm_fileexists: " + path + " is outside the workspace", 0, 0);
      }
      if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.exists(file)) {
        return false;
      }
      try {
        if (!file.toRealPath().startsWith(root.toRealPath())) {
          throw new HclEvalException("tm_fileexists: " + path + " is outside the workspace", 0, 0);
        }
      } catch (IOException e) {
        return false; // a link to nothing: Go's os.Stat finds nothing there either
      }
      if (Files.isRegularFile(file)) {
        return true;
      }
      throw new HclEvalException("tm_fileexists: " + path
          + (Files.isDirectory(file) ? " is a directory, not a file" : " is not a regular file"), 0, 0);
    }

    @Override
    public List<String> regularFiles(String directory) throws HclEvalException {
      Path dir = stack.dir().resolve(directory).normalize();
      if (!dir.startsWith(root.normalize())) {
        throw new HclEvalException("tm_fileset: " + directory + " is outside the workspace", 0, 0);
      }
      if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
        return List.of();
      }
      List<String> files = new ArrayList<>();
      int visited = 0;
      try (var walk = Files.walk(dir)) { // links are not followed into directories
        for (Path file : (Iterable<Path>) walk::iterator) {
          if (++visited > MAX_LISTED_FILES) {
            throw new HclEvalException("tm_fileset: more than " + MAX_LISTED_FILES + " files under " + directory, 0, 0);
          }
          if (Files.isRegularFile(file) && file.toRealPath().startsWith(root.toRealPath())) {
            files.add(dir.relativize(file).toString().replace('\\', '/'));
          }
        }
      } catch (IOException | java.io.UncheckedIOException e) {
        throw new HclEvalException("tm_fileset: cannot list " + directory + ": " + e.getMessage(), 0, 0);
      }
      return files;
    }

    private Globals.Result globals() {
      if (globals == null) {
        HclContext withoutEnv = new HclContext() { // Terramate's globals know no env namespace
          @Override
          public Object variable(String name) throws HclEvalException {
            if (name.equals("terramate")) {
              return terramate;
            }
            throw new HclEvalException("unknown variable namespace: " + name, 0, 0);
          }

          @Override
          public String baseDirectory() {
            return StackScope.this.baseDirectory();
          }

          @Override
          public String readFile(String path) throws HclEvalException {
            return StackScope.this.readFile(path);
          }

          @Override
          public boolean fileExists(String path) throws HclEvalException {
            return StackScope.this.fileExists(path);
          }

          @Override
          public List<String> regularFiles(String directory) throws HclEvalException {
            return StackScope.this.regularFiles(directory);
          }

          @Override
          public boolean experimentEnabled(String name) {
            return StackScope.this.experimentEnabled(name);
          }
        };
        globals = allGlobals.get(stack.workspacePath());
        if (globals == null) {
          globals = Globals.evaluate(root, chain, withoutEnv, neededGlobals, stop);
          if (neededGlobals == null && globals.stopped() == null) { // a subset or a run cut short is not kept
            allGlobals.put(stack.workspacePath(), globals);
          }
        }
      }
      return globals;
    }

    /** Why the evaluation of the globals was given up before its end; null when it was not. */
    String stopped() {
      return globals == null ? null : globals.stopped();
    }

    /** {@code global}: a needed global that failed fails the value; the others never matter. */
    private final class LazyGlobals implements HclLazyObject {
      @Override
      public Object attribute(String name) throws HclEvalException {
        String error = globals().errorOf(name);
        if (error != null) {
          throw new HclEvalException(error, 0, 0);
        }
        return globals().values().get(name);
      }

      @Override
      public SortedSet<String> names() {
        SortedSet<String> names = new TreeSet<>(globals().values().keySet());
        globals().errors().keySet().forEach(k -> names.add(k.contains(".") ? k.substring(0, k.indexOf('.')) : k));
        return names;
      }
    }
  }

  /** For {@code list --run-env}: the directories with a configuration, in path order. */
  Map<String, DirectoryConfig> configs() {
    return new LinkedHashMap<>(new TreeMap<>(configs));
  }
}
