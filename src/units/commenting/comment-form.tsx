/** @jsxImportSource preact */
/**
 * The form that posts a comment or a reply (COM-19, COM-21). It tells the commenter at once what
 * the saved moderation rules will do with the draft; the server decides and its verdict is shown.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks'
import { mediaKindOf, moderate } from '../../areas/commenting/lib/moderation-rules'
import type { ReplyFrequency } from '../../areas/commenting/lib/notify-rules'
import type { FieldProblem, NewComment, PostResult, UnitSettings } from './api'
import { readProfile, saveProfile } from './commenter-profile'

interface Props {
  settings: UnitSettings
  parentUUID?: string
  /** Sends the comment; the unit adds a published or held comment to the list. */
  submit: (body: Omit<NewComment, 'pageId'>) => Promise<PostResult>
  onCancel?: () => void
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function CommentForm({ settings, parentUUID, submit, onCancel }: Readonly<Props>) {
  const { moderation } = settings
  const userType = moderation.commentingUserType
  const id = useId()
  const saved = useMemo(() => readProfile(settings.unitUUID), [settings.unitUUID])
  const [text, setText] = useState('')
  const [name, setName] = useState(saved.name)
  const [email, setEmail] = useState(saved.email)
  const [anonymous, setAnonymous] = useState(userType === 'ONLY_ANONYMOUSE_USER')
  const [mediaUrl, setMediaUrl] = useState('')
  // Issue 30: a named commenter's wish for reply e-mails (null: none).
  const [notify, setNotify] = useState<ReplyFrequency | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const [fields, setFields] = useState<FieldProblem[]>([])
  const textRef = useRef<HTMLTextAreaElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // A reply form opens where the reader will type (autofocus does not apply after page load).
  useEffect(() => {
    if (parentUUID) textRef.current?.focus()
  }, [parentUUID])
  /** Takes the keyboard to the field a problem names (the comment text when none matches). */
  function focusField(field: string | undefined) {
    const named = field ? formRef.current?.elements.namedItem(field) : null
    ;(named instanceof HTMLElement ? named : textRef.current)?.focus()
  }
  const asAnonymous =
    userType === 'ONLY_ANONYMOUSE_USER' || (userType === 'EVERY_USER' && anonymous)
  const media = mediaUrl.trim() ? mediaKindOf(mediaUrl.trim()) : null
  const preview = text.trim()
    ? moderate(
        moderation,
        { text, anonymous: asAnonymous, isReply: !!parentUUID, media },
        { repliesOff: settings.general.isTurnOffRepliesEnabled, authorBlocked: false },
      )
    : null
  const problem = (field: string) => fields.find((f) => f.field === field)?.message

  async function postComment(event: Event) {
    event.preventDefault()
    const local: FieldProblem[] = []
    if (!text.trim()) local.push({ field: 'text', message: 'Write a comment first.' })
    if (!asAnonymous && !name.trim()) local.push({ field: 'name', message: 'Enter your name.' })
    if (!asAnonymous && !EMAIL.test(email.trim()))
      local.push({ field: 'email', message: 'Enter a valid e-mail address.' })
    if (mediaUrl.trim() && !media)
      local.push({ field: 'mediaUrl', message: 'Link an image, GIF or video file.' })
    setFields(local)
    if (local.length) {
      setResult({ ok: false, message: local[0]!.message })
      focusField(local[0]!.field)
      return
    }
    setBusy(true)
    setResult(null)
    const outcome = await submit({
      ...(parentUUID ? { parentUUID } : {}),
      text: text.trim(),
      ...(mediaUrl.trim() ? { mediaUrl: mediaUrl.trim() } : {}),
      anonymous: asAnonymous,
      ...(asAnonymous ? {} : { name: name.trim(), email: email.trim() }),
      ...(!asAnonymous && notify ? { notifyReplies: notify } : {}),
    })
    setBusy(false)
    if (!outcome.ok) {
      // Refused or invalid: the reason stays next to the text, which is kept for editing.
      setFields(outcome.fields)
      setResult({ ok: false, message: outcome.message })
      focusField(outcome.fields[0]?.field)
      return
    }
    if (!asAnonymous) saveProfile(settings.unitUUID, { name: name.trim(), email: email.trim() })
    setText('')
    setMediaUrl('')
    setFields([])
    setNotify(null)
    const { verdict, notify: asked } = outcome.posted
    setResult({
      ok: true,
      message:
        asked === 'CONFIRMATION_SENT'
          ? `${verdict.reason} To get reply e-mails, open the link we sent to ${email.trim()}.`
          : verdict.reason,
    })
    // The disabled button dropped the focus: back to the field (a reply form closes instead and
    // its comment takes the focus).
    if (!parentUUID) textRef.current?.focus()
  }

  return (
    <form
      ref={formRef}
      onSubmit={postComment}
      noValidate
      aria-label={parentUUID ? 'Reply' : 'Post a comment'}
    >
      <label>
        {parentUUID ? 'Your reply' : 'Your comment'}
        <textarea
          ref={textRef}
          name="text"
          value={text}
          maxLength={2000}
          aria-invalid={problem('text') ? true : undefined}
          aria-describedby={`${id}-hint`}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Escape' && onCancel?.()}
        />
      </label>
      <p class={preview?.outcome === 'REFUSED' ? 'err' : 'hint'} id={`${id}-hint`}>
        {preview ? preview.reason : ''}
      </p>
      {moderation.isMediaContentEnabled && (
        <label>
          Image, GIF or video link (optional)
          <input
            type="url"
            name="mediaUrl"
            value={mediaUrl}
            placeholder="https://"
            aria-invalid={problem('mediaUrl') ? true : undefined}
            onInput={(e) => setMediaUrl(e.currentTarget.value)}
          />
        </label>
      )}
      {userType === 'EVERY_USER' && (
        <label class="check">
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(e) => setAnonymous(e.currentTarget.checked)}
          />
          Post anonymously
        </label>
      )}
      {!asAnonymous && (
        <div class="row">
          <label>
            Name
            <input
              type="text"
              name="name"
              value={name}
              required
              maxLength={64}
              autoComplete="name"
              aria-invalid={problem('name') ? true : undefined}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </label>
          <label>
            E-mail (not shown)
            <input
              type="email"
              name="email"
              value={email}
              required
              autoComplete="email"
              aria-invalid={problem('email') ? true : undefined}
              onInput={(e) => setEmail(e.currentTarget.value)}
            />
          </label>
        </div>
      )}
      {!asAnonymous && (
        <fieldset class="notify">
          <legend class="sr">Reply e-mails</legend>
          <label class="check">
            <input
              type="checkbox"
              name="notifyReplies"
              checked={notify !== null}
              onChange={(e) => setNotify(e.currentTarget.checked ? 'IMMEDIATE' : null)}
            />
            E-mail me when someone replies
          </label>
          {notify && (
            <label>
              How often
              <select
                value={notify}
                onChange={(e) => setNotify(e.currentTarget.value as ReplyFrequency)}
              >
                <option value="IMMEDIATE">At once</option>
                <option value="DAILY">A daily digest</option>
              </select>
            </label>
          )}
        </fieldset>
      )}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Posting…' : parentUUID ? 'Post reply' : 'Post comment'}
        </button>
        {onCancel && (
          <button type="button" class="link" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" class={result?.ok === false ? 'err' : 'ok'}>
        {result?.message ?? ''}
      </p>
    </form>
  )
}
