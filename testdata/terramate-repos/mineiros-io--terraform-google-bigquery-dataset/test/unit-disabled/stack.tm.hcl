stack {
  name        = "Mineiros - Unit Test - Disabled Module"
  description = <<EOD
    This module tests an empty set of features.
    The purpose of this test is to verify no resources are created when the module is disabled.
  EOD
}
