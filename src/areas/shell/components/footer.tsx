/** SHELL-19: the dashboard footer; the feedback button is hidden when framed (SHELL-20). */
export function Footer({
  onFeedback,
  framed,
}: Readonly<{ onFeedback: () => void; framed: boolean }>) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 text-xs text-slate-500 sm:px-6">
        <p>© 2026 Publisher Portal</p>
        <a className="hover:text-slate-900 hover:underline" href="/demo/terms">
          Terms
        </a>
        <a className="hover:text-slate-900 hover:underline" href="/demo/privacy">
          Privacy
        </a>
        {framed ? null : (
          <button
            type="button"
            onClick={onFeedback}
            className="ml-auto rounded-control border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-700 hover:bg-slate-50"
          >
            Feedback
          </button>
        )}
      </div>
    </footer>
  )
}
