// Copyright 2023 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  id          = "terramate-example-stack"
  name        = "test-stacks"
  description = "Used in terramate tests"
  tags = [
    "test",
  ]
}
