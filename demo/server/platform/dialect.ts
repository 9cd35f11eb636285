/** Which engine a kysely instance (or one of its transactions) talks to. */
import { PostgresAdapter, type Kysely } from 'kysely'

export function kindOf(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
