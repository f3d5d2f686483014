// Copyright 2026 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package scaffold // import \"github.com/terramate-io/terramate/commands/scaffold\""
  description = "package scaffold // import \"github.com/terramate-io/terramate/commands/scaffold\"\n\nPackage scaffold provides the scaffold command.\n\ntype DynamicForm struct{ ... }\n    func NewDynamicForm(formFuncs ...func(*DynamicFormState) (*huh.Form, error)) (DynamicForm, error)\ntype DynamicFormState struct{ ... }\ntype Spec struct{ ... }"
  tags        = ["commands", "golang", "scaffold"]
  id          = "cf8190c8-6500-494b-90a2-20021e090ea1"
}
