/** BLD-42: a small picture of one device's ad slots (decorative; the switches say it all). */
import type { DeviceAds } from '../../lib/ads-rules'
import type { Device } from './ads-step'

function Slot({ on, label }: Readonly<{ on: boolean; label: string }>) {
  return (
    <div
      data-slot={label}
      data-on={on ? '' : undefined}
      className={`flex h-6 items-center justify-center rounded-sm border text-[10px] font-medium ${
        on
          ? 'border-primary bg-primary/10 text-primary'
          : 'border-dashed border-slate-300 text-slate-600'
      }`}
    >
      {label}
    </div>
  )
}

export function AdsSketch({
  device,
  state,
  size,
}: Readonly<{ device: Device; state: DeviceAds; size: string }>) {
  return (
    <div
      aria-hidden="true"
      className={`relative flex shrink-0 flex-col gap-1.5 self-center rounded-card border-2 border-slate-300 bg-slate-50 p-2 ${
        device === 'desktop' ? 'w-48' : 'w-28'
      }`}
    >
      <Slot on={state.ad1} label="Top ad" />
      <div className="flex h-16 items-center justify-center rounded-sm bg-white text-[10px] text-slate-500">
        Embed · {size}
      </div>
      <Slot on={state.ad2} label="Bottom ad" />
      {state.overlay ? (
        <div className="absolute inset-x-3 top-9 rounded-sm bg-slate-900/80 py-1 text-center text-[10px] text-white">
          Overlay ad
        </div>
      ) : null}
    </div>
  )
}
