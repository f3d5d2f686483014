stack {
  id   = "monitoring"
  tags = ["ops"]
  watch = ["/modules/dashboards"]
  before = ["/does/not/exist"]
}
