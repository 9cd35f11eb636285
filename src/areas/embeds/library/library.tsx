/** Scaffolding for issue 8's parallel slices: replaced by the real screen before it lands. */
import { PageHeader } from '../../../ui/states'

export function Library(
  _props: Readonly<{ host: HTMLElement; route?: string; embedUUID?: string | null }>,
) {
  return <PageHeader title="Trivia & Polls > Configuration" />
}
