// Flow tests against the demo as `npm start` serves it: a fresh database per run, Debian's
// Chromium, short session timers so the inactivity flows run in seconds.
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const port = Number(process.env.E2E_PORT ?? 8190)
/** The screen sweep's server (below). */
export const SWEEP_PORT = port + 50
/** The production crawl's server (below) and its one account's owner. */
export const PRODUCTION_PORT = port + 51
export const PRODUCTION_OWNER = { email: 'owner@publisher.example', password: 'Real#Owner2026' }
export const E2E_TIMERS = {
  extendEveryMs: 3000,
  inactivityMs: 2500,
  autoLogoutMs: 4000,
  resendLockMs: 3000,
}

/** A demo server as `npm start` runs it, on `on` with a fresh database. */
function demoServer(on: number, env: Record<string, string> = {}) {
  return {
    command: 'node --import tsx demo/server/main.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${on}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(on),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-e2e-')),
      ...env,
    },
  }
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: [
    demoServer(port, {
      DEMO_TIMERS: JSON.stringify(E2E_TIMERS),
      RESEND_LOCK_MS: String(E2E_TIMERS.resendLockMs),
    }),
    // The screen sweep (axe-sweep.spec.ts) takes longer on a screen than the short idle timer
    // above allows: its own server, with the product's timers and its own database.
    demoServer(SWEEP_PORT),
    // PORTAL_MODE=production as an operator starts it: an empty database given one account with
    // npm run add-account, then the server (production-crawl.spec.ts).
    {
      command:
        'node --import tsx scripts/add-account.ts --name "Real Publisher" ' +
        `--email ${PRODUCTION_OWNER.email} --site "Real News=https://news.publisher.example/" && ` +
        'node --import tsx demo/server/main.ts',
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      url: `http://127.0.0.1:${PRODUCTION_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORTAL_MODE: 'production',
        PUBLIC_URL: `http://127.0.0.1:${PRODUCTION_PORT}`,
        PORT: String(PRODUCTION_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-e2e-production-')),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '2525',
        OWNER_PASSWORD: PRODUCTION_OWNER.password,
        SHUTDOWN_DRAIN_MS: '0',
      },
    },
  ],
})
