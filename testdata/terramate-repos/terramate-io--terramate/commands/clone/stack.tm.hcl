// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package clone // import \"github.com/terramate-io/terramate/commands/clone\""
  description = "package clone // import \"github.com/terramate-io/terramate/commands/clone\"\n\nPackage clone provides the clone command.\n\ntype Spec struct{ ... }"
  tags        = ["clone", "commands", "golang"]
  id          = "ad05c19d-65d6-48a7-8377-e531195ddd9a"
}
