// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package fmt // import \"github.com/terramate-io/terramate/commands/fmt\""
  description = "package fmt // import \"github.com/terramate-io/terramate/commands/fmt\"\n\nPackage fmt provides the fmt command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "fmt", "golang"]
  id          = "31858e29-a904-47df-9942-dac85d1016e8"
}
