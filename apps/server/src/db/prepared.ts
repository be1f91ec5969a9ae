/**
 * Prepared statements for the hot queries. A statement is built once per database (the query builder's work is
 * not repeated per request) and sent under its name: PostgreSQL then parses and plans it once per connection
 * instead of on every request, which cost more than running these queries. PGlite keeps the built query.
 *
 * @example
 *   const itemsOf = preparedPerDatabase((db) =>
 *     db.select().from(items).where(eq(items.listId, sql.placeholder('listId'))).prepare('items_of_list'));
 *   const rows = await itemsOf(db).execute({ listId });
 */
import type { Database } from './client';

export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  // Keyed weakly: a transaction's own handle gets its own (short-lived) copy.
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}
