stack {
  id    = "b"
  after = ["/stacks/a"]
}
