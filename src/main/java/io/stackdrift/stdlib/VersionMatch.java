package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.HclEvalException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code tm_version_match(version, constraint[, { allow_prereleases = bool }])}: Terramate's
 * versions.Match. The version is a strict semantic version (hashicorp/go-version's NewSemver), the
 * constraint go-version's ("&gt;= 1.2, &lt; 2", "~&gt; 1.2.3", "!= 1.0"). Without allow_prereleases a
 * pre-release only meets a constraint that names a pre-release of the same version; with it,
 * pre-releases are ordered among the releases.
 */
final class VersionMatch {
  private static final String VERSION = "v?([0-9]+(?:\\.[0-9]+)*)"
      + "(?:-([0-9A-Za-z\\-~]+(?:\\.[0-9A-Za-z\\-~]+)*))?(?:\\+([0-9A-Za-z\\-~]+(?:\\.[0-9A-Za-z\\-~]+)*))?";
  private static final Pattern LOOSE = Pattern.compile(VERSION);
  private static final Pattern SEMVER = Pattern.compile(
      "v?([0-9]+(?:\\.[0-9]+){2})(?:-([0-9A-Za-z\\-~]+(?:\\.[0-9A-Za-z\\-~]+)*))?"
          + "(?:\\+([0-9A-Za-z\\-~]+(?:\\.[0-9A-Za-z\\-~]+)*))?");
  private static final Pattern CONSTRAINT = Pattern.compile("\\s*(=|!=|>=|<=|>|<|~>)?\\s*(" + VERSION + ")\\s*");

  private VersionMatch() {}

  /** A parsed version: its numeric segments (at least three), how many were written, its pre-release. */
  private record Version(List<BigInteger> segments, int written, String prerelease) {}

  static Object call(Arguments a) throws HclEvalException {
    a.count(2, 3);
    String versionText = a.string(0);
    String constraintText = a.string(1);
    boolean allowPrereleases = false;
    if (a.size() == 3) {
      Map<String, Object> flags = a.object(2);
      Object allow = flags.get("allow_prereleases");
      if (flags.size() != 1 || !(allow instanceof Boolean)) {
        throw a.error(2, "must be an object with one bool attribute, allow_prereleases");
      }
      allowPrereleases = (Boolean) allow;
    }
    List<String[]> constraints = new ArrayList<>();
    for (String part : constraintText.split(",", -1)) {
      Matcher m = CONSTRAINT.matcher(part);
      if (!m.matches()) {
        throw a.error(1, "is an invalid constraint: malformed constraint: " + part);
      }
      constraints.add(new String[] {m.group(1) == null ? "=" : m.group(1), m.group(2)});
    }
    Version version = parse(SEMVER, versionText);
    if (version == null) {
      throw a.error(0, "is an invalid version: Malformed version: " + versionText);
    }
    for (String[] constraint : constraints) {
      if (!meets(version, constraint[0], parse(LOOSE, constraint[1]), allowPrereleases)) {
        return false;
      }
    }
    return true;
  }

  private static Version parse(Pattern pattern, String text) {
    Matcher m = pattern.matcher(text);
    if (!m.matches()) {
      return null;
    }
    List<BigInteger> segments = new ArrayList<>();
    for (String segment : m.group(1).split("\\.")) {
      segments.add(new BigInteger(segment));
    }
    int written = segments.size();
    while (segments.size() < 3) {
      segments.add(BigInteger.ZERO);
    }
    return new Version(segments, written, m.group(2) == null ? "" : m.group(2));
  }

  private static boolean meets(Version v, String operator, Version c, boolean allowPrereleases) {
    int order = compare(v, c);
    boolean prereleaseOk = allowPrereleases || prereleaseCheck(v, c);
    return switch (operator) {
      case "=" -> order == 0;
      case "!=" -> order != 0;
      case ">" -> prereleaseOk && order > 0;
      case "<" -> prereleaseOk && order < 0;
      case ">=" -> prereleaseOk && order >= 0;
      case "<=" -> prereleaseOk && order <= 0;
      default -> pessimistic(v, c, prereleaseOk, allowPrereleases);
    };
  }

  /** go-version: a pre-release meets only a constraint on a pre-release of the same segments. */
  private static boolean prereleaseCheck(Version v, Version c) {
    boolean vPre = !v.prerelease().isEmpty();
    boolean cPre = !c.prerelease().isEmpty();
    if (cPre && vPre) {
      return c.segments().equals(v.segments());
    }
    return !vPre || cPre;
  }

  /** "~> 1.2.3": at least 1.2.3, the segments before the last written one equal. */
  private static boolean pessimistic(Version v, Version c, boolean prereleaseOk, boolean allowPrereleases) {
    if (!prereleaseOk || (!allowPrereleases && !c.prerelease().isEmpty() && v.prerelease().isEmpty())) {
      return false;
    }
    if (compare(v, c) < 0) {
      return false;
    }
    int cs = c.segments().size();
    if (cs > v.segments().size()) {
      return false;
    }
    for (int i = 0; i < c.written() - 1; i++) {
      if (!v.segments().get(i).equals(c.segments().get(i))) {
        return false;
      }
    }
    return c.segments().get(cs - 1).compareTo(v.segments().get(cs - 1)) <= 0;
  }

  /** Segments first; then a release is above its pre-releases, which compare part by part. */
  private static int compare(Version a, Version b) {
    int length = Math.max(a.segments().size(), b.segments().size());
    for (int i = 0; i < length; i++) {
      BigInteger x = i < a.segments().size() ? a.segments().get(i) : BigInteger.ZERO;
      BigInteger y = i < b.segments().size() ? b.segments().get(i) : BigInteger.ZERO;
      int order = x.compareTo(y);
      if (order != 0) {
        return order;
      }
    }
    String pa = a.prerelease();
    String pb = b.prerelease();
    if (pa.equals(pb)) {
      return 0;
    }
    if (pa.isEmpty() || pb.isEmpty()) {
      return pa.isEmpty() ? 1 : -1;
    }
    String[] xs = pa.split("\\.");
    String[] ys = pb.split("\\.");
    for (int i = 0; i < Math.max(xs.length, ys.length); i++) {
      if (i >= xs.length || i >= ys.length) {
        return i >= xs.length ? -1 : 1;
      }
      int order = comparePart(xs[i], ys[i]);
      if (order != 0) {
        return order;
      }
    }
    return 0;
  }

  private static int comparePart(String x, String y) {
    boolean xNumber = x.chars().allMatch(Character::isDigit);
    boolean yNumber = y.chars().allMatch(Character::isDigit);
    if (xNumber && yNumber) {
      return new BigInteger(x).compareTo(new BigInteger(y));
    }
    if (xNumber != yNumber) {
      return xNumber ? -1 : 1;
    }
    return Integer.signum(x.compareTo(y));
  }
}
