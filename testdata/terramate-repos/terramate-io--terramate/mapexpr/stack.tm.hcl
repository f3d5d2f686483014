// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package mapexpr // import \"github.com/terramate-io/terramate/mapexpr\""
  description = "package mapexpr // import \"github.com/terramate-io/terramate/mapexpr\"\n\nPackage mapexpr implements the `map` block as an HCL expression type.\n\ntype Attributes struct{ ... }\ntype MapExpr struct{ ... }\n    func NewMapExpr(block *ast.MergedBlock) (*MapExpr, error)"
  tags        = ["golang", "mapexpr"]
  id          = "310fef29-9926-4f93-b104-79ff67203f75"
}
