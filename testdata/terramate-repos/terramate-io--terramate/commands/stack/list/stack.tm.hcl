// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package list // import \"github.com/terramate-io/terramate/commands/stack/list\""
  description = "package list // import \"github.com/terramate-io/terramate/commands/stack/list\"\n\nPackage list provides the list command.\n\ntype Spec struct{ ... }\ntype StatusFilters struct{ ... }"
  tags        = ["commands", "golang", "list", "stack"]
  id          = "1fe9000d-f4ce-4aa3-ad10-81ee5268efbb"
}
