stack {
  id = "hidden"
}
