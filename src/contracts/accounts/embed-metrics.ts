/** An embed's per-card analytics (API-49) and collected e-mails (API-62): the calls half. */
import { calls } from '../define'

export const embedMetricCalls = calls({
  cards: {
    id: 'API-49',
    service: 'accounts',
    method: 'POST',
    path: '/embeds/:embedUUID/metrics',
    summary: "The embed's cards with their engagement in the range, 20 a page",
  },
  emails: {
    id: 'API-62',
    service: 'metrics',
    method: 'GET',
    path: '/engageduserdata',
    summary: "An embed's collected e-mails, 10 a page; with isExport=true all of them as CSV",
  },
})
