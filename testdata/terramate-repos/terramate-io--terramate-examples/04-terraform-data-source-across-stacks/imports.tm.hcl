import {
  source = "./imports/*.tm.hcl"
}
