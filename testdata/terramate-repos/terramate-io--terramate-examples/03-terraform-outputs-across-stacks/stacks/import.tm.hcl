import {
  source = "../imports/*"
}
