// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package list // import \"github.com/terramate-io/terramate/commands/script/list\""
  description = "package list // import \"github.com/terramate-io/terramate/commands/script/list\"\n\nPackage list provides the script list command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "golang", "list", "script"]
  id          = "d05490a8-06db-466d-869c-ab01ed92aa5a"
}
