// Copyright 2023 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "basic-drift"
  description = "basic-drift"
  id          = "BASIC-DRIFT"
  after       = ["../empty"] # only used for visualizing the graph.
}
