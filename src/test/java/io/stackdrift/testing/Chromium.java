package io.stackdrift.testing;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;

/**
 * Headless Chromium (Debian package {@code chromium}) for tests that open a page in a real browser.
 * Each call is one browser process with a profile of its own under the test's temporary directory,
 * bounded by a deadline; the browser and every helper process it started are gone when a call returns.
 */
public final class Chromium {
  private static final Duration DEADLINE = Duration.ofSeconds(90);
  private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");

  private final Path binary;
  private final Path work;
  private int calls;

  private Chromium(Path binary, Path work) {
    this.binary = binary;
    this.work = work;
  }

  /** The browser on PATH; a test without one is skipped (failed under CI, where .ci/run installs it). */
  public static Chromium require(Path tmp) throws IOException {
    Optional<Path> found = onPath();
    if (found.isEmpty()) {
      return Required.skipOrFail("headless Chromium is not on PATH (Debian package chromium): the HTML page is "
          + "not checked in a browser");
    }
    return new Chromium(found.get(), Files.createDirectories(tmp.resolve("chromium")));
  }

  private static Optional<Path> onPath() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String name : NAMES) {
        Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
        if (Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  /** The page's DOM after loading, as the browser serialises it. */
  public String dumpDom(Path page) throws Exception {
    return dumpDom(page.toUri().toString());
  }

  /** The DOM of the page at {@code url} (a file: or http: address). */
  public String dumpDom(String url) throws Exception {
    Path out = run(List.of("--dump-dom", url));
    return Files.readString(out, StandardCharsets.UTF_8);
  }

  /** A screenshot of the page in a window of that size. */
  public BufferedImage screenshot(Path page, int width, int height) throws Exception {
    Path png = work.resolve("screenshot-" + (calls + 1) + ".png");
    run(List.of("--hide-scrollbars", "--window-size=" + width + "," + height, "--screenshot=" + png,
        page.toUri().toString()));
    BufferedImage image = ImageIO.read(png.toFile());
    if (image == null) {
      throw new AssertionError("Chromium wrote no readable PNG to " + png);
    }
    return image;
  }

  private Path run(List<String> args) throws Exception {
    int call = ++calls;
    Path profile = work.resolve("profile-" + call);
    Path out = work.resolve("out-" + call + ".txt");
    Path err = work.resolve("err-" + call + ".txt");
    List<String> argv = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-dev-shm-usage", "--no-first-run", "--disable-extensions", "--user-data-dir=" + profile));
    argv.addAll(args);
    Process browser = new ProcessBuilder(argv).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    try {
      if (!browser.waitFor(DEADLINE.toSeconds(), TimeUnit.SECONDS)) {
        throw new AssertionError("Chromium did not finish in " + DEADLINE.toSeconds() + "s: " + tail(err));
      }
      if (browser.exitValue() != 0) {
        throw new AssertionError("Chromium exited with " + browser.exitValue() + ": " + tail(err));
      }
      return out;
    } finally {
      browser.descendants().forEach(ProcessHandle::destroyForcibly);
      browser.destroyForcibly();
      // Helpers outlive the browser for a moment; each carries the profile directory on its command line.
      if (!Poll.until(Duration.ofSeconds(10), () -> !Poll.processAlive(profile.toString()))) {
        Poll.killAll(profile.toString());
      }
    }
  }

  private static String tail(Path err) throws IOException {
    List<String> lines = Files.readAllLines(err, StandardCharsets.UTF_8);
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
  }
}
