// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package run // import \"github.com/terramate-io/terramate/commands/script/run\""
  description = "package run // import \"github.com/terramate-io/terramate/commands/script/run\"\n\nPackage run provides the script run command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "golang", "run", "script"]
  id          = "9ffa624d-0edb-4631-814f-77ee3712c33f"
}
