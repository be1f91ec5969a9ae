/**
 * Prepared statements for the hot queries. A statement is built once per kind of database (the query builder's
 * work is not repeated per request or per transaction) and sent under its name: PostgreSQL then parses and plans
 * it once per connection instead of on every request, which cost more than running these queries. PGlite keeps
 * the built query.
 *
 * @example
 *   const itemsOf = preparedPerDatabase((db) =>
 *     db.select().from(items).where(eq(items.listId, sql.placeholder('listId'))).prepare('items_of_list'));
 *   const rows = await itemsOf(db).execute({ listId });
 */
import type { Database } from './client';

/** drizzle's handle (a database's or a transaction's): its session holds the driver client statements run on. */
interface WithSession {
  session: { client: unknown };
}

export function preparedPerDatabase<T extends object>(build: (db: Database) => T): (db: Database) => T {
  // The query text and parameter slots are the same for every handle of one driver (node-postgres, PGlite), only
  // the connection differs: a transaction's statement is the built one with the transaction's client in place of
  // the database's (drizzle's prepared query keeps it in `client`), a few microseconds instead of building the
  // query again (a third of a millisecond, measured per item change).
  const built = new Map<unknown, T>();
  const bound = new WeakMap<Database, T>();
  return (db) => {
    let statement = bound.get(db);
    if (statement !== undefined) return statement;
    const { session } = db as unknown as WithSession;
    const template = built.get(session.constructor);
    if (template === undefined) {
      statement = build(db);
      built.set(session.constructor, statement);
    } else {
      statement = Object.create(template, { client: { value: session.client } }) as T;
    }
    bound.set(db, statement);
    return statement;
  };
}
