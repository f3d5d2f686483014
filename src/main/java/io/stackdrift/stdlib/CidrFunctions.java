package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.HclValues;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * OpenTofu's network functions, tm_cidrhost, tm_cidrnetmask, tm_cidrsubnet, tm_cidrsubnets and
 * tm_cidrcontains, as OpenTofu computes them: prefixes are read as Go 1.16's net.ParseCIDR read
 * them (IPv4 octets with leading zeros are decimal, kept for compatibility) and results are written
 * as Go's net.IP and net.IPNet print (RFC 5952 IPv6, IPv4-mapped addresses as IPv4).
 */
final class CidrFunctions {
  private CidrFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_cidrhost", CidrFunctions::host);
    functions.put("tm_cidrnetmask", CidrFunctions::netmask);
    functions.put("tm_cidrsubnet", CidrFunctions::subnet);
    functions.put("tm_cidrsubnets", CidrFunctions::subnets);
    functions.put("tm_cidrcontains", CidrFunctions::contains);
  }

  /** A network: its address bytes (4 or 16, host bits cleared) and its prefix length. */
  record Network(byte[] address, int prefix) {
    int bits() {
      return address.length * 8;
    }

    BigInteger number() {
      return new BigInteger(1, address);
    }

    /** net.IPNet's String: IPv4-mapped networks print as IPv4 with the prefix less 96. */
    @Override
    public String toString() {
      if (address.length == 16 && isV4Mapped(address)) {
        return format(java.util.Arrays.copyOfRange(address, 12, 16)) + "/" + Math.max(0, prefix - 96);
      }
      return format(address) + "/" + prefix;
    }

    boolean contains(byte[] ip) {
      byte[] same = ip.length == address.length ? ip : ip.length == 16 && isV4Mapped(ip)
          ? java.util.Arrays.copyOfRange(ip, 12, 16) : null;
      if (same == null) {
        return false;
      }
      BigInteger mask = mask(prefix, bits());
      return new BigInteger(1, same).and(mask).equals(number().and(mask));
    }
  }

  private static Object host(Arguments a) throws HclEvalException {
    a.count(2);
    Network network = parse(a, 0);
    BigInteger hostNumber = whole(a, 1);
    int hostBits = network.bits() - network.prefix();
    BigInteger max = BigInteger.ONE.shiftLeft(hostBits).subtract(BigInteger.ONE);
    BigInteger magnitude = hostNumber;
    if (hostNumber.signum() < 0) { // -1 is the last address, -2 the one before it
      magnitude = hostNumber.negate().subtract(BigInteger.ONE);
      hostNumber = max.subtract(magnitude);
    }
    if (magnitude.compareTo(max) > 0) {
      throw a.error("prefix of " + network.prefix() + " does not accommodate a host numbered " + hostNumber);
    }
    // Go's cidr.Host places the number as IPv4 whenever the address is one (IPv4-mapped too).
    int placeBits = network.address().length == 4 || isV4Mapped(network.address()) ? 32 : 128;
    BigInteger placed = network.number().or(hostNumber.shiftLeft(network.bits() - placeBits));
    return format(bytes(placed, network.address().length));
  }

  private static Object netmask(Arguments a) throws HclEvalException {
    a.count(1);
    Network network = parse(a, 0);
    if (network.address().length != 4) {
      throw a.error("IPv6 addresses cannot have a netmask: " + a.string(0));
    }
    return format(bytes(mask(network.prefix(), 32), 4));
  }

  private static Object subnet(Arguments a) throws HclEvalException {
    a.count(3);
    Network network = parse(a, 0);
    int newBits = a.integer(1);
    BigInteger number = whole(a, 2);
    if (newBits < 0) {
      throw a.error(1, "must not be negative, got " + newBits);
    }
    if (newBits > network.bits() - network.prefix()) { // compared so, the sum cannot overflow
      throw a.error("insufficient address space to extend prefix of " + network.prefix() + " by " + newBits);
    }
    int prefix = network.prefix() + newBits;
    if (prefix > network.bits()) {
      throw a.error("insufficient address space to extend prefix of " + network.prefix() + " by " + newBits);
    }
    BigInteger max = BigInteger.ONE.shiftLeft(newBits).subtract(BigInteger.ONE);
    if (number.signum() < 0 || number.compareTo(max) > 0) {
      throw a.error("prefix extension of " + newBits + " does not accommodate a subnet numbered " + number);
    }
    BigInteger placed = network.number().or(number.shiftLeft(network.bits() - prefix));
    return new Network(bytes(placed, network.address().length), prefix).toString();
  }

  /** Consecutive subnets of the given extra prefix lengths, each aligned after the previous one. */
  private static Object subnets(Arguments a) throws HclEvalException {
    a.count(1, Integer.MAX_VALUE);
    Network network = parse(a, 0);
    if (a.size() == 1) {
      return List.of();
    }
    int bits = network.bits();
    int firstPrefix = network.prefix() + a.integer(1);
    // The subnet just before the first: the base address less one, aligned to the first length.
    BigInteger current = network.number().subtract(BigInteger.ONE).mod(BigInteger.ONE.shiftLeft(bits))
        .and(mask(Math.min(Math.max(firstPrefix, 0), bits), bits));
    int currentPrefix = firstPrefix;
    List<Object> out = new ArrayList<>();
    for (int i = 1; i < a.size(); i++) {
      int extension = a.integer(i);
      if (extension < 1) {
        throw a.error(i, "must extend prefix by at least one bit");
      }
      if (extension > 32) {
        throw a.error(i, "may not extend prefix by more than 32 bits");
      }
      int prefix = network.prefix() + extension;
      if (prefix > bits) {
        throw a.error(i, "would extend prefix to " + prefix + " bits, which is too long for an "
            + (bits == 32 ? "IPv4" : "IPv6") + " address");
      }
      BigInteger next = nextSubnet(current, currentPrefix, prefix, bits);
      Network previous = new Network(bytes(current, bits / 8), clampPrefix(currentPrefix, bits));
      if (next == null || !network.contains(bytes(next, bits / 8))) {
        throw a.error(i, "not enough remaining address space for a subnet with a prefix of " + prefix
            + " bits after " + previous);
      }
      current = next;
      currentPrefix = prefix;
      out.add(new Network(bytes(current, bits / 8), prefix).toString());
    }
    return Collections.unmodifiableList(out);
  }

  /** go-cidr's NextSubnet: the subnet of the new length after the current one's last address; null on rollover. */
  private static BigInteger nextSubnet(BigInteger current, int currentPrefix, int prefix, int bits) {
    BigInteger lastOfCurrent = current.or(mask(clampPrefix(currentPrefix, bits), bits).not()
        .and(BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE)));
    BigInteger hostMask = BigInteger.ONE.shiftLeft(bits - prefix).subtract(BigInteger.ONE);
    BigInteger last = lastOfCurrent.or(hostMask).add(BigInteger.ONE);
    if (last.bitLength() > bits) {
      return null;
    }
    return last.and(mask(prefix, bits));
  }

  private static int clampPrefix(int prefix, int bits) {
    return Math.min(Math.max(prefix, 0), bits);
  }

  /** OpenTofu's cidrcontains: an address, or both ends of a prefix, inside the network; families must match. */
  private static Object contains(Arguments a) throws HclEvalException {
    a.count(2);
    String prefixText = a.string(0);
    Network containing = parseCidr(prefixText);
    if (containing == null) {
      throw a.error("invalid CIDR address: " + prefixText);
    }
    String text = a.string(1);
    byte[] start = parseV4(text);
    if (start == null) {
      start = parseV6(text);
    }
    byte[] end = null;
    if (start == null) {
      Network contained = parseCidr(text);
      if (contained == null) {
        throw a.error("invalid IP address or prefix: " + text);
      }
      start = contained.address();
      BigInteger hostMask = mask(contained.prefix(), contained.bits()).not()
          .and(BigInteger.ONE.shiftLeft(contained.bits()).subtract(BigInteger.ONE));
      end = bytes(contained.number().or(hostMask), start.length);
    }
    if (isIpv4(start) != isIpv4(containing.address())) {
      throw a.error("address family mismatch: " + prefixText + " vs. " + text);
    }
    return containing.contains(start) && (end == null || containing.contains(end));
  }

  private static boolean isIpv4(byte[] ip) {
    return ip.length == 4 || isV4Mapped(ip);
  }

  private static Network parse(Arguments a, int i) throws HclEvalException {
    String text = a.string(i);
    Network network = parseCidr(text);
    if (network == null) {
      throw a.error("invalid CIDR expression: invalid CIDR address: " + text);
    }
    return network;
  }

  private static BigInteger whole(Arguments a, int i) throws HclEvalException {
    BigDecimal n = a.number(i);
    try {
      return n.toBigIntegerExact();
    } catch (ArithmeticException e) {
      throw a.error(i, "must be a whole number, got " + HclValues.numberText(n));
    }
  }

  /** Go 1.16's net.ParseCIDR: the network with its host bits cleared, or null. */
  static Network parseCidr(String text) {
    int slash = text.indexOf('/');
    if (slash < 0) {
      return null;
    }
    String address = text.substring(0, slash);
    String length = text.substring(slash + 1);
    byte[] ip = parseV4(address);
    if (ip == null) {
      ip = parseV6(address);
    }
    if (ip == null || length.isEmpty() || length.length() > 4 || !length.chars().allMatch(Character::isDigit)) {
      return null;
    }
    int prefix = Integer.parseInt(length);
    int bits = ip.length * 8;
    if (prefix > bits) {
      return null;
    }
    return new Network(bytes(new BigInteger(1, ip).and(mask(prefix, bits)), ip.length), prefix);
  }

  /** Four decimal octets, leading zeros allowed (and read as decimal), each at most 255. */
  static byte[] parseV4(String text) {
    String[] parts = text.split("\\.", -1);
    if (parts.length != 4) {
      return null;
    }
    byte[] ip = new byte[4];
    for (int i = 0; i < 4; i++) {
      String part = parts[i];
      if (part.isEmpty() || !part.chars().allMatch(c -> c >= '0' && c <= '9')) {
        return null;
      }
      String digits = part.replaceFirst("^0+(?=.)", "");
      if (digits.length() > 3 || Integer.parseInt(digits) > 255) {
        return null;
      }
      ip[i] = (byte) Integer.parseInt(digits);
    }
    return ip;
  }

  /** Go 1.16's parseIPv6: hex groups, one "::", an optional trailing IPv4 part; no zone. */
  static byte[] parseV6(String text) {
    byte[] ip = new byte[16];
    int ellipsis = -1;
    String s = text;
    if (s.startsWith("::")) {
      ellipsis = 0;
      s = s.substring(2);
      if (s.isEmpty()) {
        return ip;
      }
    }
    int i = 0;
    while (i < 16) {
      int end = 0;
      while (end < s.length() && Character.digit(s.charAt(end), 16) >= 0 && isAsciiHex(s.charAt(end))) {
        end++;
      }
      if (end == 0) {
        return null;
      }
      if (end < s.length() && s.charAt(end) == '.') {
        if ((ellipsis < 0 && i != 12) || i + 4 > 16) {
          return null;
        }
        byte[] v4 = parseV4(s);
        if (v4 == null) {
          return null;
        }
        System.arraycopy(v4, 0, ip, i, 4);
        s = "";
        i += 4;
        break;
      }
      String digits = s.substring(0, end).replaceFirst("^0+(?=.)", "");
      if (digits.length() > 4) {
        return null;
      }
      int group = Integer.parseInt(digits, 16);
      ip[i] = (byte) (group >> 8);
      ip[i + 1] = (byte) group;
      i += 2;
      s = s.substring(end);
      if (s.isEmpty()) {
        break;
      }
      if (s.charAt(0) != ':' || s.length() == 1) {
        return null;
      }
      s = s.substring(1);
      if (s.charAt(0) == ':') {
        if (ellipsis >= 0) {
          return null;
        }
        ellipsis = i;
        s = s.substring(1);
        if (s.isEmpty()) {
          break;
        }
      }
    }
    if (!s.isEmpty()) {
      return null;
    }
    if (i < 16) {
      if (ellipsis < 0) {
        return null;
      }
      int shift = 16 - i;
      for (int j = i - 1; j >= ellipsis; j--) {
        ip[j + shift] = ip[j];
      }
      for (int j = ellipsis + shift - 1; j >= ellipsis; j--) {
        ip[j] = 0;
      }
    } else if (ellipsis >= 0) {
      return null;
    }
    return ip;
  }

  private static boolean isAsciiHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  /** Go's net.IP String: dotted IPv4 (IPv4-mapped too), else RFC 5952 with the longest zero run as "::". */
  static String format(byte[] ip) {
    if (ip.length == 4) {
      return (ip[0] & 0xff) + "." + (ip[1] & 0xff) + "." + (ip[2] & 0xff) + "." + (ip[3] & 0xff);
    }
    if (isV4Mapped(ip)) {
      return format(java.util.Arrays.copyOfRange(ip, 12, 16));
    }
    int bestStart = -1;
    int bestLength = 0;
    for (int g = 0; g < 8; g++) {
      int run = 0;
      while (g + run < 8 && ip[2 * (g + run)] == 0 && ip[2 * (g + run) + 1] == 0) {
        run++;
      }
      if (run >= 2 && run > bestLength) {
        bestStart = g;
        bestLength = run;
      }
    }
    StringBuilder out = new StringBuilder();
    for (int g = 0; g < 8; g++) {
      if (g == bestStart) {
        out.append("::");
        g += bestLength - 1;
        continue;
      }
      if (out.length() > 0 && out.charAt(out.length() - 1) != ':') {
        out.append(':');
      }
      out.append(Integer.toHexString(((ip[2 * g] & 0xff) << 8) | (ip[2 * g + 1] & 0xff)));
    }
    return out.toString();
  }

  private static boolean isV4Mapped(byte[] ip) {
    for (int i = 0; i < 10; i++) {
      if (ip[i] != 0) {
        return false;
      }
    }
    return ip[10] == (byte) 0xff && ip[11] == (byte) 0xff;
  }

  private static BigInteger mask(int prefix, int bits) {
    BigInteger all = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    return all.shiftRight(bits - prefix).shiftLeft(bits - prefix);
  }

  private static byte[] bytes(BigInteger number, int length) {
    byte[] raw = number.toByteArray();
    byte[] out = new byte[length];
    int copy = Math.min(raw.length, length);
    System.arraycopy(raw, raw.length - copy, out, length - copy, copy);
    return out;
  }
}
