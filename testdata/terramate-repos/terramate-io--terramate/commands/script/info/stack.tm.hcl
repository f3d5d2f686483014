// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package info // import \"github.com/terramate-io/terramate/commands/script/info\""
  description = "package info // import \"github.com/terramate-io/terramate/commands/script/info\"\n\nPackage info provides the \"script info\" command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "golang", "info", "script"]
  id          = "0cc77f17-af45-42cc-b7da-fc6c1673413f"
}
