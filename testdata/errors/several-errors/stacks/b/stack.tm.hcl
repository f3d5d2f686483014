stack {
  id = "b"
}
