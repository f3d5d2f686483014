stack {
  name        = "b-stack"
  description = "A random stack for testing purposes."
  id          = "6e30a6fc-8dbd-40e1-a51d-20bc227a91f8"
}
