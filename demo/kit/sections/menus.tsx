/** Kit gallery: the menu (actions, links, a group, a disabled item) and what it last did. */
import { useState } from 'react'
import { Menu, MenuAction, MenuDivider, MenuGroup, MenuLink } from '../../../src/ui/menu'
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

export const sections: KitSection[] = [{ id: 'menus', title: 'Menu', Demo: Actions }]
