// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package script // import \"github.com/terramate-io/terramate/commands/script\""
  description = "package script // import \"github.com/terramate-io/terramate/commands/script\"\n\nPackage script provides the script command.\n\ntype InfoEntry struct{ ... }\ntype Matcher struct{ ... }\n    func NewMatcher(labels []string) *Matcher"
  tags        = ["commands", "golang", "script"]
  id          = "2ab2c3fa-35e3-4be6-a487-11fc032a67fa"
}
