import { Menu, MenuAction, MenuDivider } from '../../../ui/menu'
import { cardActions, type LibraryItem } from '../lib/embeds-rules'

export type CardAction =
  'edit' | 'analytics' | 'emails' | 'labels' | 'archive' | 'unarchive' | 'delete'

export const ACTION_LABELS: Record<CardAction, string> = {
  edit: 'Edit',
  analytics: 'View Analytics',
  emails: 'Email Collection',
  labels: 'Edit Labels',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
}

const TRIGGER =
  'inline-flex size-9 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50'

function Dots() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM10 8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM11.5 15.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
    </svg>
  )
}

/**
 * EMB-14: a card's actions menu, by the contract's cardActions. Archive shows disabled while the
 * embed is online. While another action runs every card's menu is disabled.
 */
export function CardMenu({
  item,
  who,
  disabled,
  onAction,
}: Readonly<{
  item: LibraryItem
  who: Parameters<typeof cardActions>[1]
  disabled: boolean
  onAction: (action: CardAction) => void
}>) {
  const allowed = cardActions(item, who)
  const name = `Actions for ${item.embedName}`
  const entries: CardAction[] = (
    ['edit', 'analytics', 'emails', 'labels', 'unarchive'] as const
  ).filter((a) => allowed[a])
  const destructive: CardAction[] = [
    ...(allowed.archive !== 'hidden' ? (['archive'] as const) : []),
    ...(allowed.delete ? (['delete'] as const) : []),
  ]
  if (!entries.length && !destructive.length) return null
  if (disabled) {
    return (
      <button type="button" disabled aria-label={name} className={TRIGGER}>
        <Dots />
      </button>
    )
  }
  return (
    <Menu
      trigger={
        <>
          <Dots />
          <span className="sr-only">{name}</span>
        </>
      }
      triggerClassName={TRIGGER}
      panelClassName="w-52"
    >
      {entries.map((action) => (
        <MenuAction key={action} onSelect={() => onAction(action)}>
          {ACTION_LABELS[action]}
        </MenuAction>
      ))}
      {entries.length && destructive.length ? <MenuDivider /> : null}
      {destructive.map((action) => (
        <MenuAction
          key={action}
          disabled={action === 'archive' && allowed.archive === 'disabled'}
          onSelect={() => onAction(action)}
          className={action === 'delete' ? 'text-danger!' : ''}
        >
          {ACTION_LABELS[action]}
          {action === 'archive' && allowed.archive === 'disabled' ? ' ' : null}
          {action === 'archive' && allowed.archive === 'disabled' ? (
            <span className="ml-auto text-xs text-slate-500">Still live on pages</span>
          ) : null}
        </MenuAction>
      ))}
    </Menu>
  )
}
