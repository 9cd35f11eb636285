/** CONTRACT STUB (issue 9): replaced by the helper that owns this folder. */
export interface CodeStepProps {
  /** BLD-66: Create Another Embed opens the New Embed dialog. */
  onCreateAnother: () => void
}
export function CodeStep(_props: Readonly<CodeStepProps>) {
  return <p>CodeStep</p>
}
