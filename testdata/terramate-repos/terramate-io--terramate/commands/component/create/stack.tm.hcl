// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package create // import \"github.com/terramate-io/terramate/commands/component/create\""
  description = "package create // import \"github.com/terramate-io/terramate/commands/component/create\"\n\nPackage create provides the component create command.\n\ntype Metadata struct{ ... }\ntype Spec struct{ ... }\ntype Variable struct{ ... }"
  tags        = ["commands", "component", "create", "golang"]
  id          = "31ca9863-c77b-4cb3-a6cd-b474dffa2a10"
}
