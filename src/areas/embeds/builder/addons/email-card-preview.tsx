/** BLD-51: the e-mail card as readers see it (headline, body, `User email`, two privacy lines). */
import type { EmailCard } from '../../lib/card-rules'

/** The second privacy line names the publisher, or `Sample` while no name is given. */
export const publisherLine = (name: string): string => `${name.trim() || 'Sample'} Privacy Policy`

export function EmailCardPreview({ email }: Readonly<{ email: EmailCard }>) {
  const background = email.backgroundImageURL
    ? `url("${email.backgroundImageURL}") center / cover, ${email.backgroundColor ?? '#092e77'}`
    : (email.backgroundColor ?? '#092e77')
  return (
    <section aria-label="Email card preview" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-700">Preview</h4>
      <div
        data-email-preview
        style={{ background }}
        className="flex min-h-72 flex-col justify-center gap-3 rounded-card p-6 text-white shadow-raised"
      >
        <p className="text-xl font-bold break-words">{email.headline || 'Your headline'}</p>
        <p className="text-sm break-words">{email.body || 'Your message to your readers'}</p>
        <div className="flex gap-2">
          <span className="flex h-10 flex-1 items-center rounded-control bg-white px-3 text-sm text-slate-500">
            User email
          </span>
          <span className="flex h-10 items-center rounded-control bg-white px-3 text-sm font-semibold text-slate-900">
            Submit
          </span>
        </div>
        <p className="text-xs text-white/90">
          By submitting, you agree to the Privacy Policy and Terms of Use.
        </p>
        <p className="text-xs text-white/90">{publisherLine(email.publisherName)}</p>
      </div>
    </section>
  )
}
