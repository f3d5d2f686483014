// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package sharing // import \"github.com/terramate-io/terramate/generate/sharing\""
  description = "package sharing // import \"github.com/terramate-io/terramate/generate/sharing\"\n\nPackage sharing implements the loading of sharing related blocks.\n\ntype File struct{ ... }\n    func PrepareFile(root *config.Root, filename string, inputs config.Inputs, ...) (File, error)"
  tags        = ["generate", "golang", "sharing"]
  id          = "3c45e985-14d7-4dcf-8054-c07f74210783"
}
