/** pp-profile (PROF-01..05): the moved notice, or the older profile and change-password forms. */
import type { FormEvent } from 'react'
import type { AreaProps } from '../../element-kit/define-element'
import { ApiError } from '../../core/http'
import { notify, portalStore, usePortal, useSessionView } from '../../core/store'
import { applySession } from '../../core/session'
import {
  PASSWORD_HINT,
  PASSWORDS_DIFFER,
  isStrongPassword,
} from '../../core/validation/password-rules'
import { normalizeFields } from '../../core/validation/rules'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Card, LoadingState, MovedNotice, PageHeader } from '../../ui/states'
import { PasswordField, TextField } from '../../ui/text-field'
import { Toasts } from '../../ui/toasts'
import { byRules, useForm } from '../../ui/use-form'
import { CURRENT_PASSWORD_REQUIRED, PROFILE_RULES } from './lib/profile-rules'
import { profileApi, type ProfileBody } from './profile-api'

const validateProfile = byRules(PROFILE_RULES)
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
  const session = useSessionView()
  const form = useForm({
    initial: {
      firstName: session.firstName ?? '',
      lastName: session.lastName ?? '',
      email: session.email ?? '',
      phoneNumber: session.phone ?? '',
      currentPassword: '',
    },
    validate: (values) => {
      const found = validateProfile(values)
      if (emailChanged(values.email) && !values.currentPassword)
        found.currentPassword = CURRENT_PASSWORD_REQUIRED
      return found
    },
    save: ({ currentPassword, ...values }) => {
      const body = normalizeFields(values) as unknown as ProfileBody
      return profileApi.save(
        session.userUUID!,
        emailChanged(values.email) ? { ...body, currentPassword } : body,
      )
    },
    onSaved: (saved) => {
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
      form.reset({
        firstName: saved.firstName ?? '',
        lastName: saved.lastName ?? '',
        email: saved.email ?? '',
        phoneNumber: saved.phoneNumber ?? '',
        currentPassword: '',
      })
      notify('success', 'Your profile information has been saved successfully')
    },
    onError: () => notify('error', 'There was a problem saving your profile information'),
  })
  // A new sign-in e-mail needs the current password (the server refuses it without).
  function emailChanged(email: string) {
    return email.trim().toLowerCase() !== (session.email ?? '').toLowerCase()
  }

  return (
    <Card>
      <h2 className="mb-4 text-base font-semibold">Personal information</h2>
      <form
        noValidate
        onSubmit={form.submit}
        aria-label="Personal information"
        className="grid gap-4 sm:grid-cols-2"
      >
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            type={f.type}
            autoComplete={f.auto}
            required
            value={form.values[f.key]}
            error={form.error(f.key)}
            onChange={(value) => form.set(f.key, value)}
          />
        ))}
        {emailChanged(form.values.email) ? (
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={form.values.currentPassword}
            helper="Enter your current password to change your email"
            error={form.error('currentPassword')}
            onChange={(value) => form.set('currentPassword', value)}
          />
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          {/* Nothing changed, nothing to save (review finding). */}
          <Button type="submit" busy={form.submitting} busyLabel="Saving…" disabled={!form.dirty}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  )
}

/** The change-password form's fields, in order (AUTH-18: each with Show/Hide). */
const PASSWORD_FIELDS = [
  { label: 'Current password', name: 'currentpassword', autoComplete: 'current-password' },
  {
    label: 'New password',
    name: 'newpassword',
    autoComplete: 'new-password',
    helper: PASSWORD_HINT,
  },
  { label: 'Repeat new password', name: 'repeatpassword', autoComplete: 'new-password' },
] as const

function ChangePassword() {
  const form = useForm({
    initial: { currentpassword: '', newpassword: '', repeatpassword: '' },
    save: (values) =>
      profileApi.changePassword({
        currentpassword: values.currentpassword,
        newpassword: values.newpassword,
      }),
    onSaved: () => {
      form.reset({ currentpassword: '', newpassword: '', repeatpassword: '' })
      notify('success', 'Your information has been saved successfully')
    },
    failure: (failure) =>
      failure instanceof ApiError && failure.fieldMessage('currentpassword')
        ? failure.fieldMessage('currentpassword')!
        : 'Woops, something wrong. Please try again later.',
  })
  const { currentpassword: current, newpassword: next, repeatpassword: repeat } = form.values
  const ready = current.length > 0 && isStrongPassword(next) && repeat.length > 0

  function change(event: FormEvent) {
    form.submit(event, () => {
      if (!ready) return
      form.fail(next === repeat ? null : PASSWORDS_DIFFER)
      if (next === repeat) void form.send()
    })
  }

  return (
    <Card>
      <h2 className="mb-4 text-base font-semibold">Change password</h2>
      <form
        noValidate
        onSubmit={change}
        aria-label="Change password"
        className="flex max-w-md flex-col gap-4"
      >
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        {PASSWORD_FIELDS.map((field) => (
          <PasswordField
            key={field.name}
            {...field}
            required
            value={form.values[field.name]}
            onChange={(value) => form.set(field.name, value)}
          />
        ))}
        <div className="flex justify-end">
          <Button type="submit" disabled={!ready} busy={form.submitting} busyLabel="Saving…">
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
      <Toasts />
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
