# Only .stackkit/runtime is searched: this stack is never listed.
stack {
  id = "stray"
}
