import { useEffect, useState } from 'react'
import { SELECTOR_PANEL_DELAY_MS } from '../../lib/builder-rules'
import { ImageSelector, type PickedImage } from '../images/image-selector'
import { useBuilder, useBuilderActions } from '../builder-store'

/**
 * The image selector panel while an image is being chosen (BLD-37): for the background
 * ('background') or one answer ('option_{i}'); the pick goes to that place and closes it. The
 * selector (its searches and pictures) loads SELECTOR_PANEL_DELAY_MS after the panel opens, so a
 * quick switch between places doesn't start a search for each.
 */
export function ImagePanel({ index }: Readonly<{ index: number }>) {
  const { updateCard, setActiveSelection } = useBuilderActions()
  const active = useBuilder((s) => s.activeSelection)
  const [loaded, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    if (active === 'none') return setLoaded(null)
    const timer = setTimeout(() => setLoaded(active), SELECTOR_PANEL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [active])
  if (active === 'none') return null
  const option = active.startsWith('option_') ? Number(active.slice('option_'.length)) : null

  function pick(image: PickedImage) {
    const fields = { imageProvider: image.provider, imageID: image.id }
    updateCard(index, (c) => {
      if (option === null) {
        const background = { ...fields, backgroundImageURL: image.url }
        if (c.contentType === 'STORY')
          return c.story ? { ...c, story: { ...c.story, ...background } } : c
        return c.question ? { ...c, question: { ...c.question, ...background } } : c
      }
      if (!c.question) return c
      const options = c.question.options.map((o, i) =>
        i === option ? { ...o, ...fields, imageURL: image.url } : o,
      )
      return { ...c, question: { ...c.question, options } }
    })
    setActiveSelection('none')
  }
  return (
    <div
      className="min-h-48 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
      aria-busy={loaded !== active || undefined}
    >
      {loaded === active && (
        <ImageSelector
          purpose={option === null ? 'background' : 'option'}
          onPick={pick}
          onClose={() => setActiveSelection('none')}
        />
      )}
    </div>
  )
}
