# Import helper files
import {
  source = "./imports/generate_backend.tm.hcl"
}

import {
  source = "./imports/generate_providers.tm.hcl"
}
