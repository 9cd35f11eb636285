import type { ComponentType } from 'react'
import { lazyModule } from '../ui/lazy-module'
import { PanelSkeleton } from './site-manager'

/**
 * A manager tab in a chunk of its own, so the product's page starts with only what its first tab
 * needs (scripts/check-bundle.mjs counts only static imports). The manager fetches it once it is
 * the current tab (`preload`, alongside the configuration); until it lands the tab shows the
 * loading skeleton.
 */
export function lazyPanel<P extends object>(
  loader: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => void } {
  const module = lazyModule(() => loader().then((Panel) => ({ Panel })))
  function LazyPanel(props: P) {
    const loaded = module.useModule()
    return loaded ? <loaded.Panel {...props} /> : <PanelSkeleton />
  }
  LazyPanel.preload = () => void module.load().catch(() => undefined)
  return LazyPanel
}
