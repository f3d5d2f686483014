stack {
  name = "core"
  id   = "stackkit-0d45f5fd462b8c70bffb"
  tags = ["stackkit", "role/core", "module/core"]

}
