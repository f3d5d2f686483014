stack {
  name        = "main"
  description = "main"
  id          = "fdcfb3-ce64-4ba2-bc1e-1ab22bceba35"
}
