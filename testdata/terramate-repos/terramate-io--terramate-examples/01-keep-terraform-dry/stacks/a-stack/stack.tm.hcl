stack {
  name        = "a-stack"
  description = "A random stack for testing purposes."
  id          = "e25a4be6-47c0-4952-a769-1e4ecf307592"
}
