import { useState } from 'react'
import { ColorPicker } from '../../../../ui/color-picker'
import { Switch } from '../../../../ui/switch'
import { DEFAULT_BRAND_COLOR } from '../../lib/builder-rules'
import { clickThroughValid } from '../../lib/customize-rules'
import { ImageSelector } from '../images/image-selector'
import { useBuilder, useBuilderActions, useBuilderEnv } from '../builder-store'

export const BRANDING_NOTE = 'Branding applies across all screens of your embed.'
const CLICK_THROUGH_MESSAGE = 'Enter a web address such as https://www.example.com'

/**
 * The embed properties panel (BLD-16, 17): the branding note, the partner logo switch with its
 * upload (the image selector's logo cropper, 275×96), the click-through URL (empty or http(s)
 * with a dotted host; an invalid one shows an error and is not saved), the brand colour and,
 * in a mocked session only, the provider-branding switch.
 */
export function EmbedProperties() {
  const { updateEmbed } = useBuilderActions()
  const { mocked } = useBuilderEnv()
  const showPartnerLogo = useBuilder((s) => s.doc.embed.showPartnerLogo)
  const partnerLogoUrl = useBuilder((s) => s.doc.embed.partnerLogoUrl)
  const savedClickThrough = useBuilder((s) => s.doc.embed.logoClickThroughUrl)
  const brandColor = useBuilder((s) => s.doc.embed.brandColor)
  const showBranding = useBuilder((s) => s.doc.embed.showBranding)
  const [clickThrough, setClickThrough] = useState(savedClickThrough)
  const [touched, setTouched] = useState(false)
  const [choosingLogo, setChoosingLogo] = useState(false)
  const [shownSaved, setShownSaved] = useState(savedClickThrough)
  // A change from outside (Discard, a load) replaces what was typed.
  if (shownSaved !== savedClickThrough) {
    setShownSaved(savedClickThrough)
    if (clickThrough.trim() !== savedClickThrough) {
      setClickThrough(savedClickThrough)
      setTouched(false)
    }
  }
  const valid = clickThroughValid(clickThrough)

  return (
    <section
      aria-labelledby="embed-properties"
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h3 id="embed-properties" className="text-base font-semibold text-slate-900">
          Embed Properties
        </h3>
        <p className="mt-1 text-sm text-slate-600">{BRANDING_NOTE}</p>
      </div>
      <Switch
        label="Partner Logo"
        checked={showPartnerLogo}
        onChange={(on) => updateEmbed({ showPartnerLogo: on })}
      />
      {showPartnerLogo ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <div className="flex h-12 w-[137px] items-center justify-center overflow-hidden rounded-control border border-slate-300 bg-slate-50 text-xs text-slate-500">
              {partnerLogoUrl ? (
                <img src={partnerLogoUrl} alt="Partner logo" className="max-h-full max-w-full" />
              ) : (
                'No logo'
              )}
            </div>
            <button
              type="button"
              aria-expanded={choosingLogo}
              onClick={() => setChoosingLogo(!choosingLogo)}
              className="h-9 rounded-control border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
            >
              {partnerLogoUrl ? 'Change logo' : 'Upload logo'}
            </button>
          </div>
          {choosingLogo ? (
            <ImageSelector
              purpose="logo"
              onPick={(image) => {
                updateEmbed({ partnerLogoUrl: image.url })
                setChoosingLogo(false)
              }}
              onClose={() => setChoosingLogo(false)}
            />
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor="logo-click-through" className="text-sm font-medium text-slate-700">
              Logo Click-through URL
            </label>
            <input
              id="logo-click-through"
              type="url"
              value={clickThrough}
              placeholder="https://www.example.com"
              aria-invalid={(touched && !valid) || undefined}
              aria-describedby={touched && !valid ? 'logo-click-through-message' : undefined}
              onChange={(e) => {
                const next = e.currentTarget.value
                setClickThrough(next)
                if (clickThroughValid(next)) updateEmbed({ logoClickThroughUrl: next.trim() })
              }}
              onBlur={() => setTouched(true)}
              className={`h-10 w-full rounded-control border bg-white px-3 text-sm text-slate-900 shadow-sm ${touched && !valid ? 'border-danger' : 'border-slate-300'}`}
            />
            {touched && !valid ? (
              <p id="logo-click-through-message" role="alert" className="text-xs text-danger">
                {CLICK_THROUGH_MESSAGE}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <ColorPicker
        label="Brand Color"
        value={brandColor || DEFAULT_BRAND_COLOR}
        onChange={(color) => updateEmbed({ brandColor: color })}
      />
      {mocked ? (
        <Switch
          label="Provider Branding"
          checked={showBranding}
          onChange={(on) => updateEmbed({ showBranding: on })}
        />
      ) : null}
    </section>
  )
}
