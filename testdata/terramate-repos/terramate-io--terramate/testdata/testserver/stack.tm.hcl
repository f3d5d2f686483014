// Copyright 2023 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "testserver"
  description = "testserver"
  id          = "156eb962-5f1c-470b-862b-0845a82dba23"
}
