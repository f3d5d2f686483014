// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "Package main implements the cloudmock service."
  description = "Package main implements the cloudmock service."
  tags        = ["cloud", "cmd", "golang", "testserver"]
  id          = "69b6f99c-a383-4b62-abf9-463a4feee711"
}
