# Copyright 2024 Terramate GmbH
# SPDX-License-Identifier: MPL-2.0

ADDLICENSE_VERSION ?= v1.0.0
GOLANGCI_LINT_VERSION ?= v2.6.1
