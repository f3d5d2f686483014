// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "Package main implements tgdeps."
  description = "Package main implements tgdeps."
  tags        = ["cmd", "golang", "tgdeps"]
  id          = "15091224-c282-43d9-bbd1-10a90c0957d5"
}
