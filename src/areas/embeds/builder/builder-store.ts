/**
 * The builder's screen state, one store per <pp-embed-builder> (not the portal store: no other
 * element reads it). Steps read single values with useBuilder(selector) and change the
 * document with the actions; the root loads and keeps the draft, the builder's form
 * (use-builder-form) saves and discards.
 */
import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { BuilderDoc, EditorEmbed } from '../lib/builder-doc-rules'
import { isContentValid, type EditorCard, type EmailCard } from '../lib/card-rules'

/** BLD-37: what the image selector panel is choosing an image for. */
export type ActiveSelection = 'none' | 'background' | `option_${number}`

export interface BuilderState {
  /** The embed as edited. */
  doc: BuilderDoc
  /** The embed as last loaded or saved: Discard goes back to it; a difference is a change. */
  saved: BuilderDoc
  /** isNewEmbedFlow: the embed is not created yet (created by the add_ons Save). */
  isNew: boolean
  /** Image uploads running; a save is refused while any runs (BLD-53). */
  uploads: number
  /** Index in doc.cards of the selected card (-1: none). */
  selected: number
  activeSelection: ActiveSelection
  /** BLD-12: the selected content was marked invalid; its invalid fields show as errors. */
  showInvalid: boolean
  /**
   * Counts the refusals (BLD-12): each one moves the focus to the first invalid field of the
   * card, where the field says what is missing (the toast alone goes away).
   */
  refusals: number
  /** The add-ons step's create/edit panel is open (editingAddOn). */
  editingAddOn: boolean
}

export interface BuilderActions {
  /** Replaces the document with what `change` returns (the root notices the change). */
  update: (change: (doc: BuilderDoc) => BuilderDoc) => void
  updateEmbed: (change: Partial<EditorEmbed>) => void
  /** Changes one card (by index in doc.cards). */
  updateCard: (index: number, change: (card: EditorCard) => EditorCard) => void
  setEmail: (email: EmailCard | null) => void
  /**
   * BLD-22: selects another card when the selected one passes the required-fields check;
   * otherwise marks it invalid and returns false (the caller shows REQUIRED_FIELDS_MESSAGE).
   */
  select: (index: number) => boolean
  /** BLD-12: true when the selected card (if any) is valid; otherwise marks it invalid. */
  checkSelected: () => boolean
  /**
   * Selects a card without the required-fields check: after the step itself changed the list
   * (the selected card deleted, a card added at a position), when the old index means nothing.
   */
  reselect: (index: number) => void
  setActiveSelection: (selection: ActiveSelection) => void
  setEditingAddOn: (editing: boolean) => void
  /** Counts an upload until the returned function is called. */
  beginUpload: () => () => void
}

export type BuilderStore = StoreApi<BuilderState & BuilderActions>

export function createBuilderStore(doc: BuilderDoc, isNew: boolean): BuilderStore {
  return createStore<BuilderState & BuilderActions>()((set, get) => ({
    doc,
    saved: doc,
    isNew,
    uploads: 0,
    selected: doc.cards.length ? 0 : -1,
    activeSelection: 'none',
    showInvalid: false,
    refusals: 0,
    editingAddOn: false,
    update: (change) => set((s) => ({ doc: change(s.doc) })),
    updateEmbed: (change) =>
      set((s) => ({ doc: { ...s.doc, embed: { ...s.doc.embed, ...change } } })),
    updateCard: (index, change) =>
      set((s) => ({
        doc: { ...s.doc, cards: s.doc.cards.map((c, i) => (i === index ? change(c) : c)) },
      })),
    setEmail: (email) => set((s) => ({ doc: { ...s.doc, email } })),
    select: (index) => {
      if (index === get().selected) return true
      if (!get().checkSelected()) return false
      set({ selected: index, activeSelection: 'none', showInvalid: false })
      return true
    },
    checkSelected: () => {
      const { doc: d, selected } = get()
      const card = d.cards[selected]
      if (!card || isContentValid(card)) return true
      set((s) => ({ showInvalid: true, refusals: s.refusals + 1 }))
      return false
    },
    reselect: (index) => set({ selected: index, activeSelection: 'none', showInvalid: false }),
    setActiveSelection: (activeSelection) => set({ activeSelection }),
    setEditingAddOn: (editingAddOn) => set({ editingAddOn }),
    beginUpload: () => {
      set((s) => ({ uploads: s.uploads + 1 }))
      let ended = false
      return () => {
        if (ended) return
        ended = true
        set((s) => ({ uploads: Math.max(0, s.uploads - 1) }))
      }
    },
  }))
}

export const BuilderContext = createContext<BuilderStore | null>(null)

export function useBuilderStore(): BuilderStore {
  const store = useContext(BuilderContext)
  if (!store) throw new Error('useBuilder outside <pp-embed-builder>')
  return store
}

/** One value of the builder's state (select single values: each selector re-renders alone). */
export function useBuilder<T>(selector: (s: BuilderState & BuilderActions) => T): T {
  return useStore(useBuilderStore(), selector)
}

/** The actions (stable). */
export function useBuilderActions(): BuilderActions {
  return useBuilderStore().getState()
}

/**
 * What the steps need from the session (accountUUID for uploads and images, mocked for the
 * mocked-only panels, the host for navigation events).
 */
export interface BuilderEnv {
  host: HTMLElement
  accountUUID: string
  executorUUID: string | null
  mocked: boolean
  mockupGenerator: boolean
}
export const BuilderEnvContext = createContext<BuilderEnv | null>(null)
export function useBuilderEnv(): BuilderEnv {
  const env = useContext(BuilderEnvContext)
  if (!env) throw new Error('useBuilderEnv outside <pp-embed-builder>')
  return env
}
