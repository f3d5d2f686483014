terramate {
  config {}
}
