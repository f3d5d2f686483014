stack {
  name        = "core"
  description = "Host core: networks, volumes, the ingress runtime"
  id          = "stackkit-0a1b2c3d4e5f60718293"
  tags        = ["stackkit", "role/core", "site/lab", "node/node-1", "module/core"]
}

globals {
  runtime_dir = "${terramate.root.path.fs.absolute}/.stackkit/runtime"
}
