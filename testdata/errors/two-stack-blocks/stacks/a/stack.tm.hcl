stack {
  id = "a"
}
