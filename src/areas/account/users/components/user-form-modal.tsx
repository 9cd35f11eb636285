import { useState } from 'react'
import { notify, notifyFailure } from '../../../../core/store'
import { normalizeFields } from '../../../../core/validation/rules'
import { Alert } from '../../../../ui/alert'
import { Button } from '../../../../ui/button'
import { Modal } from '../../../../ui/modal'
import { Skeleton } from '../../../../ui/states'
import { Switch } from '../../../../ui/switch'
import { TextField } from '../../../../ui/text-field'
import { byRules, useForm } from '../../../../ui/use-form'
import { useRequest } from '../../../../ui/use-request'
import {
  ADD_USER_RULES,
  canGrant,
  defaultTogglesFor,
  EDIT_USER_RULES,
  NOT_HELD,
  PERMISSION_TOGGLES,
  permissionsFrom,
  togglesFrom,
  USER_FIELDS,
  type Actor,
  type Toggles,
  type UserField,
} from '../lib/user-rules'
import { usersApi, type AccountUser, type UserInput } from '../users-api'

export const FETCH_FAILED = 'Woops, something wrong: Network error. Please try again later.'

const TEXTS = {
  add: {
    title: 'Add User',
    submit: 'Add User',
    success: 'User has been added successfully',
    failure: 'There was an issue adding this User',
  },
  edit: {
    title: 'Edit User',
    submit: 'Save',
    success: 'You have successfully updated this users information',
    failure: 'There was a problem updating this users information',
  },
}

type Values = Record<UserField, string>
const EMPTY: Values = { firstName: '', lastName: '', email: '', phoneNumber: '' }
const valuesOf = (values: Values & Toggles): Values => ({
  firstName: values.firstName,
  lastName: values.lastName,
  email: values.email,
  phoneNumber: values.phoneNumber,
})
function valuesFrom(user: AccountUser): Values {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
  }
}
const INPUT_TYPES: Record<UserField, string> = {
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phoneNumber: 'tel',
}

export interface UserFormModalProps {
  open: boolean
  mode: 'add' | 'edit'
  accountUUID: string
  /** The row being edited (its id; the form loads the user with API-05). */
  user?: AccountUser | null
  /** The acting user: switches for permissions they may not grant are disabled. */
  actor: Actor
  onClose: () => void
  onSaved: (user: AccountUser) => void
}

/**
 * ACCT-11..14: the add-user and edit-user dialog. The form inside mounts each time the dialog
 * opens, so it starts from the defaults (add) or a fresh load (edit).
 */
export function UserFormModal(props: Readonly<UserFormModalProps>) {
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      open={props.open}
      title={TEXTS[props.mode].title}
      onClose={() => {
        if (!busy) props.onClose()
      }}
      size="lg"
    >
      <UserForm {...props} setBusy={setBusy} />
    </Modal>
  )
}

function UserForm({
  mode,
  accountUUID,
  user,
  actor,
  onClose,
  onSaved,
  setBusy,
}: Readonly<UserFormModalProps & { setBusy: (busy: boolean) => void }>) {
  const texts = TEXTS[mode]
  const userUUID = user?.userUUID ?? null
  const rules = mode === 'add' ? ADD_USER_RULES : EDIT_USER_RULES
  const form = useForm<Values & Toggles, AccountUser>({
    initial: { ...EMPTY, ...defaultTogglesFor(actor) },
    validate: byRules(rules),
    // The e-mail is validated as it changes (ACCT-13); other fields once a save was tried.
    live: ['email'],
    save: async (values) => {
      setBusy(true)
      const clean = normalizeFields(valuesOf(values))
      const permissions = permissionsFrom(values)
      try {
        return mode === 'add'
          ? await usersApi.add(accountUUID, { ...clean, permissions } as UserInput)
          : await usersApi.update(userUUID!, {
              firstName: clean.firstName,
              lastName: clean.lastName,
              phoneNumber: clean.phoneNumber,
              permissions,
            })
      } finally {
        setBusy(false)
      }
    },
    onSaved: (saved) => {
      notify('success', texts.success)
      onSaved(saved)
    },
    onError: (error) => notifyFailure(error, texts.failure),
  })
  const loaded = useRequest(
    mode === 'edit' && userUUID
      ? (signal) =>
          usersApi.get(userUUID, signal).then((found) => {
            form.reset({ ...valuesFrom(found), ...togglesFrom(found.permissions ?? []) })
            return found
          })
      : null,
    userUUID ?? '',
    (error) => notifyFailure(error, FETCH_FAILED),
  )
  const loadFailed = !!loaded.error
  const loading = mode === 'edit' && !loaded.data && !loadFailed
  const busy = form.submitting

  return loadFailed ? (
    <div className="flex flex-col gap-4">
      <Alert tone="error">{FETCH_FAILED}</Alert>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  ) : (
    <form
      noValidate
      onSubmit={(event) => (loading ? event.preventDefault() : form.submit(event))}
      aria-label={texts.title}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {USER_FIELDS.map((field) =>
          loading ? (
            <div key={field.key} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : (
            <TextField
              key={field.key}
              label={field.label}
              name={field.key}
              type={INPUT_TYPES[field.key]}
              autoComplete="off"
              required
              maxLength={field.max + 20}
              value={form.values[field.key]}
              readOnly={mode === 'edit' && field.key === 'email'}
              helper={
                mode === 'edit' && field.key === 'email'
                  ? 'The email cannot be changed.'
                  : undefined
              }
              error={form.error(field.key)}
              onChange={(value) => form.set(field.key, value)}
            />
          ),
        )}
      </div>
      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Permissions</legend>
        <div className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {PERMISSION_TOGGLES.map((toggle) => {
            const held = canGrant(actor, toggle.permission)
            return (
              <div key={toggle.key} title={held ? undefined : NOT_HELD}>
                <Switch
                  label={toggle.label}
                  checked={form.values[toggle.key]}
                  disabled={loading || !held}
                  onChange={(on) => form.set(toggle.key, on)}
                />
                {held ? null : (
                  <p data-reason={toggle.key} className="mt-0.5 text-xs text-slate-600">
                    {NOT_HELD}
                  </p>
                )}
              </div>
            )
          })}
        </div>
        {form.error('permissions') ? (
          <p role="alert" className="mt-2 text-xs text-danger">
            {form.error('permissions')}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Saving…" disabled={loading}>
          {texts.submit}
        </Button>
      </div>
    </form>
  )
}
