// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package requiredversion // import \"github.com/terramate-io/terramate/commands/requiredversion\""
  description = "package requiredversion // import \"github.com/terramate-io/terramate/commands/requiredversion\"\n\nPackage requiredversion provides the required-version command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "golang", "requiredversion"]
  id          = "b4d21d9d-b63e-431a-ac23-51a50e073216"
}
