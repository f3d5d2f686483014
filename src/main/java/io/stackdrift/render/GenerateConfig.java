package io.stackdrift.render;

import io.stackdrift.discovery.TerramateFiles;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What one directory's Terramate files (and the files they import) say about generated code: its
 * generate_hcl and generate_file blocks and its stack-level assert blocks, in file order, imports
 * first; the errors met reading them name the file and line.
 */
record GenerateConfig(List<GenerateBlock> blocks, List<GenerateBlock> asserts, List<String> errors,
    List<String> sharingBlocks, List<String> catalystBlocks) {
  private static final Set<String> KEPT = Set.of("generate_hcl", "generate_file", "assert", "import", "terramate",
      "input", "output", "bundle", "component", "define");
  /** The most a directory's Terramate files are read, as discovery reads them. */
  private static final int MAX_BYTES = 16 * 1024 * 1024;
  private static final String TMGEN = ".tmgen";

  static final GenerateConfig EMPTY = new GenerateConfig(List.of(), List.of(), List.of(), List.of(), List.of());

  /** The configuration of {@code dir} (a project path) of the workspace at {@code root}. */
  static GenerateConfig read(Path root, String dir) {
    return read(root, dir, false);
  }

  /**
   * The same; with {@code tmgen} (Terramate's experiment enabled), each {@code NAME.tmgen} file of the
   * directory is one more generate_hcl block, after the others (config/config.go processTmGenFiles).
   */
  static GenerateConfig read(Path root, String dir, boolean tmgen) {
    Path hostDir = dir.equals("/") ? root : root.resolve(dir.substring(1));
    Reader reader = new Reader(root, dir);
    for (Path file : terramateFiles(hostDir)) {
      HclBody body = reader.parse(file);
      if (body != null) {
        reader.imports(file, body);
        reader.collect(file, body);
      }
    }
    if (tmgen) {
      reader.tmgen(hostDir);
    }
    return new GenerateConfig(List.copyOf(reader.blocks), List.copyOf(reader.asserts), List.copyOf(reader.errors),
        List.copyOf(reader.sharingBlocks), List.copyOf(reader.catalystBlocks));
  }

  /** The header comment style of the root's {@code terramate.config.generate}: "//" unless it says "#". */
  static String headerStyle(Path root) {
    for (Path file : terramateFiles(root)) {
      try {
        HclBody body = HclParser.parse(TerramateFiles.readText(file, MAX_BYTES), Set.of("terramate"));
        for (HclBody.Block terramate : body.blocks("terramate")) {
          for (HclBody.Block config : terramate.body().blocks("config")) {
            for (HclBody.Block generate : config.body().blocks("generate")) {
              for (HclBody.Attribute a : generate.body().attributes()) {
                if (a.name().equals("hcl_magic_header_comment_style") && "#".equals(a.value())) {
                  return "#";
                }
              }
            }
          }
        }
      } catch (IOException | HclSyntaxException e) {
        // the stacks' own reading reports it
      }
    }
    return "//";
  }

  static List<Path> terramateFiles(Path dir) {
    try {
      return TerramateFiles.inDirectory(dir);
    } catch (IOException e) {
      return List.of();
    }
  }

  private static final class Reader {
    private final Path root;
    private final String dir;
    private final List<GenerateBlock> blocks = new ArrayList<>();
    private final List<GenerateBlock> asserts = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    /** Where the directory's input and output blocks are (outputs-sharing: they generate files). */
    private final List<String> sharingBlocks = new ArrayList<>();
    /** Blocks of Terramate's bundles and components, whose generated code stackdrift does not render. */
    private final List<String> catalystBlocks = new ArrayList<>();
    private final Set<Path> parsed = new HashSet<>();

    Reader(Path root, String dir) {
      this.root = root;
      this.dir = dir;
    }

    HclBody parse(Path file) {
      if (!parsed.add(file)) {
        return null;
      }
      try {
        return HclParser.parse(TerramateFiles.readText(file, MAX_BYTES), KEPT);
      } catch (HclSyntaxException e) {
        errors.add(place(file, e.line(), e.column()) + ": " + e.getMessage());
      } catch (IOException e) {
        errors.add(root.relativize(file) + ": cannot read: " + e.getMessage());
      }
      return null;
    }

    void collect(Path file, HclBody body) {
      for (HclBody.Block block : body.blocks()) {
        switch (block.type()) {
          case "generate_hcl", "generate_file" -> {
            if (block.labels().size() != 1) {
              errors.add(place(file, block.line(), block.column()) + ": " + block.type()
                  + " must have exactly one label");
              continue;
            }
            String invalid = schema(block);
            if (invalid != null) {
              errors.add(place(file, block.line(), block.column()) + ": " + invalid);
              continue;
            }
            blocks.add(new GenerateBlock(block.type(), dir, file, block.line(), block.column(),
                block.labels().get(0), block.body()));
          }
          case "assert" -> asserts.add(new GenerateBlock("assert", dir, file, block.line(), block.column(), "",
              block.body()));
          case "input", "output" -> sharingBlocks.add(place(file, block.line(), block.column()) + ": " + block.type()
              + " block");
          case "bundle", "component", "define" -> catalystBlocks.add(place(file, block.line(), block.column()) + ": "
              + block.type() + " block");
          default -> { }
        }
      }
    }

    /**
     * Terramate's {@code tmgen} experiment: the file {@code NAME.tmgen} is the content of an implicit
     * {@code generate_hcl "NAME"} block with {@code inherit = false} (the directory's stack only), no
     * lets, condition or assert, in file name order. A link is not followed: an error.
     */
    void tmgen(Path hostDir) {
      List<Path> files = new ArrayList<>();
      try (DirectoryStream<Path> entries = Files.newDirectoryStream(hostDir, "*" + TMGEN)) {
        entries.forEach(files::add);
      } catch (IOException | SecurityException e) {
        errors.add(root.relativize(hostDir) + ": cannot list the .tmgen files: " + e.getMessage());
        return;
      }
      files.sort(null);
      for (Path file : files) {
        String name = file.getFileName().toString();
        if (name.startsWith(".") || name.length() == TMGEN.length() || Files.isDirectory(file)) {
          continue;
        }
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
          errors.add(root.relativize(file) + ": a .tmgen file that is a link or not a regular file is not read");
          continue;
        }
        try {
          HclBody content = HclParser.parse(TerramateFiles.readText(file, MAX_BYTES));
          HclBody.Attribute noInherit = new HclBody.Attribute("inherit", Boolean.FALSE, 1, 1, List.of(), "false", 1, 1);
          blocks.add(new GenerateBlock("generate_hcl", dir, file, 1, 1, name.substring(0, name.length()
              - TMGEN.length()), new HclBody(List.of(noInherit), List.of(new HclBody.Block("content", List.of(),
              content, 1, 1)))));
        } catch (HclSyntaxException e) {
          errors.add(place(file, e.line(), e.column()) + ": failed to parse .tmgen file: " + e.getMessage());
        } catch (IOException e) {
          errors.add(root.relativize(file) + ": failed to read .tmgen file: " + e.getMessage());
        }
      }
    }

    /** What Terramate's parser refuses in a generate block, or null. */
    private static String schema(HclBody.Block block) {
      boolean hcl = block.type().equals("generate_hcl");
      if (block.labels().get(0).isEmpty()) {
        return block.type() + " label can't be empty";
      }
      Set<String> attributes = hcl ? Set.of("condition", "inherit") : Set.of("content", "condition", "context",
          "inherit");
      Set<String> blocks = hcl ? Set.of("content", "lets", "assert", "stack_filter")
          : Set.of("lets", "assert", "stack_filter");
      for (HclBody.Attribute a : block.body().attributes()) {
        if (!attributes.contains(a.name())) {
          return "unrecognized attribute " + block.type() + "." + a.name();
        }
      }
      for (HclBody.Block b : block.body().blocks()) {
        if (!blocks.contains(b.type())) {
          return "unrecognized block " + block.type() + "." + b.type();
        }
        if (b.type().equals("content") && !b.labels().isEmpty()) {
          return block.type() + ".content block must have no labels";
        }
      }
      HclBody.Attribute context = block.body().attributes().stream().filter(a -> a.name().equals("context"))
          .findFirst().orElse(null);
      if (context != null && !context.source().strip().equals("root") && !context.source().strip().equals("stack")) {
        return "generate_file.context must be root or stack, not " + context.source().strip();
      }
      if (hcl && block.body().blocks("content").size() != 1) {
        return "generate_hcl must have one content block";
      }
      return null;
    }

    /** Terramate's imports: a file or glob, absolute from the root or relative to the file, inside the workspace. */
    void imports(Path file, HclBody body) {
      for (HclBody.Block block : body.blocks("import")) {
        HclBody.Attribute source = block.body().attributes().stream().filter(a -> a.name().equals("source"))
            .findFirst().orElse(null);
        if (source == null || !(source.value() instanceof String text)) {
          errors.add(place(file, block.line(), block.column()) + ": import.source must be a string");
          continue;
        }
        Path fileDir = file.getParent();
        String srcDirText = text.contains("/") ? text.substring(0, text.lastIndexOf('/')) : ".";
        Path srcDir = (text.startsWith("/") ? root.resolve(srcDirText.isEmpty() ? "." : srcDirText.substring(1))
            : fileDir.resolve(srcDirText)).normalize();
        if (!srcDir.startsWith(root) || srcDir.equals(fileDir) || fileDir.startsWith(srcDir)) {
          errors.add(place(file, source.line(), source.column()) + ": import path \"" + text
              + "\" is not permitted (outside the workspace, or the importing file's directory or one above it)");
          continue;
        }
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + text.substring(text.lastIndexOf('/')
            + 1));
        List<Path> matches = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(srcDir)) {
          for (Path entry : entries) {
            if (matcher.matches(entry.getFileName()) && Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
              matches.add(entry);
            }
          }
        } catch (IOException | SecurityException e) {
          // no match: said below
        }
        if (matches.isEmpty()) {
          errors.add(place(file, source.line(), source.column()) + ": import path \"" + text + "\" returned no matches");
        }
        matches.sort(null);
        for (Path imported : matches) {
          HclBody importedBody = parse(imported);
          if (importedBody != null) {
            imports(imported, importedBody);
            collect(imported, importedBody);
          }
        }
      }
    }

    private String place(Path file, int line, int column) {
      return root.relativize(file) + ":" + line + ":" + column;
    }
  }
}
