/**
 * The builder's header (BLD-06, BLD-08): `Trivia & Polls > Configuration` (`Trivia & Polls` a
 * link back to the library) with the embed's name and site; the name opens Edit Embed Details (name only: the site of an existing embed never
 * changes), whose Save renames at once. Disabled while update-flow changes are pending.
 */
import { useState } from 'react'
import { ApiError } from '../../../core/http'
import { notifyFailure, usePortal } from '../../../core/store'
import { EmbedNameDialog, type EmbedNameValues } from '../components/embed-name-dialog'
import type { EmbedName } from '../lib/embeds-rules'
import { EmbedsTrail } from '../analytics/page-title'
import { builderApi } from './builder-api'
import { useBuilder } from './builder-store'

export const EDIT_DETAILS_FAILED = 'There was an issue saving your embed details'

export function BuilderHeader({
  enabled,
  siteName,
  rename,
}: Readonly<{ enabled: boolean; siteName: string; rename: (name: string) => Promise<void> }>) {
  const embedUUID = useBuilder((s) => s.doc.embed.embedUUID)
  const embedName = useBuilder((s) => s.saved.embed.embedName)
  const siteUUID = useBuilder((s) => s.doc.embed.siteUUID)
  const siteUrl = useBuilder((s) => s.doc.embed.siteUrl)
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const [names, setNames] = useState<EmbedName[] | null>(null)
  const [open, setOpen] = useState(false)
  const [opening, setOpening] = useState(false)

  async function openDialog() {
    if (!accountUUID || opening) return
    setOpening(true)
    try {
      setNames(await builderApi.names(accountUUID))
      setOpen(true)
    } catch (error) {
      notifyFailure(error, EDIT_DETAILS_FAILED)
    } finally {
      setOpening(false)
    }
  }

  async function submit(values: EmbedNameValues) {
    const name = values.embedName.trim()
    if (name !== embedName) await rename(name)
    setOpen(false)
  }

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">
        <EmbedsTrail linked={enabled} />
      </h1>
      <div className="-mt-4 mb-6">
        <button
          type="button"
          disabled={!enabled || opening}
          onClick={() => void openDialog()}
          className="group inline-flex max-w-full items-center gap-2 rounded-control px-2 py-1 text-left hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span className="min-w-0">
            <span className="block truncate text-lg font-semibold text-slate-900">{embedName}</span>
            <span className="block truncate text-sm text-slate-500">{siteUrl}</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4 shrink-0 fill-slate-400 group-hover:fill-primary"
          >
            <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9.2 9.2-3.7.9.9-3.7 9.2-9.2Z" />
          </svg>
          <span className="sr-only">Edit embed details</span>
        </button>
      </div>
      {names ? (
        <EmbedNameDialog
          mode="edit"
          open={open}
          sites={[{ siteUUID, name: siteName, url: siteUrl }]}
          names={names}
          initial={{ embedUUID: embedUUID ?? undefined, embedName, siteUUID }}
          siteFixed
          onSubmit={submit}
          onError={(error) => {
            if (!(error instanceof ApiError && error.fields.length))
              notifyFailure(error, EDIT_DETAILS_FAILED)
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
