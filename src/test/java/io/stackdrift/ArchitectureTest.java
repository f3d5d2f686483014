package io.stackdrift;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.properties.HasName;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The picture of docs/architecture.md as rules: each package depends only on the packages below it,
 * and the few things that must happen in one place do (processes, file writes, the terminal, the
 * environment).
 */
class ArchitectureTest {
  /** Top to bottom: a package may use only the packages after it. */
  static final List<String> LAYERS = List.of("cli", "serve", "systemd", "help", "watch", "reconcile", "detect",
      "shard", "status", "publish", "events", "state", "view", "workspace", "container", "tofu", "fs", "schedule",
      "process", "report", "discovery", "config");

  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("io.stackdrift");
  }

  @Test
  void eachPackageUsesOnlyThePackagesBelowIt() {
    LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
    for (String name : LAYERS) {
      layers = layers.layer(name).definedBy("io.stackdrift." + name + "..");
    }
    for (int i = 1; i < LAYERS.size(); i++) {
      layers = layers.whereLayer(LAYERS.get(i)).mayOnlyBeAccessedByLayers(LAYERS.subList(0, i).toArray(String[]::new));
    }
    layers = layers.whereLayer("cli").mayNotBeAccessedByAnyLayer();
    layers.check(classes);
  }

  @Test
  void everyPackageIsALayer() {
    noClasses().should().resideOutsideOfPackages(LAYERS.stream().map(l -> "io.stackdrift." + l + "..")
        .toArray(String[]::new)).check(classes);
  }

  @Test
  void onlyProcessStartsProcesses() {
    noClasses().that().resideOutsideOfPackage("io.stackdrift.process..")
        .should().dependOnClassesThat().haveFullyQualifiedName(ProcessBuilder.class.getName())
        .orShould().callMethod(Runtime.class, "exec", String.class)
        .check(classes);
  }

  @Test
  void onlyFsOpensFilesForWriting() {
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
  @Test
  void aRunsDecisionsAreMadeInOnePlace() {
    noClasses().that().doNotHaveFullyQualifiedName("io.stackdrift.detect.RunDecisions")
        .and().resideOutsideOfPackages("io.stackdrift.shard..", "io.stackdrift.status..", "io.stackdrift.cli..",
            "io.stackdrift.reconcile..", "io.stackdrift.workspace..")
        .should().callMethodWhere(target(owner(nameMatching(
            "io\\.stackdrift\\.(shard\\.ShardPartition|status\\.IgnoreRules|workspace\\.Workspace)")))
            .and(target(nameMatching("of|tofu"))))
        .because("RunDecisions makes them once per detect run")
        .check(classes);
  }

  @Test
  void onlyCliTouchesTheTerminalAndTheEnvironment() {
    noClasses().that().resideOutsideOfPackage("io.stackdrift.cli..")
        .should().accessField(System.class, "out")
        .orShould().accessField(System.class, "err")
        .orShould().callMethod(System.class, "getenv")
        .orShould().callMethod(System.class, "getenv", String.class)
        .because("cli parses and prints, and passes the environment in")
        .check(classes);
  }
}
