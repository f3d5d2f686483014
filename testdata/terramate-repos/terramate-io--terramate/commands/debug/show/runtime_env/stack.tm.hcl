// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package runtimeenv // import \"github.com/terramate-io/terramate/commands/debug/show/runtime_env\""
  description = "package runtimeenv // import \"github.com/terramate-io/terramate/commands/debug/show/runtime_env\"\n\nPackage runtimeenv provides the show-runtime-env command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "debug", "golang", "runtime_env", "show"]
  id          = "b1974a92-fe89-4928-8ede-c14c24da3a2d"
}
