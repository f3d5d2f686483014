// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package generate // import \"github.com/terramate-io/terramate/commands/generate\""
  description = "package generate // import \"github.com/terramate-io/terramate/commands/generate\"\n\nPackage generate provides the generate command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "generate", "golang"]
  id          = "21b69f74-3c73-4b94-bbd2-f9113cb8bc65"
}
