// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "helper is a utility command that implements behaviors that are useful when"
  description = "helper is a utility command that implements behaviors that are useful when\ntesting terramate run features in a way that reduces dependencies on the\nenvironment to run the tests."
  tags        = ["cmd", "golang", "helper"]
  id          = "b2c8a842-b230-4afd-9d99-47b72d423d54"
}
