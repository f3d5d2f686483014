package io.stackdrift.serve;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The head of one HTTP/1.x request (request line and headers), parsed from the bytes the server read
 * before its deadline. Nothing here reads a socket. Header names are compared ignoring case; the
 * first of repeated headers counts.
 */
record RequestHead(String method, String path, Map<String, String> headers) {

  /** The end of a head, or -1 when {@code bytes[0, length)} holds no complete head yet. */
  static int end(byte[] bytes, int length) {
    for (int i = 3; i < length; i++) {
      if (bytes[i] == '\n' && bytes[i - 1] == '\r' && bytes[i - 2] == '\n' && bytes[i - 3] == '\r') {
        return i + 1;
      }
    }
    return -1;
  }

  /** The head, or null when it is not an HTTP request. */
  static RequestHead parse(byte[] bytes, int length) {
    String text = new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
    String[] lines = text.split("\r\n");
    String[] request = lines[0].split(" ");
    if (request.length != 3 || !request[2].startsWith("HTTP/1.")) {
      return null;
    }
    String path;
    try {
      path = new URI(request[1]).getPath();
    } catch (URISyntaxException e) {
      return null;
    }
    Map<String, String> headers = new HashMap<>();
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      if (colon <= 0) {
        continue;
      }
      headers.putIfAbsent(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
          lines[i].substring(colon + 1).strip());
    }
    return new RequestHead(request[0], path == null ? "" : path, Map.copyOf(headers));
  }

  String header(String name) {
    return headers.get(name.toLowerCase(Locale.ROOT));
  }
}
