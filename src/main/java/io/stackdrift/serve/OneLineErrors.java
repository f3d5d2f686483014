package io.stackdrift.serve;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's answer to what it refused itself (a malformed request, headers past 8 KiB, a handler that
 * failed): one line of text like every other answer, never Jetty's HTML error page.
 */
final class OneLineErrors implements Request.Handler {
  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    int status = response.getStatus();
    if (request.getAttribute(ErrorHandler.ERROR_STATUS) instanceof Integer s) {
      status = s;
    }
    String reason = HttpStatus.getMessage(status);
    Object message = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
    String line = status + " " + reason.toLowerCase(java.util.Locale.ROOT)
        + (message == null || message.toString().equals(reason) ? "" : ": " + shown(message.toString()));
    byte[] body = (line + "\n").getBytes(StandardCharsets.UTF_8);
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.getHeaders().put("X-Content-Type-Options", "nosniff");
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
    response.write(true, request.getMethod().equals("HEAD") ? null : ByteBuffer.wrap(body), callback);
    return true;
  }

  /** Jetty's reason, at most 120 characters in one line: a message may quote what the client sent. */
  private static String shown(String text) {
    String line = text.replaceAll("\\p{Cntrl}", "?");
    return line.length() > 120 ? line.substring(0, 120) + "…" : line;
  }
}
