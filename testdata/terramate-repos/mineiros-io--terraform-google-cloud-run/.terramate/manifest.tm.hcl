vendor {
  manifest {
    default {
      files = [
        "/*.tf",
        "/README.md",
        "/LICENSE",
      ]
    }
  }
}
