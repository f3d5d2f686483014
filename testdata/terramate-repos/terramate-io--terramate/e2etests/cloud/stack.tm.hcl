// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "cloud"
  description = "cloud"
  tags        = ["cloud", "e2etests"]
  id          = "88f4382b-a453-4228-bf80-788306af8c47"
}
