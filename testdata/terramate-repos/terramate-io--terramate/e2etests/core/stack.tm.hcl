// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "core"
  description = "core"
  tags        = ["core", "e2etests"]
  id          = "b36bb769-6f65-467a-9195-f043cd495e16"
}
