// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package tree // import \"github.com/terramate-io/terramate/commands/script/tree\""
  description = "package tree // import \"github.com/terramate-io/terramate/commands/script/tree\"\n\nPackage tree provides the script tree command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "golang", "script", "tree"]
  id          = "0dd14379-6567-48de-b57e-aa8742fe7389"
}
