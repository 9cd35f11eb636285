import { useState } from 'react'
import type { ColorKey } from '../lib/commenting-rules'

/**
 * The colours typed but not valid (yet), by key: `mark` records one field's validity as it
 * reports it, `clear` forgets them all (a cancel, custom colours turned off).
 */
export function useInvalidColors() {
  const [invalid, setInvalid] = useState<ReadonlySet<ColorKey>>(new Set())
  function mark(key: ColorKey, valid: boolean) {
    setInvalid((current) => {
      const next = new Set(current)
      if (valid) next.delete(key)
      else next.add(key)
      return next
    })
  }
  return { invalid, mark, clear: () => setInvalid(new Set()) }
}
