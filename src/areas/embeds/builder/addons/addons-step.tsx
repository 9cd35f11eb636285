/**
 * The add-ons step (spec 001 §2 "Add-ons step", §4, §5 email card; BLD-50, 51): the Collect User
 * Emails card with its switch (showUserDataCollection), the create/edit panel (EmailCardForm)
 * beside the card's preview. Switching collection on with no e-mail card made creates one and
 * opens the panel; editingAddOn is set while the panel is open (the preview's add-on mode).
 * The root refuses Save while the card is not valid (isEmailValid in card-rules.ts).
 */
import { useState } from 'react'
import { notify, usePortal } from '../../../../core/store'
import { Button } from '../../../../ui/button'
import { Switch } from '../../../../ui/switch'
import { REQUIRED_FIELDS_MESSAGE } from '../../lib/builder-rules'
import { isEmailValid, newEmailCard } from '../../lib/card-rules'
import { useBuilder, useBuilderActions } from '../builder-store'
import { EmailCardForm } from './email-card-form'
import { PreviewModal } from '../preview/preview-modal'
import { EmailCardPreview } from './email-card-preview'

export const COLLECT_EMAILS_TITLE = 'Collect User Emails'

/** BLD-50. */
export function AddOnsStep() {
  const on = useBuilder((s) => s.doc.embed.showUserDataCollection)
  const email = useBuilder((s) => s.doc.email)
  const editing = useBuilder((s) => s.editingAddOn)
  const accountName = usePortal((s) => s.account.accountName)
  const { updateEmbed, setEmail, setEditingAddOn, checkSelected } = useBuilderActions()
  const [previewing, setPreviewing] = useState(false)

  /** BLD-54: the preview needs valid content (BLD-12); from here it runs in add-on mode. */
  function openPreview() {
    if (!checkSelected()) {
      notify('error', REQUIRED_FIELDS_MESSAGE)
      return
    }
    setPreviewing(true)
  }

  function switchCollection(next: boolean) {
    updateEmbed({ showUserDataCollection: next })
    // §4: toggling collection with no data present opens the create panel.
    if (next && !email) {
      setEmail(newEmailCard(accountName ?? ''))
      setEditingAddOn(true)
    }
    if (!next) setEditingAddOn(false)
  }

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="addon-emails"
        className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="addon-emails" className="text-base font-semibold text-slate-900">
            {COLLECT_EMAILS_TITLE}
          </h3>
          <div className="flex items-center gap-4">
            <Button variant="secondary" onClick={openPreview}>
              Preview
            </Button>
            <Switch
              label={COLLECT_EMAILS_TITLE}
              className="[&>span]:sr-only"
              checked={on}
              onChange={switchCollection}
            />
          </div>
        </div>
        <p className="text-sm text-slate-600">
          Ask your readers for their e-mail address inside the embed. The addresses are listed on
          the embed&rsquo;s Collected Emails page.
        </p>
        {email && !editing ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => setEditingAddOn(true)}>
              Edit Email Card
            </Button>
            {!isEmailValid(email) ? (
              <p className="text-sm text-danger">
                The e-mail card is incomplete: fill out its required fields before saving.
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      {email && editing ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <EmailCardForm email={email} onChange={setEmail} onDone={() => setEditingAddOn(false)} />
          <EmailCardPreview email={email} />
        </div>
      ) : null}
      <PreviewModal open={previewing} onClose={() => setPreviewing(false)} />
    </div>
  )
}
