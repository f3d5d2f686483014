// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package metadata // import \"github.com/terramate-io/terramate/commands/debug/show/metadata\""
  description = "package metadata // import \"github.com/terramate-io/terramate/commands/debug/show/metadata\"\n\nPackage metadata provides the show-metadata command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "debug", "golang", "metadata", "show"]
  id          = "46cda58a-d00c-4810-9271-546e9e50ba25"
}
