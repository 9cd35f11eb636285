/**
 * Stub addresses from the contracts (src/contracts): a fixture that names a call's address through
 * its contract follows the call, and its bodies take their types from the call's schemas (through
 * the rule modules' types), so a stub cannot drift from what the server serves.
 */
import { pathWith, type Call, type PathParams } from '../../src/contracts/define'

/** The address a call reaches on the default bases: `/api/<service><path>`, parameters filled in. */
export function pathOf<C extends Call>(call: C, params?: PathParams<C['path']>): string {
  return `/api/${call.service}${pathWith(call.path, params)}`
}
