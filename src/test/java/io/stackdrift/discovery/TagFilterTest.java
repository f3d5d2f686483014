package io.stackdrift.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TagFilterTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      stackkit:role/core,role/workload | stackkit role/core  | true
      stackkit:role/core,role/workload | role/core           | false
      stackkit:role/core,role/workload | role/workload       | true
      ~role/edge                       | role/core           | true
      ~role/edge                       | role/edge           | false
      a:~b                             | a                   | true
      a:~b                             | a b                 | false
      a,b                              | ''                  | false
      """)
  void matchesTerramateSyntax(String filter, String tags, boolean expected) {
    Set<String> set = Set.copyOf(Arrays.asList(tags.isBlank() ? new String[0] : tags.split(" ")));
    assertEquals(expected, TagFilter.parse(filter).matches(set));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "a,,b", "A", "a:", "-a", "a b"})
  void rejectsInvalidFilters(String filter) {
    assertThrows(IllegalArgumentException.class, () -> TagFilter.parse(filter));
  }
}
