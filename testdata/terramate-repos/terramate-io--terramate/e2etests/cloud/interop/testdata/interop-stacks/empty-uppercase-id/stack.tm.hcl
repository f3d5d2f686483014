// Copyright 2023 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "empty"
  description = "empty"
  id          = "EMPTY"
  before      = ["/testdata/example-stack", "/testdata/testserver"]
}
