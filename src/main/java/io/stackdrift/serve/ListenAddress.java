package io.stackdrift.serve;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;

/**
 * {@code watch --listen}: {@code PORT}, {@code :PORT}, {@code ADDR:PORT} or {@code [IPv6]:PORT}. Without an
 * address it listens on 127.0.0.1 only, as exporters do by default when they may expose drift details.
 */
public final class ListenAddress {
  private ListenAddress() {}

  /** The socket address; an {@link IllegalArgumentException} says what is wrong with {@code text}. */
  public static InetSocketAddress parse(String text) {
    int colon = text.lastIndexOf(':');
    String host = colon < 0 ? "" : text.substring(0, colon);
    String port = colon < 0 ? text : text.substring(colon + 1);
    if (host.startsWith("[") && host.endsWith("]")) {
      host = host.substring(1, host.length() - 1);
    } else if (host.contains(":")) {
      throw new IllegalArgumentException("'" + text + "': write an IPv6 address in brackets, e.g. [::1]:9464");
    }
    int number = port(text, port);
    try {
      InetAddress address = host.isEmpty() ? InetAddress.getLoopbackAddress() : InetAddress.getByName(host);
      return new InetSocketAddress(address, number);
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException("'" + text + "': unknown address " + host);
    }
  }

  /** Whether only this machine can connect. */
  public static boolean loopback(InetSocketAddress address) {
    return address.getAddress().isLoopbackAddress();
  }

  private static int port(String text, String port) {
    try {
      int number = Integer.parseInt(port);
      if (number >= 0 && number <= 65535) {
        return number;
      }
    } catch (NumberFormatException e) {
      // told below
    }
    throw new IllegalArgumentException("'" + text + "': the port must be a number from 0 to 65535, as in "
        + "127.0.0.1:9464");
  }
}
