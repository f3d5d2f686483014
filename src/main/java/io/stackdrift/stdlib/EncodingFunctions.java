package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.JsonEncoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;

/** JSON, YAML, base64, URL encoding and hashes, as Terraform's functions of those names. */
final class EncodingFunctions {
  static final String TOML_EXPERIMENT = "toml-functions";

  private EncodingFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_jsonencode", a -> JsonEncoder.encode(a.count(1).value(0)));
    functions.put("tm_jsondecode", EncodingFunctions::jsonDecode);
    functions.put("tm_csvdecode", EncodingFunctions::csvDecode);
    functions.put("tm_tomlencode", EncodingFunctions::tomlEncode);
    functions.put("tm_yamlencode", a -> YamlEncoder.encode(a.count(1).value(0)));
    functions.put("tm_base64encode", a -> Base64.getEncoder().encodeToString(utf8(a.count(1).string(0))));
    functions.put("tm_base64decode", EncodingFunctions::base64Decode);
    functions.put("tm_urlencode", a -> urlEncode(a.count(1).string(0)));
    functions.put("tm_md5", a -> hex("MD5", a));
    functions.put("tm_sha1", a -> hex("SHA-1", a));
    functions.put("tm_sha256", a -> hex("SHA-256", a));
    functions.put("tm_sha512", a -> hex("SHA-512", a));
    functions.put("tm_base64sha256", a -> Base64.getEncoder().encodeToString(digest("SHA-256", a)));
    functions.put("tm_base64sha512", a -> Base64.getEncoder().encodeToString(digest("SHA-512", a)));
  }

  private static Object jsonDecode(Arguments a) throws HclEvalException {
    try {
      return JsonDecoder.decode(a.count(1).string(0));
    } catch (IllegalArgumentException e) {
      throw a.error(0, "is not valid JSON: " + e.getMessage());
    }
  }

  /** Terramate's own, behind its experiment: without it Terramate knows no such function. */
  private static Object tomlEncode(Arguments a) throws HclEvalException {
    if (!a.context().experimentEnabled(TOML_EXPERIMENT)) {
      throw a.error("needs Terramate's \"" + TOML_EXPERIMENT + "\" experiment: add it to terramate.config.experiments "
          + "in the project's root, as Terramate requires");
    }
    try {
      return TomlEncoder.encode(a.count(1).value(0), a::check);
    } catch (IllegalArgumentException e) {
      throw a.error(e.getMessage());
    }
  }

  private static Object csvDecode(Arguments a) throws HclEvalException {
    String text = a.count(1).string(0);
    a.spend(text.length());
    try {
      return CsvDecoder.decode(text);
    } catch (IllegalArgumentException e) {
      throw a.error(e.getMessage());
    }
  }

  /** Go's StdEncoding: padding required, line breaks ignored; the bytes must be UTF-8 text. */
  private static Object base64Decode(Arguments a) throws HclEvalException {
    String text = a.count(1).string(0).replace("\r", "").replace("\n", "");
    byte[] bytes;
    try {
      if (text.length() % 4 != 0) {
        throw new IllegalArgumentException("length");
      }
      bytes = Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException e) {
      throw a.error(0, "is not valid base64 (the standard alphabet, with padding)");
    }
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw a.error(0, "decodes to bytes that are not valid UTF-8 text");
    }
  }

  /** Go's url.QueryEscape: letters, digits and {@code -_.~} stay; a space is '+'; the rest %XX. */
  private static String urlEncode(String s) {
    StringBuilder out = new StringBuilder();
    for (byte b : utf8(s)) {
      int c = b & 0xFF;
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-_.~".indexOf(c) >= 0) {
        out.append((char) c);
      } else if (c == ' ') {
        out.append('+');
      } else {
        out.append('%').append(String.format("%02X", c));
      }
    }
    return out.toString();
  }

  private static String hex(String algorithm, Arguments a) throws HclEvalException {
    return HexFormat.of().formatHex(digest(algorithm, a));
  }

  private static byte[] digest(String algorithm, Arguments a) throws HclEvalException {
    return digest(algorithm, a.count(1).string(0));
  }

  static byte[] digest(String algorithm, String text) {
    try {
      return MessageDigest.getInstance(algorithm).digest(utf8(text));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has " + algorithm, e);
    }
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
