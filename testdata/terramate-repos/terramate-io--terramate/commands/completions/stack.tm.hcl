// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package completions // import \"github.com/terramate-io/terramate/commands/completions\""
  description = "package completions // import \"github.com/terramate-io/terramate/commands/completions\"\n\nPackage completions provides the install-completions command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "completions", "golang"]
  id          = "8c04c6e3-0f03-4385-86bf-030f219f4d1c"
}
