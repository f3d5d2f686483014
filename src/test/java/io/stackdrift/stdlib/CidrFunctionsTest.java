package io.stackdrift.stdlib;

import static io.stackdrift.eval.Hcl.evalError;
import static io.stackdrift.eval.Hcl.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.Hcl;
import io.stackdrift.eval.HclEvalException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The network functions. Cases are OpenTofu's lang/funcs/cidr_test.go and the functions' reference
 * pages (OpenTofu 1.7/1.8 lang, which Terramate v0.17.2 evaluates through terramate-io/opentofulib
 * v1.0.1), plus Terraform issue 35486 for the all-zero base of cidrsubnets.
 */
class CidrFunctionsTest {

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_cidrhost("192.168.1.0/24", 5)                     => "192.168.1.5"
      tm_cidrhost("192.168.1.0/24", -5)                    => "192.168.1.251"
      tm_cidrhost("192.168.1.0/24", -256)                  => "192.168.1.0"
      tm_cidrhost("010.001.0.0/16", 6)                     => "10.1.0.6"
      tm_cidrhost("10.12.112.0/20", 16)                    => "10.12.112.16"
      tm_cidrhost("10.12.112.0/20", 268)                   => "10.12.113.12"
      tm_cidrhost("1::/64", 5)                             => "1::5"
      tm_cidrhost("fd00:fd12:3456:7890:00a2::/72", 34)     => "fd00:fd12:3456:7890::22"
      tm_cidrhost("fe80::/48", -1)                         => "fe80::ffff:ffff:ffff:ffff:ffff"
      tm_cidrnetmask("192.168.1.0/24")                     => "255.255.255.0"
      tm_cidrnetmask("192.168.1.0/32")                     => "255.255.255.255"
      tm_cidrnetmask("0.0.0.0/0")                          => "0.0.0.0"
      tm_cidrnetmask("010.001.0.0/16")                     => "255.255.0.0"
      tm_cidrnetmask("172.16.0.0/12")                      => "255.240.0.0"
      tm_cidrsubnet("192.168.2.0/20", 4, 6)                => "192.168.6.0/24"
      tm_cidrsubnet("fe80::/48", 16, 6)                    => "fe80:0:0:6::/64"
      tm_cidrsubnet("::ffff:192.168.0.0/112", 8, 6)        => "192.168.6.0/24"
      tm_cidrsubnet("010.001.0.0/16", 4, 6)                => "10.1.96.0/20"
      tm_cidrsubnet("172.16.0.0/12", 4, 2)                 => "172.18.0.0/16"
      tm_cidrsubnet("10.1.2.0/24", 4, 15)                  => "10.1.2.240/28"
      tm_cidrsubnet("fd00:fd12:3456:7890::/56", 16, 162)   => "fd00:fd12:3456:7800:a200::/72"
      tm_cidrsubnet("10.0.0.0/8", 0, 0)                    => "10.0.0.0/8"
      tm_cidrsubnets("10.0.0.0/21", 3)                     => ["10.0.0.0/24"]
      tm_cidrsubnets("10.0.0.0/21", 3, 3, 3, 4, 4)         => ["10.0.0.0/24","10.0.1.0/24","10.0.2.0/24","10.0.3.0/25","10.0.3.128/25"]
      tm_cidrsubnets("10.1.0.0/16", 4, 4, 8, 4)            => ["10.1.0.0/20","10.1.16.0/20","10.1.32.0/24","10.1.48.0/20"]
      tm_cidrsubnets("fd00:fd12:3456:7890::/56", 16, 16, 16, 32) => ["fd00:fd12:3456:7800::/72","fd00:fd12:3456:7800:100::/72","fd00:fd12:3456:7800:200::/72","fd00:fd12:3456:7800:300::/88"]
      tm_cidrsubnets("10.0.0.0/8")                         => []
      tm_cidrcontains("192.168.2.0/20", "192.168.2.1")     => true
      tm_cidrcontains("192.168.2.0/24", "192.168.3.1")     => false
      tm_cidrcontains("10.0.0.0/8", "10.1.0.0/16")         => true
      tm_cidrcontains("10.0.0.0/16", "10.0.0.0/8")         => false
      tm_cidrcontains("fd00:fd12:3456:7890::/56", "fd00:fd12:3456:7890:00a2::") => true
      """)
  void networkFunctions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_cidrhost("192.168.1.0/30", 255)       => tm_cidrhost: prefix of 30 does not accommodate a host numbered 255
      tm_cidrhost("192.168.1.0/30", -255)      => tm_cidrhost: prefix of 30 does not accommodate a host numbered -251
      tm_cidrhost("not-a-cidr", 6)             => tm_cidrhost: invalid CIDR expression: invalid CIDR address: not-a-cidr
      tm_cidrhost("10.256.0.0/8", 6)           => tm_cidrhost: invalid CIDR expression: invalid CIDR address: 10.256.0.0/8
      tm_cidrhost("10.0.0.0/8", 0.75)          => tm_cidrhost: argument 2 must be a whole number, got 0.75
      tm_cidrnetmask("1::/64")                 => tm_cidrnetmask: IPv6 addresses cannot have a netmask: 1::/64
      tm_cidrnetmask("not-a-cidr")             => tm_cidrnetmask: invalid CIDR expression: invalid CIDR address: not-a-cidr
      tm_cidrnetmask("110.256.0.0/8")          => tm_cidrnetmask: invalid CIDR expression: invalid CIDR address: 110.256.0.0/8
      tm_cidrnetmask("10.0.0.0/33")            => tm_cidrnetmask: invalid CIDR expression: invalid CIDR address: 10.0.0.0/33
      tm_cidrsubnet("192.168.2.0/20", 13, 0)   => tm_cidrsubnet: insufficient address space to extend prefix of 20 by 13
      tm_cidrsubnet("192.168.2.0/20", 4, 16)   => tm_cidrsubnet: prefix extension of 4 does not accommodate a subnet numbered 16
      tm_cidrsubnet("not-a-cidr", 4, 6)        => tm_cidrsubnet: invalid CIDR expression: invalid CIDR address: not-a-cidr
      tm_cidrsubnet("10.256.0.0/8", 4, 6)      => tm_cidrsubnet: invalid CIDR expression: invalid CIDR address: 10.256.0.0/8
      tm_cidrsubnet("fe80::/48", 81, 6)        => tm_cidrsubnet: insufficient address space to extend prefix of 48 by 81
      tm_cidrsubnet("10.0.0.0/8", 2147483647, 0) => tm_cidrsubnet: insufficient address space to extend prefix of 8 by 2147483647
      tm_cidrsubnet("10.0.0.0/8", -1, 0)       => tm_cidrsubnet: argument 2 must not be negative, got -1
      tm_cidrsubnets("10.0.0.0/8", 2147483647) => tm_cidrsubnets: argument 2 may not extend prefix by more than 32 bits
      tm_cidrhost("10.0.0.0/8", 1e300)         => tm_cidrhost: prefix of 8 does not accommodate a host numbered
      tm_cidrsubnets("10.0.0.0/30", 4)         => tm_cidrsubnets: argument 2 would extend prefix to 34 bits, which is too long for an IPv4 address
      tm_cidrsubnets("10.0.0.0/8", 1, 1, 1)    => tm_cidrsubnets: argument 4 not enough remaining address space for a subnet with a prefix of 9 bits after 10.128.0.0/9
      tm_cidrsubnets("10.0.0.0/8", 1, 0)       => tm_cidrsubnets: argument 3 must extend prefix by at least one bit
      tm_cidrsubnets("fe80::/48", 33)          => tm_cidrsubnets: argument 2 may not extend prefix by more than 32 bits
      tm_cidrsubnets("0.0.0.0/1", 1, 1)        => tm_cidrsubnets: argument 2 not enough remaining address space for a subnet with a prefix of 2 bits after 192.0.0.0/2
      tm_cidrcontains("not-a-cidr", "1.2.3.4") => tm_cidrcontains: invalid CIDR address: not-a-cidr
      tm_cidrcontains("10.0.0.0/8", "x")       => tm_cidrcontains: invalid IP address or prefix: x
      tm_cidrcontains("10.0.0.0/8", "fe80::1") => tm_cidrcontains: address family mismatch: 10.0.0.0/8 vs. fe80::1
      """)
  void networkErrorsAreOpenTofus(String source, String message) {
    HclEvalException e = evalError(source);
    assertTrue(e.getMessage().startsWith(message), "expected '" + message + "', got: " + e.getMessage());
  }

  /** Host n of subnet k lies in that subnet and in the base network, and host 0 is the subnet's own address. */
  @Property(seed = "20261204", tries = 500)
  void hostsOfASubnetLieInIt(@ForAll @IntRange(min = 0, max = 255) int octet, @ForAll @IntRange(min = 8, max = 24) int prefix,
      @ForAll @IntRange(min = 1, max = 6) int newBits, @ForAll @IntRange(min = 0, max = 63) int netnum,
      @ForAll @IntRange(min = 0, max = 300) int host) throws Exception {
    int subnetNumber = netnum % (1 << newBits);
    String base = "\"" + octet + ".0.0.0/" + prefix + "\"";
    String subnet = "tm_cidrsubnet(" + base + ", " + newBits + ", " + subnetNumber + ")";
    int hostBits = 32 - prefix - newBits;
    int hostNumber = host % (1 << Math.min(hostBits, 20));
    String address = "tm_cidrhost(" + subnet + ", " + hostNumber + ")";
    assertEquals("true", json("tm_cidrcontains(" + subnet + ", " + address + ")"));
    assertEquals("true", json("tm_cidrcontains(" + base + ", " + address + ")"));
    assertEquals(json(subnet), json("\"${tm_cidrhost(" + subnet + ", 0)}/" + (prefix + newBits) + "\""));
    assertEquals(json("tm_cidrnetmask(" + subnet + ")"),
        json("tm_cidrhost(\"0.0.0.0/0\", " + (0xffffffffL ^ ((1L << hostBits) - 1)) + ")"));
  }

  /** cidrsubnets' consecutive subnets are the ones cidrsubnet numbers, when all have one length. */
  @Property(seed = "20261205", tries = 300)
  void equalLengthSubnetsAreNumberedInOrder(@ForAll @IntRange(min = 1, max = 6) int newBits,
      @ForAll @IntRange(min = 1, max = 8) int count, @ForAll boolean ipv6) throws Exception {
    String base = ipv6 ? "\"fd00:fd12:3456:7890::/56\"" : "\"10.20.0.0/16\"";
    int n = Math.min(count, 1 << newBits);
    String lengths = String.join(", ", java.util.Collections.nCopies(n, String.valueOf(newBits)));
    StringBuilder expected = new StringBuilder("[");
    for (int i = 0; i < n; i++) {
      expected.append(i == 0 ? "" : ",").append(json("tm_cidrsubnet(" + base + ", " + newBits + ", " + i + ")"));
    }
    assertEquals(expected.append("]").toString(), json("tm_cidrsubnets(" + base + ", " + lengths + ")"));
    assertEquals("[]", Hcl.json("tm_cidrsubnets(" + base + ")"));
  }
}
