// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package version // import \"github.com/terramate-io/terramate/commands/version\""
  description = "package version // import \"github.com/terramate-io/terramate/commands/version\"\n\nPackage version provides the version command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "golang", "version"]
  id          = "800d482b-1260-4419-93f3-52bdbe06372a"
}
