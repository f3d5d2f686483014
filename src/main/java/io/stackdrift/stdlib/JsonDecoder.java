package io.stackdrift.stdlib;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.stackdrift.eval.HclValues;
import io.stackdrift.hcl.Numbers;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * JSON text as values, the way go-cty reads it for tm_jsondecode: arbitrary-precision numbers, a
 * later duplicate key winning.
 */
final class JsonDecoder {
  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(HclValues.MAX_VALUE_DEPTH).build())
      .build();

  private JsonDecoder() {}

  /** The value, or a description of what is wrong in an {@link IllegalArgumentException}. */
  static Object decode(String json) {
    try (JsonParser parser = FACTORY.createParser(json)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new IllegalArgumentException("the text is empty");
      }
      Object value = value(parser, first);
      if (parser.nextToken() != null) {
        throw new IllegalArgumentException("there is more after the JSON value, at character "
            + parser.currentLocation().getCharOffset());
      }
      return value;
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(e.getOriginalMessage() + " at line " + e.getLocation().getLineNr()
          + ", column " + e.getLocation().getColumnNr());
    } catch (IOException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }

  private static Object value(JsonParser parser, JsonToken token) throws IOException {
    switch (token) {
      case START_OBJECT:
        return object(parser);
      case START_ARRAY:
        return array(parser);
      case VALUE_STRING:
        return wellFormed(parser.getText());
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return number(parser);
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      default:
        return HclValues.NULL;
    }
  }

  private static Object number(JsonParser parser) throws IOException {
    BigDecimal n = Numbers.parse(parser.getText());
    if (n == null) {
      throw new IllegalArgumentException("the number " + parser.getText() + " is out of range");
    }
    return n;
  }

  private static Object object(JsonParser parser) throws IOException {
    Map<String, Object> object = new TreeMap<>(HclValues.KEY_ORDER);
    for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
      String key = wellFormed(parser.currentName());
      object.put(key, value(parser, parser.nextToken()));
    }
    return Collections.unmodifiableMap(object);
  }

  private static Object array(JsonParser parser) throws IOException {
    List<Object> list = new ArrayList<>();
    for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
      list.add(value(parser, t));
    }
    return Collections.unmodifiableList(list);
  }

  /** Lone surrogates (from "\ud800") become U+FFFD, as Go's decoder makes them. */
  private static String wellFormed(String s) {
    StringBuilder out = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean lone = Character.isSurrogate(c) && !(Character.isHighSurrogate(c) && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1)));
      if (Character.isHighSurrogate(c) && !lone) {
        if (out != null) {
          out.append(c).append(s.charAt(i + 1));
        }
        i++;
        continue;
      }
      if (lone && out == null) {
        out = new StringBuilder(s.substring(0, i));
      }
      if (out != null) {
        out.append(lone ? '\uFFFD' : c);
      }
    }
    return out == null ? s : out.toString();
  }
}
