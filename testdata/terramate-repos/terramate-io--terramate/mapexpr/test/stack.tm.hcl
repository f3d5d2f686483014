// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package test // import \"github.com/terramate-io/terramate/mapexpr/test\""
  description = "package test // import \"github.com/terramate-io/terramate/mapexpr/test\"\n\nPackage test implements testcases and test helpers for dealing with map blocks.\n\ntype Testcase struct{ ... }\n    func SchemaErrorTestcases() []Testcase"
  tags        = ["golang", "mapexpr", "test"]
  id          = "5369bac2-d63d-4b74-b270-af07e2fd25b9"
}
