import type { ReactNode } from 'react'
import { LoadError } from '../ui/load-error'
import { Card, Skeleton } from '../ui/states'
import { notifyFailure } from '../core/store'
import { useRequest } from '../ui/use-request'

/**
 * A manager's Code tab (COM-11, RAT-11): how to install the unit, then its snippets once `load`
 * answered (again when `loadKey` changes; a skeleton meanwhile; when it fails, a toast and the
 * load error with a retry).
 */
export function CodeCard<T>({
  title,
  intro,
  load,
  loadKey,
  failed,
  tall = false,
  children,
}: Readonly<{
  title: string
  intro: ReactNode
  load: (signal: AbortSignal) => Promise<T>
  loadKey: string
  /** The load error's text. */
  failed: string
  /** Taller skeletons, for snippets with notes. */
  tall?: boolean
  children: (data: T) => ReactNode
}>) {
  const code = useRequest(load, loadKey, (error) => notifyFailure(error, failed))
  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{intro}</p>
      {code.error ? (
        <LoadError text={failed} onRetry={code.reload} />
      ) : code.loading || !code.data ? (
        <div aria-busy="true" className={`flex flex-col ${tall ? 'gap-5' : 'gap-4'}`}>
          <Skeleton className={`${tall ? 'h-24' : 'h-20'} w-full`} />
          <Skeleton className={`${tall ? 'h-24' : 'h-20'} w-full`} />
        </div>
      ) : (
        <div className="flex flex-col gap-5">{children(code.data)}</div>
      )}
    </Card>
  )
}
