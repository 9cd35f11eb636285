/**
 * Kit gallery: one form on useForm: a check made only when saving (the repeat must match), a
 * form-level message of a failed save, Save while there are edits, Discard, and the leave question
 * (`guard`) for a move that is not a route change ("Other site"). A name `fail` fails the save.
 */
import { useState } from 'react'
import { holdMove } from '../../../src/core/router'
import { Alert } from '../../../src/ui/alert'
import { Button } from '../../../src/ui/button'
import { LeaveDialog } from '../../../src/ui/leave-dialog'
import { TextField } from '../../../src/ui/text-field'
import { UnsavedEdits } from '../../../src/ui/unsaved-edits'
import { useForm, type FieldMessages } from '../../../src/ui/use-form'
import type { KitSection } from '../kit-gallery'

const FIELDS = [
  ['name', 'Nickname'],
  ['repeat', 'Repeat nickname'],
] as const

function NicknameForm({ what = 'your nickname' }: Readonly<{ what?: string }>) {
  const [saved, setSaved] = useState('Lois')
  const [moved, setMoved] = useState(0)
  const form = useForm({
    initial: { name: 'Lois', repeat: 'Lois' },
    validate: ({ name }): FieldMessages => (name.trim() ? {} : { name: 'This field is required' }),
    checks: ({ name, repeat }): FieldMessages =>
      name === repeat ? {} : { repeat: 'The names do not match' },
    save: async ({ name }) => {
      if (name === 'fail') throw new Error('refused')
      return name
    },
    onSaved: (name) => setSaved(name),
    failure: () => 'The nickname could not be saved',
    guard: true,
  })
  // Another site in a manager: not a route change, so it asks the guards itself.
  function otherSite() {
    const move = () => setMoved((n) => n + 1)
    if (!holdMove(move)) move()
  }
  return (
    <form noValidate onSubmit={form.submit} aria-label="Nickname" className="flex flex-col gap-4">
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <p>Saved nickname: {saved}</p>
      {FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          required
          value={form.values[key]}
          error={form.error(key)}
          onChange={(value) => form.set(key, value)}
        />
      ))}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => form.reset()} disabled={!form.dirty}>
          Discard
        </Button>
        <Button type="submit" busy={form.submitting} busyLabel="Saving…" disabled={!form.dirty}>
          Save
        </Button>
        <Button variant="link" onClick={otherSite}>
          Other site
        </Button>
      </div>
      <p>Moves: {moved}</p>
      <LeaveDialog
        open={form.leaving.asking}
        what={what}
        onLeave={form.leaving.leave}
        onStay={form.leaving.stay}
      />
    </form>
  )
}

/** The same form in a screen of several forms: the screen's dialog asks, the form's never does. */
function NicknameInScreen() {
  return (
    <UnsavedEdits what="this screen">
      <NicknameForm what="the form alone" />
    </UnsavedEdits>
  )
}

/** `leaves`: a save that moves on keeps the form busy, so it is never sent twice. */
function SendOnce() {
  const [sent, setSent] = useState(0)
  const form = useForm({
    initial: { note: '' },
    save: async () => setSent((n) => n + 1),
    leaves: true,
  })
  return (
    <form noValidate onSubmit={form.submit} aria-label="Send once" className="flex flex-col gap-4">
      <TextField label="Note" value={form.values.note} onChange={(v) => form.set('note', v)} />
      <Button type="submit" busy={form.submitting} busyLabel="Sending…">
        Send
      </Button>
      <p>Sent: {sent}</p>
    </form>
  )
}

export const sections: KitSection[] = [
  { id: 'use-form', title: 'Form (useForm)', Demo: NicknameForm },
  { id: 'use-form-in-screen', title: 'Form in a screen of forms', Demo: NicknameInScreen },
  { id: 'use-form-leaves', title: 'Form that moves on', Demo: SendOnce },
]
