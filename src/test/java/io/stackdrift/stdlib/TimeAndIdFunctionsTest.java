package io.stackdrift.stdlib;

import static io.stackdrift.eval.Hcl.evalError;
import static io.stackdrift.eval.Hcl.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.eval.HclEvalException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Cases from OpenTofu's lang/funcs/datetime_test.go and crypto_test.go, go-cty v1.16's
 * function/stdlib/datetime_test.go (formatdate) (the lang package Terramate
 * v0.17.2 evaluates through terramate-io/opentofulib v1.0.1) and the functions' reference pages.
 */
class TimeAndIdFunctionsTest {

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_timecmp("2017-11-22T00:00:00Z", "2017-11-22T00:00:00Z")      => 0
      tm_timecmp("2017-11-22T00:00:00Z", "2017-11-22T01:00:00Z")      => -1
      tm_timecmp("2017-11-22T01:00:00Z", "2017-11-22T00:00:00Z")      => 1
      tm_timecmp("2017-11-22T00:00:00Z", "2017-11-21T23:00:00-01:00") => 0
      tm_timecmp("2017-11-22T00:00:00.5Z", "2017-11-22T00:00:00Z")    => 1
      tm_timeadd("2017-11-22T00:00:00Z", "1s")                        => "2017-11-22T00:00:01Z"
      tm_timeadd("2017-11-22T00:00:00Z", "10m")                       => "2017-11-22T00:10:00Z"
      tm_timeadd("2017-11-22T00:00:00Z", "10m1s")                     => "2017-11-22T00:10:01Z"
      tm_timeadd("2017-11-22T00:00:00Z", "-1h")                       => "2017-11-21T23:00:00Z"
      tm_timeadd("2017-11-22T00:00:00Z", "1.5h")                      => "2017-11-22T01:30:00Z"
      tm_timeadd("2017-11-22T00:00:00-05:00", "1h")                   => "2017-11-22T01:00:00-05:00"
      tm_timeadd("2017-11-22T00:00:00Z", "0")                         => "2017-11-22T00:00:00Z"
      tm_formatdate("DD MMM YYYY hh:mm ZZZ", "2018-01-02T23:12:01Z")  => "02 Jan 2018 23:12 UTC"
      tm_formatdate("EEEE, DD-MMM-YY hh:mm:ss ZZZ", "2018-01-02T23:12:01Z") => "Tuesday, 02-Jan-18 23:12:01 UTC"
      tm_formatdate("EEE, DD MMM YYYY hh:mm:ss ZZZ", "2018-01-02T23:12:01-08:00") => "Tue, 02 Jan 2018 23:12:01 -0800"
      tm_formatdate("MMM DD, YYYY", "2018-01-02T23:12:01Z")           => "Jan 02, 2018"
      tm_formatdate("HH:mmaa", "2018-01-02T23:12:01Z")                => "11:12pm"
      tm_formatdate("h'h'mm", "2018-01-02T23:12:01-08:00")            => "23h12"
      tm_formatdate("H AA", "2018-01-02T00:05:09Z")                   => "12 AM"
      tm_formatdate("M/D m:s", "2018-01-02T00:05:09Z")                => "1/2 5:9"
      tm_formatdate("MMMM ZZZZZ ZZZZ Z", "2018-07-02T00:05:09+05:30") => "July +05:30 +0530 +05:30"
      tm_formatdate("Z ZZZZZ", "2018-07-02T00:05:09Z")                => "Z +00:00"
      tm_formatdate("'It''s' '' YYYY", "2018-07-02T00:05:09Z")        => "It's ' 2018"
      tm_uuidv5("dns", "tada")                                        => "faa898db-9b9d-5b75-86a9-149e7bb8e3b8"
      tm_uuidv5("url", "tada")                                        => "2c1ff6b4-211f-577e-94de-d978b0caa16e"
      tm_uuidv5("oid", "tada")                                        => "61eeea26-5176-5288-87fc-232d6ed30d2f"
      tm_uuidv5("x500", "tada")                                       => "7e12415e-f7c9-57c3-9e43-52dc9950d264"
      tm_uuidv5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "tada")       => "faa898db-9b9d-5b75-86a9-149e7bb8e3b8"
      tm_uuidv5("dns", "www.terraform.io")                            => "a5008fae-b28c-5ba5-96cd-82b4c53552d6"
      """)
  void functions(String source, String expected) throws Exception {
    assertEquals(expected, json(source));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiterString = " => ", quoteCharacter = '`', textBlock = """
      tm_timecmp("2017-11-22 00:00:00Z", "2017-11-22T00:00:00Z") => tm_timecmp: argument 1 is not a valid RFC3339 timestamp
      tm_timecmp("2017-11-22T00:00:00Z", "2017-11-22T00:00Z")    => tm_timecmp: argument 2 is not a valid RFC3339 timestamp
      tm_timeadd("2017-11-22T00:00:00Z", "1d")                   => tm_timeadd: argument 2 is not a valid duration
      tm_timeadd("2017-11-22T00:00:00Z", "")                     => tm_timeadd: argument 2 is not a valid duration
      tm_timeadd("2017-13-22T00:00:00Z", "1h")                   => tm_timeadd: argument 1 is not a valid RFC3339 timestamp
      tm_formatdate("Y", "2018-01-02T23:12:01Z")                 => tm_formatdate: invalid date format verb "Y"
      tm_formatdate("'open", "2018-01-02T23:12:01Z")             => tm_formatdate: unterminated literal '
      tm_formatdate("YYYY", "2018-01-02")                        => tm_formatdate: argument 2 is not a valid RFC3339 timestamp
      tm_uuidv5("tada", "tada")                                  => tm_uuidv5: argument 1 is not a namespace uuidv5() supports
      tm_timestamp()                                             => tm_timestamp: gives a different value on every run
      tm_uuid()                                                  => tm_uuid: gives a different value on every run
      tm_bcrypt("x")                                             => tm_bcrypt: gives a different value on every run
      tm_plantimestamp()                                         => tm_plantimestamp: gives a different value on every run
      """)
  void errors(String source, String message) {
    HclEvalException e = evalError(source);
    assertTrue(e.getMessage().startsWith(message), "expected '" + message + "', got: " + e.getMessage());
  }
}
