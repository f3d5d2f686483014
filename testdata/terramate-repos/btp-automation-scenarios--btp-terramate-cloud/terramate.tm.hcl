terramate {
  config {
    cloud {
      organization = "sap-btp-automation"
    }
  }
}
