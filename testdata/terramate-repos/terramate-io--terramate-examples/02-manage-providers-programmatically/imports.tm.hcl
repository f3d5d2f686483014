import {
  source = "./imports/generate_providers.tm.hcl"
}
