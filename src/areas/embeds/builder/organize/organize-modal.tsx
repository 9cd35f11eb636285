/** CONTRACT STUB (issue 9): replaced by the helper that owns this folder. */
export interface OrganizeModalProps {
  open: boolean
  onClose: () => void
}
export function OrganizeModal(_props: Readonly<OrganizeModalProps>) {
  return <p>OrganizeModal</p>
}
