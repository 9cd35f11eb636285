/**
 * Everything an element test uses, from one import: the page and the build under test
 * (page.ts), controls found by their names (queries.ts), the fake API (fake-api.ts), the fake
 * clock, events and downloads (page-fakes.ts) and the shared suite hooks with the fresh page
 * before every test (fixtures.ts, which page.ts brings). Most test files import from those
 * modules themselves, one line each.
 */
export * from './page'
export * from './queries'
export * from './fake-api'
export * from './page-fakes'
export * from './fixtures'
