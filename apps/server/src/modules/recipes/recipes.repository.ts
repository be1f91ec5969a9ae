/**
 * Own recipes and recipe marks in the database. Every read and write names the owner: a row of another account
 * is simply not found.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownRecipes, recipeMarks, users } from '../../db/schema';

export type OwnRecipeRow = typeof ownRecipes.$inferSelect;
/** What a write sets: everything but the keys and the times. */
export type OwnRecipeValues = Omit<OwnRecipeRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type RecipeMarkRow = typeof recipeMarks.$inferSelect;

export class RecipesRepository {
  constructor(private readonly db: Database) {}

  /** The account's own recipes, oldest first. */
  async listOwn(userId: string): Promise<OwnRecipeRow[]> {
    return this.db.select().from(ownRecipes).where(eq(ownRecipes.userId, userId)).orderBy(asc(ownRecipes.createdAt));
  }

  async findOwn(userId: string, id: string): Promise<OwnRecipeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ownRecipes)
      .where(and(eq(ownRecipes.userId, userId), eq(ownRecipes.id, id)));
    return row;
  }

  /**
   * Inserts unless the account already keeps `limit` recipes (undefined then). The account's row is locked for
   * the transaction, so two requests at once cannot both slip under the limit.
   */
  async insertWithinLimit(userId: string, values: OwnRecipeValues, limit: number): Promise<OwnRecipeRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ n: count() }).from(ownRecipes).where(eq(ownRecipes.userId, userId));
      if ((kept?.n ?? 0) >= limit) return undefined;
      const [row] = await tx
        .insert(ownRecipes)
        .values({ userId, ...values })
        .returning();
      return row;
    });
  }

  async update(userId: string, id: string, values: OwnRecipeValues): Promise<OwnRecipeRow | undefined> {
    const [row] = await this.db
      .update(ownRecipes)
      .set(values)
      .where(and(eq(ownRecipes.userId, userId), eq(ownRecipes.id, id)))
      .returning();
    return row;
  }

  /** Deletes the recipe and the owner's marks on it; false when there is no such recipe of theirs. */
  async delete(userId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(ownRecipes)
        .where(and(eq(ownRecipes.userId, userId), eq(ownRecipes.id, id)))
        .returning({ id: ownRecipes.id });
      if (gone.length === 0) return false;
      await tx.delete(recipeMarks).where(and(eq(recipeMarks.userId, userId), eq(recipeMarks.recipeKey, id)));
      return true;
    });
  }

  /** The account's marks, by recipe key (catalog id or own recipe id). */
  async marksOf(userId: string, keys?: readonly string[]): Promise<Map<string, RecipeMarkRow>> {
    if (keys && keys.length === 0) return new Map();
    const where = keys
      ? and(eq(recipeMarks.userId, userId), inArray(recipeMarks.recipeKey, [...keys]))
      : eq(recipeMarks.userId, userId);
    const rows = await this.db.select().from(recipeMarks).where(where);
    return new Map(rows.map((row) => [row.recipeKey, row]));
  }

  /**
   * Sets the marks given (the others stay) and answers the marks as they are now. A recipe left with no mark
   * loses its row, so the table holds only what someone marked.
   */
  async setMarks(
    userId: string,
    recipeKey: string,
    marks: { favourite?: boolean; neverSuggest?: boolean },
  ): Promise<{ favourite: boolean; neverSuggest: boolean }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(recipeMarks)
        .values({ userId, recipeKey, favourite: marks.favourite ?? false, neverSuggest: marks.neverSuggest ?? false })
        .onConflictDoUpdate({
          target: [recipeMarks.userId, recipeMarks.recipeKey],
          set: {
            ...(marks.favourite !== undefined ? { favourite: marks.favourite } : {}),
            ...(marks.neverSuggest !== undefined ? { neverSuggest: marks.neverSuggest } : {}),
            updatedAt: new Date(),
          },
        })
        .returning();
      const now = { favourite: row!.favourite, neverSuggest: row!.neverSuggest };
      if (!now.favourite && !now.neverSuggest) await tx.delete(recipeMarks).where(eq(recipeMarks.id, row!.id));
      return now;
    });
  }
}
