package io.stackdrift;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.properties.HasName;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The picture of docs/architecture.md as rules: named layers, each using only the layers below it;
 * within a layer, each package using only the packages after it; pure packages that touch no file,
 * process, event or state; and the few things that must happen in one place do (processes, file
 * writes, the terminal, the environment).
 */
@AnalyzeClasses(packages = "io.stackdrift", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
  /** The named layers, top to bottom, each with its packages, top to bottom. */
  static final Map<String, List<String>> NAMED_LAYERS = namedLayers();
  /** Top to bottom: a package may use only the packages after it. */
  static final List<String> LAYERS = NAMED_LAYERS.values().stream().flatMap(List::stream).toList();

  private static Map<String, List<String>> namedLayers() {
    Map<String, List<String>> layers = new LinkedHashMap<>();
    layers.put("entry", List.of("cli"));
    layers.put("services", List.of("serve", "receiver", "systemd", "help", "watch", "follow", "heal", "reconcile", "detect"));
    layers.put("rules", List.of("shard", "status"));
    layers.put("outputs", List.of("publish", "events", "state", "view"));
    layers.put("adapters", List.of("workspace", "git", "container", "tofu"));
    layers.put("infrastructure", List.of("process", "schedule"));
    layers.put("model", List.of("report", "order", "render", "terramate", "discovery", "config"));
    layers.put("language", List.of("stdlib", "eval", "hcl"));
    layers.put("base", List.of("fs", "threads"));
    return layers;
  }

  @ArchTest
  static void eachLayerUsesOnlyTheLayersBelowIt(JavaClasses classes) {
    LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
    List<String> names = List.copyOf(NAMED_LAYERS.keySet());
    for (String name : names) {
      layers = layers.layer(name).definedBy(NAMED_LAYERS.get(name).stream().map(p -> "io.stackdrift." + p + "..")
          .toArray(String[]::new));
    }
    for (int i = 1; i < names.size(); i++) {
      layers = layers.whereLayer(names.get(i)).mayOnlyBeAccessedByLayers(names.subList(0, i).toArray(String[]::new));
    }
    layers.whereLayer("entry").mayNotBeAccessedByAnyLayer().check(classes);
  }

  /** Within a named layer the packages are ordered too: no cycle, no arrow up. */
  @ArchTest
  static void eachPackageUsesOnlyThePackagesBelowIt(JavaClasses classes) {
    for (List<String> packages : NAMED_LAYERS.values()) {
      if (packages.size() < 2) {
        continue;
      }
      LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
      for (String name : packages) {
        layers = layers.layer(name).definedBy("io.stackdrift." + name + "..");
      }
      for (int i = 1; i < packages.size(); i++) {
        layers = layers.whereLayer(packages.get(i)).mayOnlyBeAccessedByLayers(
            packages.subList(0, i).toArray(String[]::new));
      }
      layers.whereLayer(packages.get(0)).mayNotBeAccessedByAnyLayer().check(classes);
    }
  }

  /**
   * Views, status rules and the report model are functions of values: no file, process, event or
   * state. (Discovery and the Terramate configuration read the workspace's files, but start no
   * process and know no events or state.)
   */
  @ArchTest
  static void theRulesTheViewsAndTheModelArePure(JavaClasses classes) {
    noClasses().that().resideInAnyPackage("io.stackdrift.view..", "io.stackdrift.status..", "io.stackdrift.report..")
        .should().dependOnClassesThat().resideInAnyPackage("io.stackdrift.fs..", "io.stackdrift.process..",
            "io.stackdrift.events..", "io.stackdrift.state..")
        .orShould().callMethodWhere(target(owner(HasName.Predicates.name(Files.class.getName()))))
        .because("a view or a rule that reads a file or starts a process cannot be tested on values alone")
        .check(classes);
    noClasses().that().resideInAnyPackage("io.stackdrift.discovery..", "io.stackdrift.terramate..")
        .should().dependOnClassesThat().resideInAnyPackage("io.stackdrift.process..", "io.stackdrift.events..",
            "io.stackdrift.state..")
        .check(classes);
  }

  /**
   * Terramate's language (HCL syntax, its evaluation, the tm_ functions) is text in, values out: it
   * uses no other package of ours, and touches no file, process, network or thread (tm_file reads
   * through the context its caller gives).
   */
  @ArchTest
  static void theLanguageIsPure(JavaClasses classes) {
    String[] language = NAMED_LAYERS.get("language").stream().map(p -> "io.stackdrift." + p + "..")
        .toArray(String[]::new);
    noClasses().that().resideInAnyPackage(language)
        .should().dependOnClassesThat(resideInAPackage("io.stackdrift..").and(resideOutsideOfPackages(language)))
        .orShould().dependOnClassesThat().resideInAnyPackage("java.nio.file..", "java.net..")
        .orShould().dependOnClassesThat().haveNameMatching("java\\.io\\.(File|RandomAccessFile)\\w*")
        .orShould().dependOnClassesThat().belongToAnyOf(ProcessBuilder.class, Runtime.class, Thread.class)
        .because("an expression of an untrusted file is evaluated without reaching anything but its context")
        .check(classes);
  }

  /**
   * The map stays true: each package-info's "Uses …" sentence names exactly the packages of ours the
   * package uses (see {@link PackageUses} for how the sentence is read).
   */
  @ArchTest
  static void eachPackageInfoNamesThePackagesItUses(JavaClasses classes) throws IOException {
    List<String> wrong = new ArrayList<>();
    for (String name : LAYERS) {
      String difference = difference(PackageUses.said(name, LAYERS), PackageUses.used(name, classes));
      if (difference != null) {
        wrong.add(name + ": its package-info " + difference);
      }
    }
    assertTrue(wrong.isEmpty(), "package-info.java out of step with the code:\n" + String.join("\n", wrong));
  }

  /** How what a package-info says differs from what its package uses; null when it does not. */
  private static String difference(Set<String> said, Set<String> used) {
    if (said == null) {
      return "has no \"Uses …\" sentence; the package uses " + describe(used);
    }
    Set<String> unused = new TreeSet<>(said);
    unused.removeAll(used);
    Set<String> unnamed = new TreeSet<>(used);
    unnamed.removeAll(said);
    List<String> differences = new ArrayList<>();
    if (!unused.isEmpty()) {
      differences.add("names " + describe(unused) + ", which the package does not use");
    }
    if (!unnamed.isEmpty()) {
      differences.add("does not name " + describe(unnamed) + ", which the package uses");
    }
    return differences.isEmpty() ? null : String.join(", and ", differences);
  }

  private static String describe(Set<String> packages) {
    return packages.isEmpty() ? "no package of ours" : String.join(", ", packages);
  }

  @ArchTest
  static void everyPackageSaysWhatItOwnsAndMayUse(JavaClasses classes) {
    for (String name : LAYERS) {
      java.nio.file.Path info = java.nio.file.Path.of("src/main/java/io/stackdrift", name, "package-info.java");
      assertTrue(java.nio.file.Files.isRegularFile(info), name + " has no package-info.java");
    }
  }

  @ArchTest
  static void everyPackageIsALayer(JavaClasses classes) {
    noClasses().should().resideOutsideOfPackages(LAYERS.stream().map(l -> "io.stackdrift." + l + "..")
        .toArray(String[]::new)).check(classes);
  }

  @ArchTest
  static void onlyProcessStartsProcesses(JavaClasses classes) {
    noClasses().that().resideOutsideOfPackage("io.stackdrift.process..")
        .should().dependOnClassesThat().haveFullyQualifiedName(ProcessBuilder.class.getName())
        .orShould().callMethod(Runtime.class, "exec", String.class)
        .check(classes);
  }

  @ArchTest
  static void onlyFsOpensFilesForWriting(JavaClasses classes) {
    noClasses().that().resideOutsideOfPackage("io.stackdrift.fs..")
        .should().callMethodWhere(target(owner(HasName.Predicates.name(Files.class.getName())))
            .and(target(nameMatching("write|writeString|newOutputStream|newBufferedWriter|move|copy|createFile"))))
        .orShould().callConstructorWhere(target(owner(nameMatching(
            "java\\.io\\.(FileOutputStream|FileWriter|RandomAccessFile)"))))
        .because("outputs and state go through the one safe writer (contract §9)")
        .check(classes);
  }

  /**
   * One run, one set of decisions: the shard partition, the ignore rules and the tool of a detect run
   * are made by RunDecisions alone (once per run), and everything else reads them from there.
   */
  @ArchTest
  static void aRunsDecisionsAreMadeInOnePlace(JavaClasses classes) {
    noClasses().that().doNotHaveFullyQualifiedName("io.stackdrift.detect.RunDecisions")
        .and().resideOutsideOfPackages("io.stackdrift.shard..", "io.stackdrift.status..", "io.stackdrift.cli..",
            "io.stackdrift.reconcile..", "io.stackdrift.workspace..")
        .should().callMethodWhere(target(owner(nameMatching(
            "io\\.stackdrift\\.(shard\\.ShardPartition|status\\.IgnoreRules|workspace\\.Workspace)")))
            .and(target(nameMatching("of|tofu"))))
        .because("RunDecisions makes them once per detect run")
        .check(classes);
  }

  /**
   * Once per run, by the call graph: each decision is computed in one method, RunDecisions.of, and
   * each run calls that method once: DetectCycle.decide (detect, and each watch cycle, whose heal reads
   * the same decisions), ReconcileCommand.decisions (its detects before and after the applies, and the
   * applies), or Detector's run for a list of stacks (a Detector used alone), and the cycle never takes
   * that last path. The settings (flags over the configuration) and the machine's memory budget are
   * resolved there too. Whatever calls these in another method computes a decision a second time.
   */
  @ArchTest
  static void eachDecisionIsComputedOncePerRun(JavaClasses classes) {
    assertEquals(Set.of("RunDecisions.of"), callers(classes, "io.stackdrift.shard.ShardPartition", "of"));
    assertEquals(Set.of("RunDecisions.of"), callers(classes, "io.stackdrift.status.IgnoreRules", "of"));
    assertEquals(Set.of("RunDecisions.of", "Workspace.requireTofu"),
        callers(classes, "io.stackdrift.workspace.Workspace", "tofu"),
        "the tool: a run's (its heal and reconcile's applies included), and the check before the lock");
    assertEquals(Set.of("RunDecisions.of", "Workspace.runEnvironment", "ListCommand.printRunEnvironments"),
        callers(classes, "io.stackdrift.workspace.Workspace", "runEnvironment"),
        "the run environments: evaluated once for a run, whose heal and applies read them; list shows them");
    assertEquals(Set.of("ReportFiles.read", "TofuTool.find"), callers(classes, "io.stackdrift.report.Redactor", "fromEnvironment"),
        "the redactor comes with the run's tool; a saved report read from disk is redacted as it is read");
    assertEquals(Set.of("DetectCycle.decide", "Detector.run", "ReconcileCommand.decisions"),
        callers(classes, "io.stackdrift.detect.RunDecisions", "of"));
    assertEquals(Set.of("RunDecisions.of"), callers(classes, "io.stackdrift.detect.EffectiveSettings", "of"),
        "a run's settings are resolved once, and every step and the heal after it read them");
    assertEquals(Set.of("RunDecisions.of"), callers(classes, "io.stackdrift.process.MemoryLimits", "of"),
        "the machine's memory budget is read once per run");
    JavaClass detector = classes.get("io.stackdrift.detect.Detector");
    Set<String> cycleCalls = classes.get("io.stackdrift.detect.DetectCycle").getMethodCallsFromSelf().stream()
        .filter(c -> c.getTargetOwner().equals(detector) && c.getName().equals("run"))
        .map(c -> c.getTarget().getRawParameterTypes().get(0).getName()).collect(Collectors.toSet());
    assertEquals(Set.of("io.stackdrift.detect.RunDecisions"), cycleCalls,
        "the cycle hands its decisions to the Detector and never lets it make its own");
  }

  /** The methods (Class.method) of main code that call {@code owner.method}. */
  private static Set<String> callers(JavaClasses classes, String owner, String method) {
    return classes.get(owner).getMethods().stream().filter(m -> m.getName().equals(method))
        .flatMap(m -> m.getCallsOfSelf().stream())
        .map(c -> c.getOrigin().getOwner().getSimpleName() + "." + c.getOrigin().getName())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  @ArchTest
  static void onlyCliTouchesTheTerminalAndTheEnvironment(JavaClasses classes) {
    noClasses().that().resideOutsideOfPackage("io.stackdrift.cli..")
        .should().accessField(System.class, "out")
        .orShould().accessField(System.class, "err")
        .orShould().callMethod(System.class, "getenv")
        .orShould().callMethod(System.class, "getenv", String.class)
        .because("cli parses and prints, and passes the environment in")
        .check(classes);
  }
}
