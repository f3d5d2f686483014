package io.stackdrift.stdlib;

import io.stackdrift.eval.HclValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code tm_csvdecode}: go-cty's CSVDecode over Go's encoding/csv reader (comma separated, RFC 4180
 * quotes, no lazy quotes, every record as wide as the header, empty lines skipped, CRLF read as LF).
 * The first record names the columns; each other becomes an object of strings.
 */
final class CsvDecoder {
  private final String text;
  private int at;
  private int line = 1;

  private CsvDecoder(String text) {
    this.text = text;
  }

  /** The rows as objects; IllegalArgumentException with go-cty's words for malformed input. */
  static List<Object> decode(String text) {
    CsvDecoder reader = new CsvDecoder(text);
    List<String> headers = reader.record();
    if (headers == null) {
      throw new IllegalArgumentException("missing header line");
    }
    for (int i = 0; i < headers.size(); i++) {
      if (headers.subList(0, i).contains(headers.get(i))) {
        throw new IllegalArgumentException("duplicate column name " + io.stackdrift.eval.JsonEncoder.quote(headers.get(i)));
      }
    }
    List<Object> rows = new ArrayList<>();
    while (true) {
      int startLine = reader.line;
      List<String> fields = reader.record();
      if (fields == null) {
        return Collections.unmodifiableList(rows);
      }
      if (fields.size() != headers.size()) {
        throw new IllegalArgumentException("CSV parse error on line " + startLine + ": wrong number of fields");
      }
      Map<String, Object> row = new LinkedHashMap<>();
      for (int i = 0; i < fields.size(); i++) {
        row.put(headers.get(i), fields.get(i));
      }
      rows.add(HclValues.object(row));
    }
  }

  /** The next record's fields, or null at the end. */
  private List<String> record() {
    while (at < text.length() && (text.startsWith("\n", at) || text.startsWith("\r\n", at))) {
      at += text.charAt(at) == '\r' ? 2 : 1; // an empty line is skipped
      line++;
    }
    if (at >= text.length()) {
      return null;
    }
    List<String> fields = new ArrayList<>();
    while (true) {
      StringBuilder field = new StringBuilder();
      if (at < text.length() && text.charAt(at) == '"') {
        quoted(field);
      } else {
        while (at < text.length() && text.charAt(at) != ',' && !atLineEnd()) {
          if (text.charAt(at) == '"') {
            throw new IllegalArgumentException("CSV parse error on line " + line + ": bare \" in non-quoted field");
          }
          field.append(text.charAt(at++));
        }
      }
      fields.add(field.toString());
      if (at < text.length() && text.charAt(at) == ',') {
        at++;
        continue;
      }
      skipLineEnd();
      return fields;
    }
  }

  private void quoted(StringBuilder field) {
    at++;
    while (true) {
      if (at >= text.length()) {
        throw new IllegalArgumentException("CSV parse error on line " + line + ": extraneous or missing \" in quoted-field");
      }
      char c = text.charAt(at);
      if (c == '"') {
        if (text.startsWith("\"\"", at)) {
          field.append('"');
          at += 2;
          continue;
        }
        at++;
        if (at < text.length() && text.charAt(at) != ',' && !atLineEnd()) {
          throw new IllegalArgumentException("CSV parse error on line " + line + ": extraneous or missing \" in quoted-field");
        }
        return;
      }
      if (atLineEnd()) {
        field.append('\n'); // a line break inside quotes is kept, CRLF as LF
        skipLineEnd();
        continue;
      }
      field.append(c);
      at++;
    }
  }

  private boolean atLineEnd() {
    return text.startsWith("\n", at) || text.startsWith("\r\n", at);
  }

  private void skipLineEnd() {
    if (text.startsWith("\r\n", at)) {
      at += 2;
      line++;
    } else if (text.startsWith("\n", at)) {
      at++;
      line++;
    }
  }
}
