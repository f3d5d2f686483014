package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of a stack runs in the environment {@code terramate run} would give it
 * (terramate.config.run.env, Terramate v0.17.2's LoadEnv): a stand-in tool records what it sees in
 * each stack, through the real command line. A root definition, a child's override, {@code unset},
 * {@code null}, an imported file, a global and {@code env.*}; a stack whose run environment does not
 * evaluate fails alone, with one line; no value reaches the report.
 */
class RunEnvironmentIT {
  private static final String STAND_IN = """
      #!/bin/sh
      # A stand-in for tofu that writes the environment it was given into ./seen-<command>.
      case "$1" in
        version) echo '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{}}' ;;
        init) env > seen-init ;;
        plan)
          env > seen-plan
          echo '{"@level":"info","@message":"Plan: 0 to add, 0 to change, 0 to destroy.","@module":"terraform.ui","changes":{"add":0,"change":0,"import":0,"remove":0,"operation":"plan"},"type":"change_summary"}'
          ;;
        *) echo "unexpected: $*" >&2; exit 9 ;;
      esac
      """;

  @TempDir Path tmp;
  private Path root;
  private Path tool;

  @BeforeEach
  void workspace() throws IOException {
    root = Files.createDirectories(tmp.resolve("ws")).toRealPath();
    write("root.tm", """
        terramate {
          config {
            run {
              env {
                TF_PLUGIN_CACHE_DIR = "${terramate.root.path.fs.absolute}/.tf_plugin_cache_dir"
                FROM_ROOT           = "root"
                OVERRIDDEN          = "root"
                DROPPED_BY_UNSET    = "root"
                DROPPED_BY_NULL     = "root"
                FROM_GLOBAL         = global.region
                FROM_ENV            = env.RUN_ENV_TEST_VALUE
                STACK_NAME          = terramate.stack.name
                TF_LOG              = "TRACE"
              }
            }
          }
        }
        """);
    write("globals.tm", """
        globals {
          region = "eu-${global.zone}"
          zone   = "west"
          unused = tm_no_such_function()
        }
        """);
    write("modules/env.tm", """
        terramate {
          config {
            run {
              env {
                FROM_IMPORT = "imported"
              }
            }
          }
        }
        """);
    write("a/stack.tm", """
        stack {
          name = "alpha"
        }
        import {
          source = "/modules/env.tm"
        }
        terramate {
          config {
            run {
              env {
                OVERRIDDEN       = "a"
                DROPPED_BY_UNSET = unset
                DROPPED_BY_NULL  = null
              }
            }
          }
        }
        """);
    write("b/stack.tm", "stack {}\n");
    write("c/stack.tm", """
        stack {}
        terramate {
          config {
            run {
              env {
                NOT_A_STRING = 1
              }
            }
          }
        }
        """);
    for (String stack : List.of("a", "b", "c")) {
      write(stack + "/main.tf", "terraform {}\n");
    }
    tool = tmp.resolve("tofu");
    Files.writeString(tool, STAND_IN);
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwx------"));
  }

  @Test
  void everyCommandOfAStackSeesTheEnvironmentTerramateWouldGiveIt() throws Exception {
    Path report = tmp.resolve("report.json");
    Run run = stackdrift("detect", "-C", root.toString(), "--no-native", "--tofu", tool.toString(),
        "--state-dir", tmp.resolve("state").toString(), "-o", report.toString(), "--detailed-exitcode", "--init", "always");
    assertEquals(3, run.code, run.err); // unknown: stack c failed

    Map<String, String> a = seen("a", "plan");
    assertEquals("root", a.get("FROM_ROOT"));
    assertEquals("a", a.get("OVERRIDDEN"), "the definition closest to the stack wins");
    assertEquals("host", a.get("DROPPED_BY_UNSET"), "unset drops the root's definition, not the host's variable");
    assertFalse(a.containsKey("DROPPED_BY_NULL"), "null drops the root's definition");
    assertEquals("imported", a.get("FROM_IMPORT"));
    assertEquals("eu-west", a.get("FROM_GLOBAL"), "a global that references another, in any order");
    assertEquals("from-host", a.get("FROM_ENV"));
    assertEquals("alpha", a.get("STACK_NAME"));
    assertEquals(root + "/.tf_plugin_cache_dir", a.get("TF_PLUGIN_CACHE_DIR"));
    assertFalse(a.containsKey("TF_LOG"), "what would change what a plan prints stays out, whoever sets it");
    assertEquals("1", a.get("TF_IN_AUTOMATION"));
    assertEquals(a.get("FROM_GLOBAL"), seen("a", "init").get("FROM_GLOBAL"), "init runs in it too");

    Map<String, String> b = seen("b", "plan");
    assertEquals("root", b.get("OVERRIDDEN"));
    assertEquals("root", b.get("DROPPED_BY_NULL"));
    assertFalse(b.containsKey("FROM_IMPORT"), "an import is its directory's only");
    assertEquals("b", b.get("STACK_NAME"), "a stack's name defaults to its directory's");

    assertFalse(Files.exists(root.resolve("c/seen-plan")), "a stack whose run environment fails is not planned");
    JsonNode stacks = new ObjectMapper().readTree(report.toFile()).get("stacks");
    JsonNode c = null;
    for (JsonNode s : stacks) {
      if (s.get("stackId").asText().equals("c")) {
        c = s;
      }
    }
    assertEquals("failed", c.get("status").asText());
    assertEquals("run environment: c/stack.tm:6:9: terramate.config.run.env.NOT_A_STRING: attr has type number "
        + "but must be string", c.get("detail").asText());
    String text = Files.readString(report);
    for (String value : List.of("eu-west", "from-host", "imported", ".tf_plugin_cache_dir")) {
      assertFalse(text.contains(value), "the report carries a value: " + value);
    }
    assertFalse(run.err.contains("eu-west") || run.err.contains("from-host"), run.err);
  }

  @Test
  void listShowsEachRunEnvironmentAsTerramateDebugShowRuntimeEnv() throws Exception {
    Run run = stackdrift("list", "--run-env", "-C", root.toString(), "--stack", "b");
    assertEquals(0, run.code, run.err);
    assertEquals("\nstack \"/b\":\n\tDROPPED_BY_NULL=root\n\tDROPPED_BY_UNSET=root\n\tFROM_ENV=from-host\n"
        + "\tFROM_GLOBAL=eu-west\n\tFROM_ROOT=root\n\tOVERRIDDEN=root\n\tSTACK_NAME=b\n"
        + "\tTF_LOG=TRACE\n\tTF_PLUGIN_CACHE_DIR=" + root + "/.tf_plugin_cache_dir\n", run.out);

    Run all = stackdrift("list", "--run-env", "--json", "-C", root.toString());
    assertEquals(1, all.code, "a run environment that does not evaluate is an error: " + all.err);
    JsonNode entries = new ObjectMapper().readTree(all.out);
    assertEquals(3, entries.size());
    assertEquals("imported", entries.get(0).get("env").get("FROM_IMPORT").asText());
    assertTrue(entries.get(2).get("error").asText().contains("must be string"), all.out);
    assertTrue(all.err.contains("1 of 3 run environments do not evaluate"), all.err);
  }

  private record Run(int code, String out, String err) {}

  private Run stackdrift(String... args) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(CliProcess.argv(args))
        .redirectOutput(tmp.resolve("out").toFile()).redirectError(tmp.resolve("err").toFile());
    builder.environment().put("RUN_ENV_TEST_VALUE", "from-host");
    builder.environment().put("DROPPED_BY_UNSET", "host");
    builder.environment().put("XDG_STATE_HOME", tmp.resolve("xdg").toString());
    Process p = builder.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "stackdrift finished");
    return new Run(p.exitValue(), Files.readString(tmp.resolve("out"), StandardCharsets.UTF_8),
        Files.readString(tmp.resolve("err"), StandardCharsets.UTF_8));
  }

  private Map<String, String> seen(String stack, String command) throws IOException {
    Map<String, String> env = new LinkedHashMap<>();
    for (String line : Files.readAllLines(root.resolve(stack).resolve("seen-" + command))) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        env.put(line.substring(0, eq), line.substring(eq + 1));
      }
    }
    return env;
  }

  private void write(String file, String text) throws IOException {
    Path path = root.resolve(file);
    Files.createDirectories(path.getParent());
    Files.writeString(path, text);
  }
}
