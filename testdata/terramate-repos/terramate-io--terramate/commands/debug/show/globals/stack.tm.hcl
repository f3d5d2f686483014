// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package globals // import \"github.com/terramate-io/terramate/commands/debug/show/globals\""
  description = "package globals // import \"github.com/terramate-io/terramate/commands/debug/show/globals\"\n\nPackage globals provides the debug globals command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "debug", "globals", "golang", "show"]
  id          = "17c40830-6d4d-482f-87e3-7905b1da1a89"
}
