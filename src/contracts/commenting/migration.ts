/** Pub-portal's commenting migration status (API-98/99, COM-41): the calls half of the contract. */
import { calls } from '../define'

export const migrationCalls = calls({
  status: {
    id: 'API-98',
    service: 'pub-portal',
    method: 'GET',
    path: '/v1/commenting-units/:unitUUID/migrate-status',
    summary: "A unit's migration status (a due STARTED job is completed first)",
  },
  start: {
    id: 'API-99',
    service: 'pub-portal',
    method: 'PUT',
    path: '/v1/commenting-units/:unitUUID/migrate-status',
    summary: "Start a unit's migration (only from READY)",
  },
})
