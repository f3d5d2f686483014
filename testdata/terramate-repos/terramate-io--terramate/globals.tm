// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

globals "tools" {
  GOLANGCI_LINT_VERSION = "v2.6.1"
  ADDLICENSE_VERSION    = "v1.0.0"
}
