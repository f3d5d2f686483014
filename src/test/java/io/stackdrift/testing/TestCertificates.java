package io.stackdrift.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Self-signed certificates for 127.0.0.1 and localhost, made by the JDK's keytool for one test and
 * written as PEM: the certificate, and the private key in PKCS#8, as collectors and
 * OTEL_EXPORTER_OTLP_CLIENT_KEY take them.
 */
public final class TestCertificates {
  private TestCertificates() {}

  /** A PEM certificate and its PEM private key. */
  public record Pair(Path certificate, Path key) {}

  public static Pair selfSigned(Path dir, String name) throws IOException, InterruptedException {
    Files.createDirectories(dir);
    Path store = dir.resolve(name + ".p12");
    String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
    Process p = new ProcessBuilder(List.of(keytool, "-genkeypair", "-alias", name, "-keyalg", "EC", "-groupname",
        "secp256r1", "-sigalg", "SHA256withECDSA", "-dname", "CN=" + name, "-ext", "SAN=ip:127.0.0.1,dns:localhost",
        "-validity", "2", "-storetype", "PKCS12", "-keystore", store.toString(), "-storepass", "changeit",
        "-keypass", "changeit")).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException("keytool failed: " + out);
    }
    try (InputStream in = Files.newInputStream(store)) {
      KeyStore ks = KeyStore.getInstance("PKCS12");
      ks.load(in, "changeit".toCharArray());
      PrivateKey key = (PrivateKey) ks.getKey(name, "changeit".toCharArray());
      Certificate cert = ks.getCertificate(name);
      Path certFile = dir.resolve(name + ".crt");
      Path keyFile = dir.resolve(name + ".key");
      Files.writeString(certFile, pem("CERTIFICATE", cert.getEncoded()));
      Files.writeString(keyFile, pem("PRIVATE KEY", key.getEncoded()));
      return new Pair(certFile, keyFile);
    } catch (java.security.GeneralSecurityException e) {
      throw new IOException(e);
    }
  }

  private static String pem(String type, byte[] der) {
    return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
        .encodeToString(der) + "\n-----END " + type + "-----\n";
  }
}
