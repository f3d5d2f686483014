// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package generateorigins // import \"github.com/terramate-io/terramate/commands/debug/show/generate_origins\""
  description = "package generateorigins // import \"github.com/terramate-io/terramate/commands/debug/show/generate_origins\"\n\nPackage generateorigins provides the generate-origins command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "debug", "generate_origins", "golang", "show"]
  id          = "0a3dda80-bb24-4a12-b27d-32fc32c90611"
}
