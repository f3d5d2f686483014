package io.stackdrift.status;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The overall status and the reconcile targets (contract §6) as a table. A stack is written
 * {@code id:role:status[:module]} (status by its JSON name, module defaulting to the id); native is
 * {@code -} for no container check, or any of {@code drifted}, {@code unavailable}, {@code unowned},
 * {@code owner=ID} joined by {@code +}; targets are listed in run order.
 */
class DriftRulesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      # case                                  | stacks                                                   | remote modules | native                  | overall | targets
      nothing selected                        | ''                                                       | -              | -                       | unknown | ''
      nothing selected, containers drifted    | ''                                                       | -              | drifted+unowned         | drifted | ''
      all converged                           | a:core:converged b:workload:converged                    | -              | -                       | clean   | ''
      one drifted                             | a:core:converged b:workload:drifted                      | -              | -                       | drifted | b
      drift wins over a failure               | a:core:failed b:workload:drifted                         | -              | -                       | drifted | b
      a failure is unknown                    | a:core:converged b:workload:failed                       | -              | -                       | unknown | ''
      pending root needing a local root       | a:workload:pending_root                                  | -              | -                       | unknown | ''
      pending root of a remote-owned module   | a:workload:pending_root:mod                              | mod            | -                       | clean   | ''
      pending host root needs nothing         | h:host:pending_root                                      | -              | -                       | clean   | ''
      native check unavailable                | a:core:converged                                         | -              | unavailable             | unknown | ''
      native drift owned by a stack           | a:core:converged b:workload:converged                    | -              | drifted+owner=b         | drifted | b
      owned native drift and stack drift      | a:core:drifted b:workload:converged                      | -              | drifted+owner=b         | drifted | a b
      unowned native drift forces core+work   | a:core:converged e:edge:converged b:workload:converged h:host:converged | - | drifted+unowned  | drifted | a b
      unowned native drift skips pending      | a:core:pending_root:m b:workload:converged               | m              | drifted+unowned         | drifted | b
      targets keep run order, once each       | b:workload:drifted a:core:drifted                        | -              | drifted+owner=a+unowned | drifted | b a
      """)
  void overallStatusAndTargets(String name, String stacks, String remoteModules, String nativeState,
      String overall, String targets) {
    List<StackEntry> entries = words(stacks).stream().map(DriftRulesTest::entry).toList();
    DriftRules.NativeState natives = nativeState(nativeState);
    Set<String> remote = Set.copyOf(words(remoteModules));

    assertEquals(OverallStatus.valueOf(overall.toUpperCase()), DriftRules.overallStatus(entries, remote, natives));
    assertEquals(words(targets), DriftRules.reconcileTargets(entries, natives));
  }

  private static StackEntry entry(String notation) {
    String[] f = notation.split(":");
    StackStatus status = Arrays.stream(StackStatus.values()).filter(s -> s.json().equals(f[2])).findFirst()
        .orElseThrow();
    String module = f.length > 3 ? f[3] : f[0];
    return StackEntry.builder().stackId(f[0]).role(f[1]).moduleRef(module).siteRef("lab").nodeRef("node-1")
        .runtimeRoot("stacks/" + f[0]).status(status).runIndex(0).build();
  }

  private static DriftRules.NativeState nativeState(String notation) {
    if (notation == null) {
      return DriftRules.NativeState.NONE;
    }
    List<String> parts = List.of(notation.split("\\+"));
    Set<String> owners = Set.copyOf(parts.stream().filter(p -> p.startsWith("owner=")).map(p -> p.substring(6))
        .toList());
    return new DriftRules.NativeState(parts.contains("drifted"), parts.contains("unavailable"), owners,
        parts.contains("unowned"));
  }

  private static List<String> words(String text) {
    return text == null || text.isBlank() ? List.of() : List.of(text.strip().split("\\s+"));
  }
}
