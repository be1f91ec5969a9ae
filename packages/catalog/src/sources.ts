/**
 * Reads the hand-written source files (`data/ingredients/*.json`, `data/recipes/*.json`) and validates every
 * entry against its schema. Problems are collected with the file and the entry's id rather than thrown, so the
 * check command can report a partial data set; `loadCatalog` turns any problem into an error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { dataPaths } from './paths';
import {
  ingredientSourceSchema,
  recipeSourceSchema,
  type IngredientSource,
  type RecipeSource,
} from './schema';

export interface SourceProblem {
  file: string;
  id?: string;
  message: string;
}

export interface Located<T> {
  /** File name inside its data directory, e.g. `italian-1.json`. */
  file: string;
  value: T;
}

export interface SourceSet<T> {
  items: Located<T>[];
  problems: SourceProblem[];
}

export const formatProblem = (p: SourceProblem) => `${p.file}${p.id ? ` [${p.id}]` : ''}: ${p.message}`;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Every entry of every `*.json` array in `dir`, validated; ids must be unique across the directory. */
export function readSourceDir<S extends z.ZodType>(dir: string, schema: S): SourceSet<z.output<S>> {
  const set: SourceSet<z.output<S>> = { items: [], problems: [] };
  if (!existsSync(dir)) return set;
  const seen = new Map<string, string>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (e) {
      set.problems.push({ file, message: `invalid JSON: ${(e as Error).message}` });
      continue;
    }
    if (!Array.isArray(parsed)) {
      set.problems.push({ file, message: 'expected a JSON array of entries' });
      continue;
    }
    parsed.forEach((entry: unknown, index) => {
      const rawId = (entry as { id?: unknown } | null)?.id;
      const id = typeof rawId === 'string' ? rawId : `#${index}`;
      const result = schema.safeParse(entry);
      if (!result.success) {
        set.problems.push({ file, id, message: formatIssues(result.error) });
        return;
      }
      const previous = seen.get(id);
      if (previous !== undefined) {
        set.problems.push({ file, id, message: `duplicate id (also in ${previous})` });
        return;
      }
      seen.set(id, file);
      set.items.push({ file: basename(file), value: result.data });
    });
  }
  return set;
}

export const readIngredientSources = (dataDir?: string): SourceSet<IngredientSource> =>
  readSourceDir(dataPaths(dataDir).ingredientsDir, ingredientSourceSchema);

export const readRecipeSources = (dataDir?: string): SourceSet<RecipeSource> =>
  readSourceDir(dataPaths(dataDir).recipesDir, recipeSourceSchema);
