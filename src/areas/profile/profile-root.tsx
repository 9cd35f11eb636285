/** pp-profile (PROF-01..05): the moved notice, or the older profile and change-password forms. */
import { useState, type FormEvent } from 'react'
import type { AreaProps } from '../../core/element'
import { ApiError } from '../../core/http'
import { applySession, notify, portalStore, usePortal } from '../../core/store'
import {
  PASSWORD_HINT,
  PASSWORDS_DIFFER,
  isStrongPassword,
} from '../../core/validation/password-rules'
import { normalizeFields, validate, type FieldError } from '../../core/validation/rules'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Card, LoadingState, MovedNotice, PageHeader } from '../../ui/states'
import { PasswordField, TextField } from '../../ui/text-field'
import { Toasts } from '../../ui/toasts'
import { CURRENT_PASSWORD_REQUIRED, PROFILE_RULES } from './lib/profile-rules'
import { profileApi, type ProfileBody } from './profile-api'

const TAG = 'pp-profile'
const FIELDS: Array<{
  key: Exclude<keyof ProfileBody, 'currentPassword'>
  label: string
  type: string
  auto: string
}> = [
  { key: 'firstName', label: 'First name', type: 'text', auto: 'given-name' },
  { key: 'lastName', label: 'Last name', type: 'text', auto: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', auto: 'email' },
  { key: 'phoneNumber', label: 'Phone', type: 'tel', auto: 'tel' },
]

function ProfileForm() {
  const session = usePortal((s) => s.session)
  const initial = {
    firstName: session.firstName ?? '',
    lastName: session.lastName ?? '',
    email: session.email ?? '',
    phoneNumber: session.phone ?? '',
  }
  const [form, setForm] = useState(initial)
  const [currentPassword, setCurrentPassword] = useState('')
  const [errors, setErrors] = useState<FieldError[]>([])
  const [busy, setBusy] = useState(false)
  // A new sign-in e-mail needs the current password (the server refuses it without).
  const emailChanged = form.email.trim().toLowerCase() !== (session.email ?? '').toLowerCase()

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = normalizeFields(form) as unknown as ProfileBody
    const found = validate(body as unknown as Record<string, unknown>, PROFILE_RULES)
    if (emailChanged && !currentPassword)
      found.push({ field: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED })
    setErrors(found)
    if (found.length || !session.userUUID || busy) return
    setBusy(true)
    try {
      const saved = await profileApi.save(
        session.userUUID,
        emailChanged ? { ...body, currentPassword } : body,
      )
      setCurrentPassword('')
      const {
        permissionsReceived: _p,
        lastActionDispatchedAt: _l,
        ...current
      } = portalStore.getState().session
      applySession({
        ...current,
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        phone: saved.phoneNumber,
      })
      notify(TAG, 'success', 'Your profile information has been saved successfully')
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.length) setErrors(failure.fields)
      notify(TAG, 'error', 'There was a problem saving your profile information')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <h2 className="mb-4 text-base font-semibold">Personal information</h2>
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            type={f.type}
            autoComplete={f.auto}
            required
            value={form[f.key]}
            error={errors.find((e) => e.field === f.key)?.message}
            onChange={(value) => setForm({ ...form, [f.key]: value })}
          />
        ))}
        {emailChanged ? (
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={currentPassword}
            helper="Enter your current password to change your email"
            error={errors.find((e) => e.field === 'currentPassword')?.message}
            onChange={setCurrentPassword}
          />
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" busy={busy} busyLabel="Saving…">
            Save
          </Button>
        </div>
      </form>
    </Card>
  )
}

function ChangePassword() {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ready = current.length > 0 && isStrongPassword(next) && repeat.length > 0

  async function change(event: FormEvent) {
    event.preventDefault()
    if (!ready || busy) return
    if (next !== repeat) {
      setError(PASSWORDS_DIFFER)
      return
    }
    setError(null)
    setBusy(true)
    try {
      await profileApi.changePassword({ currentpassword: current, newpassword: next })
      setCurrent('')
      setNext('')
      setRepeat('')
      notify(TAG, 'success', 'Your information has been saved successfully')
    } catch (failure) {
      const text =
        failure instanceof ApiError && failure.fieldMessage('currentpassword')
          ? failure.fieldMessage('currentpassword')!
          : 'Woops, something wrong. Please try again later.'
      setError(text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <h2 className="mb-4 text-base font-semibold">Change password</h2>
      <form noValidate onSubmit={change} className="flex max-w-md flex-col gap-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <PasswordField
          label="Current password"
          name="currentpassword"
          autoComplete="current-password"
          required
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          label="New password"
          name="newpassword"
          autoComplete="new-password"
          required
          value={next}
          onChange={setNext}
          helper={PASSWORD_HINT}
        />
        <PasswordField
          label="Repeat new password"
          name="repeatpassword"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={setRepeat}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!ready} busy={busy} busyLabel="Saving…">
            Change password
          </Button>
        </div>
      </form>
    </Card>
  )
}

export default function ProfileRoot({ newPortalUrl }: Readonly<AreaProps>) {
  const status = usePortal((s) => s.sessionStatus)
  const signedIn = usePortal((s) => s.session.signedIn)
  const userUUID = usePortal((s) => s.session.userUUID)
  return (
    <div>
      <Toasts tag={TAG} />
      <PageHeader title="My Profile" />
      {newPortalUrl ? (
        <MovedNotice
          text="My Profile has been moved to the new portal"
          button="Go to My Profile"
          url={newPortalUrl}
        />
      ) : status !== 'ready' || !signedIn ? (
        <LoadingState />
      ) : (
        <div className="flex flex-col gap-6">
          {/* A new user gets a fresh form; nothing resets it after mount, so typing is never lost. */}
          <ProfileForm key={userUUID ?? ''} />
          <ChangePassword />
        </div>
      )}
    </div>
  )
}
