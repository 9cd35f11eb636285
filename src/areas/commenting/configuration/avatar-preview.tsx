import type { AvatarPack } from '../lib/commenting-rules'

/** Each pack's palette and the initials its sample commenters carry (drawn, never downloaded). */
const PACKS: Record<AvatarPack, { colors: readonly string[]; initials: readonly string[] }> = {
  DEFAULT: {
    colors: ['#1494F4', '#092E77', '#64748B', '#0EA5E9', '#334155', '#94A3B8'],
    initials: ['AB', 'CD', 'EF', 'GH', 'IJ', 'KL', 'MN', 'OP', 'QR', 'ST', 'UV', 'WX'],
  },
  NEWS: {
    colors: ['#B91C1C', '#1E293B', '#F59E0B', '#475569', '#DC2626', '#0F172A'],
    initials: ['ED', 'RP', 'CO', 'AN', 'OP', 'HL', 'BR', 'PR', 'FT', 'LD', 'CB', 'WR'],
  },
  SPORTS: {
    colors: ['#16A34A', '#EA580C', '#2563EB', '#CA8A04', '#15803D', '#C2410C'],
    initials: ['GK', 'ST', 'FW', 'MF', 'DF', 'CP', 'QB', 'PG', 'SS', 'RB', 'WR', 'TE'],
  },
  FINANCE: {
    colors: ['#047857', '#1E3A8A', '#A16207', '#0F766E', '#3730A3', '#854D0E'],
    initials: ['BL', 'BR', 'IV', 'TR', 'EQ', 'FX', 'CF', 'AM', 'PE', 'VC', 'DV', 'YD'],
  },
  MOVIE: {
    colors: ['#7C3AED', '#DB2777', '#111827', '#9333EA', '#BE185D', '#4C1D95'],
    initials: ['DR', 'AC', 'SC', 'CR', 'PR', 'ED', 'VF', 'ST', 'CM', 'HR', 'NR', 'DO'],
  },
}

export const AVATAR_PACK_LABELS: Record<AvatarPack, string> = {
  DEFAULT: 'Default',
  NEWS: 'News',
  SPORTS: 'Sports',
  FINANCE: 'Finance',
  MOVIE: 'Movie',
}

/** COM-26: `count` sample avatars of a pack: initials on circles in the pack's colours. */
export function AvatarPreview({
  pack,
  count,
  size = 40,
}: Readonly<{ pack: AvatarPack; count: number; size?: number }>) {
  const { colors, initials } = PACKS[pack]
  return (
    <ul
      aria-label={`${AVATAR_PACK_LABELS[pack]} avatars, ${count} samples`}
      className="flex flex-wrap gap-2"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <svg aria-hidden="true" width={size} height={size} viewBox="0 0 40 40" className="block">
            <circle cx="20" cy="20" r="20" fill={colors[i % colors.length]} />
            <text
              x="20"
              y="25"
              textAnchor="middle"
              fontSize="14"
              fontWeight="600"
              fill="#FFFFFF"
              fontFamily="system-ui, sans-serif"
            >
              {initials[i % initials.length]}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  )
}
