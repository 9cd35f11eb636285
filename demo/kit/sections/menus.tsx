/**
 * Kit gallery: the menu (actions, links, a group, a disabled item), the route tab strip and the
 * button tabs.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { Menu, MenuAction, MenuDivider, MenuGroup, MenuLink } from '../../../src/ui/menu'
import { ButtonTabs, RouteTabs } from '../../../src/ui/tabs'
import type { KitSection } from '../kit-gallery'

function Actions() {
  const [last, setLast] = useState('nothing yet')
  return (
    <div className="flex flex-wrap items-start gap-6">
      <Menu
        align="left"
        panelClassName="w-56"
        triggerClassName="inline-flex h-10 items-center gap-2 rounded-control border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
        trigger={
          <>
            Report actions
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
            </svg>
          </>
        }
      >
        <MenuAction onSelect={() => setLast('Run')}>Run</MenuAction>
        <MenuAction onSelect={() => setLast('Edit')}>Edit</MenuAction>
        <MenuAction onSelect={() => setLast('Schedule')}>Schedule</MenuAction>
        <MenuAction disabled onSelect={() => setLast('Share')}>
          Share
        </MenuAction>
        <MenuDivider />
        <MenuGroup heading="Export">
          <MenuAction onSelect={() => setLast('CSV')}>CSV</MenuAction>
          <MenuLink href="#menus">Open the menus section</MenuLink>
        </MenuGroup>
        <MenuDivider />
        <MenuAction className="text-red-700!" onSelect={() => setLast('Delete')}>
          Delete
        </MenuAction>
      </Menu>
      <p className="text-sm text-slate-600" aria-live="polite">
        Last chosen: <span data-last="">{last}</span>
      </p>
    </div>
  )
}

const TABS = ['General', 'Users', 'Sites', 'Ads.txt', 'Payment Information', 'Notifications'].map(
  (tab) => ({ id: tab.toLowerCase(), label: tab, path: `#tab-${tab.toLowerCase()}` }),
)

/** The strip in a phone-wide frame; the gallery takes the links' pp-navigate itself. */
function TabStrip() {
  const frame = useRef<HTMLDivElement>(null)
  const [host, setHost] = useState<HTMLElement | null>(null)
  const [current, setCurrent] = useState('payment information')
  useLayoutEffect(() => {
    const node = frame.current
    if (!node) return
    setHost(node)
    const take = (event: Event) => {
      event.preventDefault()
      const path = (event as CustomEvent<{ path: string }>).detail.path
      setCurrent(path.replace('#tab-', ''))
    }
    node.addEventListener('pp-navigate', take)
    return () => node.removeEventListener('pp-navigate', take)
  }, [])
  return (
    <div className="flex flex-col gap-6">
      {[320, 720].map((width) => (
        <div
          key={width}
          ref={width === 320 ? frame : undefined}
          data-frame={width}
          style={{ maxWidth: width }}
          className="rounded-card border border-slate-200 bg-white px-4 pt-2"
        >
          {host ? (
            <RouteTabs from={host} tabs={TABS} current={current} label={`Settings ${width}`} />
          ) : null}
        </div>
      ))}
    </div>
  )
}

/** In-page tabs with their panel, in a phone-wide card and a wide one. */
function PanelTabs() {
  const id = useId()
  const [current, setCurrent] = useState('payment information')
  const tabs = TABS.map((t) => ({ id: t.id, label: t.label }))
  return (
    <div className="flex flex-col gap-6">
      {[320, 720].map((width) => (
        <div
          key={width}
          style={{ maxWidth: width }}
          className="rounded-card border border-slate-200 bg-white p-4"
        >
          <ButtonTabs
            tabs={tabs}
            current={current}
            onSelect={setCurrent}
            label={`Breakdown ${width}`}
            idBase={`${id}-${width}`}
          >
            <p className="text-sm text-slate-700">
              The {tabs.find((t) => t.id === current)?.label} panel.
            </p>
          </ButtonTabs>
        </div>
      ))}
    </div>
  )
}

export const sections: KitSection[] = [
  { id: 'menus', title: 'Menu', Demo: Actions },
  { id: 'tab-strip', title: 'Route tabs', Demo: TabStrip },
  { id: 'button-tabs', title: 'Button tabs', Demo: PanelTabs },
]
