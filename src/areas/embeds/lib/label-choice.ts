/** The labels chosen in a label field (EMB-21, EMB-22, BLD-07). Pure. */
import { cleanLabelName, findLabel, labelNameError, type Label } from './embeds-rules'

/** The labels chosen for an embed: existing ones by id, new ones by name (API-43, API-54). */
export interface LabelChoice {
  attachedLabelUUIDs: string[]
  newLabelNames: string[]
}

export const NO_LABELS: LabelChoice = { attachedLabelUUIDs: [], newLabelNames: [] }

/**
 * EMB-22: what Enter does with the typed text: nothing when blank, selects an existing label
 * (case-insensitive), else adds a new name; an invalid name gives the rule's message. Pure.
 */
export function addTyped(
  choice: LabelChoice,
  typed: string,
  labels: readonly Label[],
): { next: LabelChoice; error: string | null } {
  const name = cleanLabelName(typed)
  if (name === null) return { next: choice, error: null }
  const existing = findLabel(labels, name)
  if (existing) {
    return {
      next: choice.attachedLabelUUIDs.includes(existing.labelUUID)
        ? choice
        : { ...choice, attachedLabelUUIDs: [...choice.attachedLabelUUIDs, existing.labelUUID] },
      error: null,
    }
  }
  const error = labelNameError(name)
  if (error) return { next: choice, error }
  const known = choice.newLabelNames.some((n) => n.toLowerCase() === name.toLowerCase())
  return {
    next: known ? choice : { ...choice, newLabelNames: [...choice.newLabelNames, name] },
    error: null,
  }
}
