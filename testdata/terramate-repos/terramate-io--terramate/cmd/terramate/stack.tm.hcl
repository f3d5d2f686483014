// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "Terramate is a tool for managing multiple Terraform stacks. Providing stack"
  description = "Terramate is a tool for managing multiple Terraform stacks. Providing stack\nexecution orchestration and code generation as a way to share data across\ndifferent stacks. For details on how to use it just run:\n\n    terramate --help"
  tags        = ["cmd", "golang", "terramate"]
  id          = "19baeccd-97fd-4f79-8e11-755ecb0d865e"
}
