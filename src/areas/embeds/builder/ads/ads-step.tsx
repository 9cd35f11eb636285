/**
 * The ads step (spec 001 §2 "Ads step", §4 "Ads rules"; BLD-42..49): per device the ad-slot
 * switches (ad1 top, ad2 bottom, overlay) under the two-ad-types rule of ads-rules.ts, the
 * grouped switches of an in-content desktop embed, the overlay note and a sketch of the slots;
 * the video-ads panel only in a mocked session. Writes through updateEmbed({ads}).
 */
import { notify } from '../../../../core/store'
import { Switch } from '../../../../ui/switch'
import {
  adsGroupOn,
  overlayGroupOn,
  setAdsGroup,
  setOverlayGroup,
  toggleAd,
  type AdSlot,
  type AdsState,
  type DeviceAds,
} from '../../lib/ads-rules'
import { useBuilder, useBuilderActions, useBuilderEnv } from '../builder-store'
import { AdsSketch } from './ads-sketch'

export type Device = 'desktop' | 'mobile'

export const DEVICE_TITLES: Record<Device, string> = { desktop: 'Desktop', mobile: 'Mobile' }
/** BLD-42: the ad sizes the step shows. OPEN: the spec gives only the two numbers. */
export const AD_SIZES: Record<Device, string> = { desktop: '350px', mobile: '250px' }
export const SLOT_LABELS: Record<AdSlot, string> = {
  ad1: 'Top ad',
  ad2: 'Bottom ad',
  overlay: 'Overlay ad',
}
/** BLD-42: the overlay note. */
export const OVERLAY_NOTE = 'The overlay ad appears only for 15 seconds.'

function DevicePanel({
  device,
  state,
  grouped,
  onChange,
}: Readonly<{
  device: Device
  state: DeviceAds
  grouped: boolean
  onChange: (next: DeviceAds) => void
}>) {
  const title = DEVICE_TITLES[device]
  const toggle = (slot: AdSlot, on: boolean) => {
    const result = toggleAd(state, slot, on)
    if (result.message) notify(result.state === state ? 'error' : 'info', result.message)
    if (result.state !== state) onChange(result.state)
  }
  return (
    <section
      aria-labelledby={`ads-${device}`}
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 sm:flex-row sm:p-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 id={`ads-${device}`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {grouped ? (
          <>
            <Switch
              label={`${title}: Overlay, top and bottom ads`}
              checked={overlayGroupOn(state)}
              onChange={(on) => onChange(setOverlayGroup(on))}
            />
            <Switch
              label={`${title}: Top and bottom ads`}
              checked={adsGroupOn(state)}
              onChange={(on) => onChange(setAdsGroup(on))}
            />
          </>
        ) : (
          (['ad1', 'ad2', 'overlay'] as const).map((slot) => (
            <Switch
              key={slot}
              label={`${title}: ${SLOT_LABELS[slot]}`}
              checked={state[slot]}
              onChange={(on) => toggle(slot, on)}
            />
          ))
        )}
        <p className="text-xs text-slate-600">
          {OVERLAY_NOTE} Ad size: {AD_SIZES[device]}.
        </p>
      </div>
      <AdsSketch device={device} state={state} size={AD_SIZES[device]} />
    </section>
  )
}

/** BLD-42..49. */
export function AdsStep() {
  const ads = useBuilder((s) => s.doc.embed.ads)
  const inContent = useBuilder((s) => s.doc.embed.location === 'in-content')
  const { updateEmbed } = useBuilderActions()
  const { mocked } = useBuilderEnv()
  const write = (next: AdsState) => updateEmbed({ ads: next })
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Choose the ads your embed shows. Two ad types always show on each device.
      </p>
      {(['desktop', 'mobile'] as const).map((device) => (
        <DevicePanel
          key={device}
          device={device}
          state={ads[device]}
          grouped={device === 'desktop' && inContent}
          onChange={(next) => write({ ...ads, [device]: next })}
        />
      ))}
      {mocked ? (
        <section
          aria-labelledby="ads-video"
          className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h3 id="ads-video" className="text-base font-semibold text-slate-900">
            Video ads
          </h3>
          <Switch
            label="Desktop video ad"
            checked={ads.video.desktop}
            onChange={(on) => write({ ...ads, video: { ...ads.video, desktop: on } })}
          />
          <Switch
            label="Mobile video ad"
            checked={ads.video.mobile}
            onChange={(on) => write({ ...ads, video: { ...ads.video, mobile: on } })}
          />
        </section>
      ) : null}
    </div>
  )
}
