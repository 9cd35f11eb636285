import { useLayoutEffect } from 'react'
import type { Site } from '../../../core/session-types'
import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { useForm, type FieldMessages } from '../../../ui/use-form'
import {
  DUPLICATE_EMBED_NAME_MESSAGE,
  embedNameError,
  isDuplicateName,
  SITE_REQUIRED_MESSAGE,
  type EmbedName,
  type Label,
} from '../lib/embeds-rules'
import { NO_LABELS, type LabelChoice } from '../lib/label-choice'
import { LabelPicker } from './label-picker'

export interface EmbedNameValues {
  [field: string]: unknown
  embedName: string
  siteUUID: string
  labels: LabelChoice
}

export interface EmbedNameDialogProps {
  /** `new`: the creation dialog (BLD-07); `edit`: Edit Embed Details (BLD-08, the builder). */
  mode: 'new' | 'edit'
  open: boolean
  sites: readonly Site[]
  /** Every embed's name and site (API-41), for the duplicate-name rule. */
  names: readonly EmbedName[]
  /** The account's labels (new embeds only). */
  labels?: readonly Label[]
  /** The embed being edited (edit mode) or a preset site (a mockup-generator session). */
  initial?: { embedUUID?: string; embedName?: string; siteUUID?: string }
  /** The site cannot change: an existing embed, or a mockup-generator session (spec 001 §5). */
  siteFixed?: boolean
  /** Saves; rejecting keeps the dialog open (field errors from the server land on their fields). */
  onSubmit: (values: EmbedNameValues) => Promise<unknown>
  onError?: (error: unknown) => void
  onClose: () => void
}

export const NAME_LABEL = "What is your embed's name?"
export const SITE_LABEL = 'Where will your embed live?'

/** BLD-07/08: the embed name, its site, and for new embeds its labels. */
export function validateEmbedName(
  values: EmbedNameValues,
  names: readonly EmbedName[],
  selfUUID?: string,
): FieldMessages {
  const problems: FieldMessages = {}
  const nameError = embedNameError(values.embedName)
  if (nameError) problems.embedName = nameError
  if (!values.siteUUID) problems.siteUUID = SITE_REQUIRED_MESSAGE
  else if (!nameError && isDuplicateName(names, values.embedName, values.siteUUID, selfUUID))
    problems.embedName = DUPLICATE_EMBED_NAME_MESSAGE
  return problems
}

/**
 * The embed name dialog (spec 001 §2): `New Embed` with `Create Embed` (`Creating Embed...` while
 * saving), or `Edit Embed Details` with `Save` (`Saved` while nothing changed). The duplicate-name
 * rule runs as the name or site changes.
 */
export function EmbedNameDialog({
  mode,
  open,
  sites,
  names,
  labels = [],
  initial,
  siteFixed = false,
  onSubmit,
  onError,
  onClose,
}: Readonly<EmbedNameDialogProps>) {
  const start: EmbedNameValues = {
    embedName: initial?.embedName ?? '',
    siteUUID: initial?.siteUUID ?? (sites.length === 1 ? (sites[0]?.siteUUID ?? '') : ''),
    labels: NO_LABELS,
  }
  const form = useForm<EmbedNameValues>({
    initial: start,
    validate: (values) => validateEmbedName(values, names, initial?.embedUUID),
    live: ['siteUUID'],
    save: onSubmit,
    onError,
  })
  const { reset } = form
  // A reopened dialog starts from the given values again.
  const startKey = `${open}:${start.embedName}:${start.siteUUID}`
  useLayoutEffect(() => {
    if (open) reset(start)
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- start is rebuilt each render; its key says when it changed
  }, [startKey, reset])

  const busy = form.submitting
  const isNew = mode === 'new'
  // The duplicate rule marks the field as soon as the name and site collide (spec 001 §5).
  const { embedName, siteUUID } = form.values
  const duplicate =
    !!siteUUID &&
    !embedNameError(embedName) &&
    isDuplicateName(names, embedName, siteUUID, initial?.embedUUID)
  return (
    <Modal
      open={open}
      title={isNew ? 'New Embed' : 'Edit Embed Details'}
      onClose={() => {
        if (!busy) onClose()
      }}
    >
      <form noValidate onSubmit={(event) => form.submit(event)} className="flex flex-col gap-4">
        <TextField
          label={NAME_LABEL}
          value={form.values.embedName}
          onChange={(value) => form.set('embedName', value)}
          onBlur={(event) => form.blur('embedName', event)}
          error={form.error('embedName') ?? (duplicate ? DUPLICATE_EMBED_NAME_MESSAGE : null)}
          required
          maxLength={100}
          autoComplete="off"
        />
        <SelectField
          label={SITE_LABEL}
          value={form.values.siteUUID}
          options={sites.map((s) => ({ value: s.siteUUID, label: s.name }))}
          placeholder="Select your website"
          onChange={(value) => form.patch({ siteUUID: value }, ['embedName'])}
          error={form.error('siteUUID')}
          disabled={siteFixed || busy}
          required
        />
        {isNew ? (
          <LabelPicker
            label="Add label(s)"
            hint="Start typing to create your label"
            labels={labels}
            value={form.values.labels}
            onChange={(next) => form.set('labels', next)}
            disabled={busy}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {isNew ? (
            <Button type="submit" busy={busy} busyLabel="Creating Embed...">
              Create Embed
            </Button>
          ) : (
            <Button type="submit" busy={busy} busyLabel="Saving…" disabled={!form.dirty}>
              {form.dirty ? 'Save' : 'Saved'}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  )
}
