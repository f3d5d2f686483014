stack {
  id    = "c"
  after = ["/stacks/b"]
}
