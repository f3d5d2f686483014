stack {
  id = "B"
}
