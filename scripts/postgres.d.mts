/** Whether a PostgreSQL server can be started here (PG_BIN or a Debian install). */
export function postgresInstalled(): boolean

/** Starts a throwaway server; resolves to its URL and a stop(), or null when not installed. */
export function startPostgres(): Promise<{ url: string; stop: () => void } | null>
