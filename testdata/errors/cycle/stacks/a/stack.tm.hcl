stack {
  id    = "a"
  after = ["../c"]
}
