/** One connection's way of running SQL with `$1` parameters; rows come back as plain objects. */
export interface SqlSession {
  query<Row extends object>(sql: string, parameters?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * A PostgreSQL database as the server uses it: queries, transactions and closing. PGlite and a `pg`
 * pool both fit, and the same SQL runs on both.
 */
export interface SqlDatabase extends SqlSession {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<Result>(work: (session: SqlSession) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}
