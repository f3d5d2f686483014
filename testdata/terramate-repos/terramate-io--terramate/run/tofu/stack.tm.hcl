// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package tofu // import \"github.com/terramate-io/terramate/run/tofu\""
  description = "package tofu // import \"github.com/terramate-io/terramate/run/tofu\"\n\nPackage tofu provides utilities for executing OpenTofu commands with\nconfigurable arguments.\n\ntype Runner struct{ ... }\n    func NewRunner(env []string, workingDir string) *Runner"
  tags        = ["golang", "run", "tofu"]
  id          = "aab709df-643b-4a7d-8c81-97fbd2891fa9"
}
