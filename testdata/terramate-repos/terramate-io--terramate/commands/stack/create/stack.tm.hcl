// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package create // import \"github.com/terramate-io/terramate/commands/stack/create\""
  description = "package create // import \"github.com/terramate-io/terramate/commands/stack/create\"\n\nPackage create provides the create stack command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "create", "golang", "stack"]
  id          = "91e493c2-2989-4608-a451-4e339dd444dc"
}
