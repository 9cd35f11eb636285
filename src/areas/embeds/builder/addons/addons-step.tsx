/** CONTRACT STUB (issue 9): replaced by the helper that owns this folder. */

export function AddOnsStep() {
  return <p>AddOnsStep</p>
}
