// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package create // import \"github.com/terramate-io/terramate/commands/package/create\""
  description = "package create // import \"github.com/terramate-io/terramate/commands/package/create\"\n\nPackage create provides the package create command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "create", "golang", "package"]
  id          = "9d640883-3cd5-48f8-818e-b2a1fbba810d"
}
