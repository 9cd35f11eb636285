/**
 * The schemas of the label calls (labels.ts), and the id and label-name lists the embeds' bodies
 * share. The name rule itself (EMB-22) is the embeds' rule module's, checked after these.
 */
import { z } from 'zod'
import { LABEL_NAME_MAX } from '../../areas/embeds/lib/embeds-rules'
import type { SchemasOf } from '../define'
import type { labelCalls } from './labels'

/** Label uuids or new label names a body may name at once. */
export const MAX_LABELS = 50

/** An id as the embeds' bodies send it (kept lower-case). */
export const uuid = z
  .string('Send an id')
  .regex(/^[0-9a-fA-F-]{36}$/, 'Not a valid id')
  .transform((s) => s.toLowerCase())
export const uuids = (what: string) =>
  z.array(uuid, `Send a list of ${what}`).max(MAX_LABELS, `At most ${MAX_LABELS} ${what}`)
export const labelNames = z
  .array(z.string('Send a label name').max(200, 'Too long'), 'Send a list of label names')
  .max(MAX_LABELS, `At most ${MAX_LABELS} labels`)

export const label = z.object({ labelUUID: z.string(), labelName: z.string() })

const labelBody = z.object({
  labelName: z.string('Send a label name').max(200, `Use at most ${LABEL_NAME_MAX} characters`),
})

/** API-54's body: existing labels by uuid, new ones by name (an existing name selects it). */
export const attachLabels = z.object({
  attachedLabelUUIDs: uuids('labels'),
  newLabelNames: labelNames.default([]),
})

export const attachLabelsResult = z.object({
  attachedLabelUUIDs: z.array(z.string()),
  createdLabels: z.array(label),
})

export const labelSchemas = {
  list: { answer: z.object({ labels: z.array(label) }) },
  create: { body: labelBody, answer: label },
  rename: { body: labelBody, answer: label },
  remove: { answer: z.object({ failedLabelUUIDs: z.array(z.string()) }) },
  attach: { body: attachLabels, answer: attachLabelsResult },
} satisfies SchemasOf<typeof labelCalls>
