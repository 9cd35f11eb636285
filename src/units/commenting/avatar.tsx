/** @jsxImportSource preact */
/**
 * COM-25: the avatar packs, drawn in the page (no image downloads): twelve avatars per pack, the
 * commenter's initials on one of the pack's colours, in the pack's shape.
 */
import type { AvatarPack } from '../../areas/commenting/lib/commenting-rules'

/** Twelve colours per pack, as six hex digits. */
const PALETTES: Record<AvatarPack, string> = {
  DEFAULT: '1494F4 0E7490 7C3AED DB2777 EA580C 16A34A 4F46E5 B45309 0891B2 BE123C 65A30D 475569',
  NEWS: '1E3A8A 991B1B 374151 0F766E 6B21A8 92400E 1F2937 155E75 9F1239 3F6212 312E81 78350F',
  SPORTS: '16A34A F97316 2563EB DC2626 CA8A04 0D9488 9333EA E11D48 059669 0284C7 D97706 4D7C0F',
  FINANCE: '064E3B 14532D 1E40AF 0F172A 047857 3730A3 166534 334155 115E59 1D4ED8 365314 172554',
  MOVIE: '7F1D1D A21CAF B91C1C 581C87 C2410C 831843 4C1D95 9A3412 86198F 881337 6D28D9 78350F',
}

/** Corner radius of the pack's shape, out of a 40-unit box. */
const RADIUS: Record<AvatarPack, number> = {
  DEFAULT: 20,
  NEWS: 6,
  SPORTS: 20,
  FINANCE: 10,
  MOVIE: 14,
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (!parts.length) return '?'
  const first = parts[0]!.charAt(0)
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : ''
  return (first + last).toUpperCase()
}

interface Props {
  pack: AvatarPack
  index: number
  name: string
}

/** One avatar; decorative (the author's name is shown next to it). */
export function Avatar({ pack, index, name }: Readonly<Props>) {
  const palette = (PALETTES[pack] ?? PALETTES.DEFAULT).split(' ')
  const colour = palette[((index % 12) + 12) % 12]
  const radius = RADIUS[pack] ?? 20
  return (
    <svg class="avatar" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <rect width="40" height="40" rx={radius} fill={`#${colour}`} />
      {pack === 'SPORTS' && (
        <circle cx="20" cy="20" r="17" fill="none" stroke="#fff" stroke-opacity=".5" />
      )}
      <text
        x="20"
        y="25"
        text-anchor="middle"
        font-size="14"
        font-family="system-ui,sans-serif"
        font-weight="600"
        fill="#fff"
      >
        {initialsOf(name)}
      </text>
    </svg>
  )
}
