// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package show // import \"github.com/terramate-io/terramate/commands/cloud/drift/show\""
  description = "package show // import \"github.com/terramate-io/terramate/commands/cloud/drift/show\"\n\nPackage show provides the cloud drift show command.\n\ntype Spec struct{ ... }"
  tags        = ["cloud", "commands", "drift", "golang", "show"]
  id          = "f06c15f1-9a5e-4ec7-b884-e34e406cd47a"
}
