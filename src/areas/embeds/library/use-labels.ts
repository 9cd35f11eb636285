import { useCallback, useMemo } from 'react'
import { ApiError } from '../../../core/http'
import { notify, notifyFailure } from '../../../core/store'
import { useRequest } from '../../../ui/use-request'
import type { Label } from '../lib/embeds-rules'
import { libraryApi } from './library-api'

/** EMB-23/24 (OPEN texts: the inventory's defaults). */
export const LABEL_TEXTS = {
  loadFailed: 'There was an issue fetching your labels',
  saved: 'Label saved',
  saveFailed: 'There was an issue saving your label',
  deleted: 'Label deleted',
  deleteFailed: 'There was an issue deleting your label',
}

export interface LabelsState {
  list: Label[]
  /** true when renamed; the server's message for the name when it refused it (a duplicate). */
  rename: (label: Label, name: string) => Promise<true | string | false>
  remove: (label: Label) => Promise<boolean>
  /** Labels another call created (API-54's createdLabels). */
  add: (created: readonly Label[]) => void
}

/** The account's labels (API-50) with rename (API-52) and delete (API-53). */
export function useLabels(accountUUID: string | null): LabelsState {
  const request = useRequest(
    accountUUID ? (signal) => libraryApi.labels(accountUUID, signal) : null,
    accountUUID ?? '',
    (error) => notifyFailure(error, LABEL_TEXTS.loadFailed),
  )
  const { setData } = request

  const rename = useCallback(
    async (label: Label, name: string) => {
      try {
        const saved = await libraryApi.renameLabel(label.labelUUID, name)
        setData((list) =>
          (list ?? []).map((l) =>
            l.labelUUID === label.labelUUID ? { ...l, labelName: saved?.labelName ?? name } : l,
          ),
        )
        notify('success', LABEL_TEXTS.saved)
        return true
      } catch (error) {
        const field = error instanceof ApiError ? error.fields[0]?.message : undefined
        if (field) return field
        notifyFailure(error, LABEL_TEXTS.saveFailed)
        return false
      }
    },
    [setData],
  )

  const remove = useCallback(
    async (label: Label) => {
      try {
        const { failedLabelUUIDs } = await libraryApi.deleteLabel(label.labelUUID)
        if (failedLabelUUIDs?.includes(label.labelUUID)) throw new Error('not deleted')
        setData((list) => (list ?? []).filter((l) => l.labelUUID !== label.labelUUID))
        notify('success', LABEL_TEXTS.deleted)
        return true
      } catch (error) {
        notifyFailure(error, LABEL_TEXTS.deleteFailed)
        return false
      }
    },
    [setData],
  )

  const add = useCallback(
    (created: readonly Label[]) => {
      if (created.length) setData((list) => [...(list ?? []), ...created])
    },
    [setData],
  )

  const list = request.data
  return useMemo(() => ({ list: list ?? [], rename, remove, add }), [list, rename, remove, add])
}
