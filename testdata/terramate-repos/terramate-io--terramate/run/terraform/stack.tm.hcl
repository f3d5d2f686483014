// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package terraform // import \"github.com/terramate-io/terramate/run/terraform\""
  description = "package terraform // import \"github.com/terramate-io/terramate/run/terraform\"\n\nPackage terraform provides utilities for executing terraform commands with\nconfigurable arguments.\n\ntype Runner struct{ ... }\n    func NewRunner(env []string, workingDir string) *Runner"
  tags        = ["golang", "run", "terraform"]
  id          = "9f8e8a93-3680-488d-b8fb-c347d0f19745"
}
