// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package info // import \"github.com/terramate-io/terramate/commands/cloud/info\""
  description = "package info // import \"github.com/terramate-io/terramate/commands/cloud/info\"\n\nPackage info provides the cloud info command.\n\ntype Spec struct{ ... }"
  tags        = ["cloud", "commands", "golang", "info"]
  id          = "a91233bd-01a7-47ee-86ce-66223ea4830f"
}
