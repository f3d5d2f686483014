// Copyright 2023 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "basic-drift"
  description = "basic-drift"
  id          = "2530f1b3-2691-48dc-b418-e966f7e1441c"
  after       = ["../empty"] # only used for visualizing the graph.
  tags        = ["interop", "tag.with.dots-and-dash_and_underscore"]
}
