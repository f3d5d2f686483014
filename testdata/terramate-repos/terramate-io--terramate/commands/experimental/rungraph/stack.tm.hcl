// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package rungraph // import \"github.com/terramate-io/terramate/commands/experimental/rungraph\""
  description = "package rungraph // import \"github.com/terramate-io/terramate/commands/experimental/rungraph\"\n\nPackage rungraph provides the run-graph command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "experimental", "golang", "rungraph"]
  id          = "dd09e3b5-c9ff-4b51-8b88-5fe217ddd786"
}
