/** The error pages of SHELL-07; texts are the inventory defaults (the spec gives none). */
import type { AreaProps } from '../../element-kit/define-element'
import { segments } from '../../core/router'
import { PortalLink } from '../../ui/link'

export const ERROR_PAGES: Record<string, { code: string; title: string; body: string }> = {
  '404': {
    code: '404',
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
  },
  '403': {
    code: '403',
    title: 'Access denied',
    body: 'Your account does not have access to this page.',
  },
  '500': {
    code: '500',
    title: 'Something went wrong',
    body: 'We could not load this page. Please try again later.',
  },
  permission: {
    code: '',
    title: "You don't have permission to view this page",
    body: 'Ask your account administrator to give you access.',
  },
}

export default function ErrorRoot({ host, route }: Readonly<AreaProps>) {
  const [, code = '404'] = segments(route)
  const page = ERROR_PAGES[code] ?? ERROR_PAGES['404']!
  // Inside the shell the page sits in the shell's <main>: one main landmark per page.
  const Landmark = host.closest('pp-shell') ? 'div' : 'main'
  return (
    <Landmark className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-20 text-center">
      {page.code ? (
        <p className="text-sm font-semibold tracking-widest text-link">{page.code}</p>
      ) : null}
      <h1 className="text-2xl font-semibold text-slate-900">{page.title}</h1>
      <p className="text-slate-600">{page.body}</p>
      <PortalLink
        from={host}
        to="/dashboard/home"
        className="mt-4 font-medium text-link hover:underline"
      >
        Go to the dashboard
      </PortalLink>
    </Landmark>
  )
}
