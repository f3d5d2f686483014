stack {
  name        = "Mineiros - Unit Test - Complete Module Usage"
  description = <<EOD
    This module tests a complete set of most/all non-exclusive features.
    The purpose of this test is to activate everything the module offers, but trying to keep execution time and costs minimal.
  EOD
}
