/** CONTRACT STUB (issue 9): replaced by the helper that owns this folder. */

export function CustomizeStep() {
  return <p>CustomizeStep</p>
}
