/**
 * No lost work: the builder keeps the unsaved embed in localStorage, one draft per account, user
 * and embed, written as the publisher edits; after a reload, a crash or an expired session the
 * builder offers to restore it; a save or a discard removes it. Storage failures (private mode,
 * quota) only mean no draft.
 */
import type { BuilderDoc } from '../lib/builder-doc-rules'

export interface Draft {
  savedAt: number
  doc: BuilderDoc
}

const PREFIX = 'pp-builder-draft:'
const VERSION = 1

export const draftKey = (accountUUID: string, userUUID: string, embedUUID: string): string =>
  `${PREFIX}${accountUUID}:${userUUID}:${embedUUID}`

export function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key)
    if (!raw) return null
    const data = JSON.parse(raw) as { v?: number; savedAt?: number; doc?: BuilderDoc }
    if (data.v !== VERSION || typeof data.savedAt !== 'number' || !data.doc?.embed) return null
    if (!Array.isArray(data.doc.cards)) return null
    return { savedAt: data.savedAt, doc: data.doc }
  } catch {
    return null
  }
}

export function writeDraft(key: string, doc: BuilderDoc, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ v: VERSION, savedAt: now, doc }))
  } catch {
    // No room or no storage: the edit goes on without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}
