// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "Terramate-ls is a language server. For details on how to use it just run:"
  description = "Terramate-ls is a language server. For details on how to use it just run:\n\n    terramate-ls --help"
  tags        = ["cmd", "golang", "terramate-ls"]
  id          = "5c7b673d-a46a-4bda-abf7-b56b7c43225d"
}
