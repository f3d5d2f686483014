package io.stackdrift.stdlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.re2j.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** tm_fileset's patterns: doublestar's rules for *, ?, **, classes and alternatives (bmatcuk/doublestar's README). */
class GlobTest {

  @ParameterizedTest(name = "{0} ~ {1}: {2}")
  @CsvSource(textBlock = """
      *.txt,          a.txt,            true
      *.txt,          d/a.txt,          false
      *,              .hidden,          true
      **,             d/e/f.txt,        true
      **/*.txt,       a.txt,            true
      **/*.txt,       d/e/a.txt,        true
      d/**/f.txt,     d/f.txt,          true
      d/**/f.txt,     d/x/y/f.txt,      true
      d/**/f.txt,     e/f.txt,          false
      a?c,            abc,              true
      a?c,            a/c,              false
      [ab]c,          bc,               true
      [!ab]c,         cc,               true
      [!ab]c,         ac,               false
      [a-c]x,         bx,               true
      'x.{tf,json}',  x.json,           true
      'x.{tf,json}',  x.yaml,           false
      'x{/y,z}',      x/y,              true
      a.b,            axb,              false
      'a\\*',         a*,               true
      'a\\*',         ab,               false
      """)
  void matches(String glob, String path, boolean matches) {
    assertEquals(matches, Pattern.compile(Glob.toRegex(glob)).matches(path));
  }

  @Test
  void malformedPatternsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Glob.toRegex("[ab"));
    assertThrows(IllegalArgumentException.class, () -> Glob.toRegex("{a,b"));
    assertThrows(IllegalArgumentException.class, () -> Glob.toRegex("a}"));
  }
}
