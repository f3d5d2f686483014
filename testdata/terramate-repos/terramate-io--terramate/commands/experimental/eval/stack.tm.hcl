// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package eval // import \"github.com/terramate-io/terramate/commands/experimental/eval\""
  description = "package eval // import \"github.com/terramate-io/terramate/commands/experimental/eval\"\n\nPackage eval provides the \"experimental eval\" and \"experimental partial-eval\"\ncommands.\n\ntype GetConfigValueSpec struct{ ... }\ntype PartialSpec struct{ ... }\ntype Spec struct{ ... }"
  tags        = ["commands", "eval", "experimental", "golang"]
  id          = "fd4f6180-578d-4124-8f6f-019e800c597f"
}
