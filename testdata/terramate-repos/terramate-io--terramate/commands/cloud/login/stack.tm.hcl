// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package login // import \"github.com/terramate-io/terramate/commands/cloud/login\""
  description = "package login // import \"github.com/terramate-io/terramate/commands/cloud/login\"\n\nPackage login provides login commands.\n\ntype GithubSpec struct{ ... }\ntype GoogleSpec struct{ ... }\ntype SSOSpec struct{ ... }"
  tags        = ["cloud", "commands", "golang", "login"]
  id          = "c29cc1c0-87ca-4b97-b5bb-bc3d764a21cd"
}
