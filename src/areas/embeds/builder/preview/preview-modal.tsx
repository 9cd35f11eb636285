/** CONTRACT STUB (issue 9): replaced by the helper that owns this folder. */
export interface PreviewModalProps {
  open: boolean
  onClose: () => void
}
export function PreviewModal(_props: Readonly<PreviewModalProps>) {
  return <p>PreviewModal</p>
}
