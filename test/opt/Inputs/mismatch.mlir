// Used by verify-diagnostics-mismatch.test.

// expected-remark@+1 {{removed 7 dead ops}}
func.func @f() {
  return
}
// expected-error@+2 malformed
// (the line above lacks its message)
func.func @g() {
  return
}
