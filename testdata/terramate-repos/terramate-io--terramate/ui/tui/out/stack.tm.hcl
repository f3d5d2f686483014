// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package out // import \"github.com/terramate-io/terramate/cmd/terramate/cli/out\""
  description = "package out // import \"github.com/terramate-io/terramate/cmd/terramate/cli/out\"\n\nPackage out provides output functionality, including verboseness level and\nnormal/error messages support.\n\ntype O struct{ ... }\n    func New(verboseness int, stdout, stderr io.Writer) O"
  tags        = ["cli", "cmd", "golang", "out", "terramate"]
  id          = "1a00f5ed-e82f-4282-848e-ea9019bdc9e9"
}
