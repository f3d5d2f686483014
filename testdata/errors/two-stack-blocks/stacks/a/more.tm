stack {
  id = "a-again"
}
