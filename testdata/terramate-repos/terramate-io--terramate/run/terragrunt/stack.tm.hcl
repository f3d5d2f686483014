// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package terragrunt // import \"github.com/terramate-io/terramate/run/terragrunt\""
  description = "package terragrunt // import \"github.com/terramate-io/terramate/run/terragrunt\"\n\nPackage terragrunt provides utilities for executing terragrunt commands with\nconfigurable arguments.\n\ntype Runner struct{ ... }\n    func NewRunner(env []string, workingDir string) *Runner"
  tags        = ["golang", "run", "terragrunt"]
  id          = "e27190f3-a817-43d8-8042-83b3e5c88c99"
}
