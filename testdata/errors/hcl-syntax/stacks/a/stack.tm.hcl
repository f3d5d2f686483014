stack {
  id   = "a"
  name = "unterminated
}
