/**
 * The embeds screens other than the library, and the library's dialogs, each in a chunk of its
 * own (issue 27 #13): the library's cards wait only for the library's code. The library loads
 * them once its cards show, so a dialog or a move there rarely waits.
 */
import { lazyModule } from '../../ui/lazy-module'

export const analyticsScreen = lazyModule(() => import('./analytics/content-analytics'))
export const emailsScreen = lazyModule(() => import('./emails/emails-page'))
export const libraryDialogs = lazyModule(() => import('./library/library-dialogs'))
