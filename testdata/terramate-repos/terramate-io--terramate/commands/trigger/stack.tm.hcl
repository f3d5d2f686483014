// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package trigger // import \"github.com/terramate-io/terramate/commands/trigger\""
  description = "package trigger // import \"github.com/terramate-io/terramate/commands/trigger\"\n\nPackage trigger provides the trigger command.\n\ntype FilterSpec struct{ ... }\ntype PathSpec struct{ ... }\ntype StatusFilters struct{ ... }"
  tags        = ["commands", "golang", "trigger"]
  id          = "281620fc-5b9e-449c-a65d-c3de4117a618"
}
