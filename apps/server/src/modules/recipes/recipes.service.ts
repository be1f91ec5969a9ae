/**
 * The recipe box: own recipes (written, read back, changed, deleted — only by their owner; anyone else is told
 * there is no such recipe), one browser over the catalog and the person's own recipes, and marks on recipes of
 * either source. Derived figures are computed on every write from the lines as read.
 */
import type { Recipe } from '@mealplanr/catalog/load';
import { COOKING_SKILLS, type Language } from '@mealplanr/contracts/enums';
import {
  OWN_RECIPE_LIMITS,
  type OwnRecipe,
  type OwnRecipeInputParsed,
  type ParseLinesAnswer,
  type ParseLinesBody,
  type RecipeBrowserPage,
  type RecipeDetails,
  type RecipeMarks,
  type RecipeMarksBody,
  type RecipeSummary,
} from '@mealplanr/contracts/recipes';
import type { z } from 'zod';
import type { recipeBrowserQuerySchema } from '@mealplanr/contracts/recipes';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { catalogContext } from '../catalog/catalog-context';
import { isOwnRecipeId } from './own-plan-recipe';
import { readRecipeLines } from './own-recipe-lines';
import { recipeMatcher } from './recipe-search';
import { catalogDetails, catalogSummary, NO_MARKS, ownDetails, ownRecipeOf, ownSummary } from './recipe-views';
import { RecipesRepository, type OwnRecipeRow, type OwnRecipeValues, type RecipeMarkRow } from './recipes.repository';

export type RecipeBrowserQueryParsed = z.output<typeof recipeBrowserQuerySchema>;

const recipeNotFound = () => notFound('There is no such recipe.');
const marksOf = (row: RecipeMarkRow | undefined): RecipeMarks =>
  row ? { favourite: row.favourite, neverSuggest: row.neverSuggest } : NO_MARKS;
const skillRank = (skill: string) => COOKING_SKILLS.indexOf(skill as (typeof COOKING_SKILLS)[number]);

/** What the browser filters on, for a recipe of either source. */
interface Filterable {
  summary: RecipeSummary;
  ingredientIds: string[];
  text: string;
}

export class RecipesService {
  readonly repository: RecipesRepository;

  constructor(db: Database) {
    this.repository = new RecipesRepository(db);
  }

  async create(userId: string, input: OwnRecipeInputParsed): Promise<OwnRecipe> {
    const row = await this.repository.insertWithinLimit(userId, valuesOf(input), OWN_RECIPE_LIMITS.perAccount);
    if (!row) {
      throw conflict(`You can keep at most ${OWN_RECIPE_LIMITS.perAccount} recipes of your own.`, {
        limit: OWN_RECIPE_LIMITS.perAccount,
      });
    }
    return ownRecipeOf(row, NO_MARKS);
  }

  async replace(userId: string, id: string, input: OwnRecipeInputParsed): Promise<OwnRecipe> {
    if (!isOwnRecipeId(id)) throw recipeNotFound();
    const row = await this.repository.update(userId, id, valuesOf(input));
    if (!row) throw recipeNotFound();
    return ownRecipeOf(row, marksOf((await this.repository.marksOf(userId, [id])).get(id)));
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isOwnRecipeId(id) || !(await this.repository.delete(userId, id))) throw recipeNotFound();
  }

  /** A catalog recipe in `language`, or one of the person's own recipes as written. */
  async details(userId: string, id: string, language: Language): Promise<RecipeDetails> {
    const marks = marksOf((await this.repository.marksOf(userId, [id])).get(id));
    const { catalog } = catalogContext();
    const recipe = catalog.recipeById.get(id);
    if (recipe) return catalogDetails(recipe, language, catalog, marks);
    const row = isOwnRecipeId(id) ? await this.repository.findOwn(userId, id) : undefined;
    if (!row) throw recipeNotFound();
    return ownDetails(row, marks);
  }

  /** Sets marks on a catalog recipe or on one of the person's own. */
  async mark(userId: string, id: string, body: RecipeMarksBody): Promise<RecipeMarks> {
    const exists = catalogContext().catalog.recipeById.has(id) || (isOwnRecipeId(id) && (await this.repository.findOwn(userId, id)));
    if (!exists) throw recipeNotFound();
    return this.repository.setMarks(userId, id, body);
  }

  /** The editor's preview: the lines read as they would be saved, and the figures they give. */
  parseLines(body: ParseLinesBody): ParseLinesAnswer {
    const { lines, figures } = readRecipeLines(body.lines, body.language, body.servings ?? 1, catalogContext().catalog);
    return { lines, ...figures };
  }

  /** The browser: own recipes first (newest first), then the catalog's by title in `language`. */
  async browse(userId: string, query: RecipeBrowserQueryParsed, language: Language): Promise<RecipeBrowserPage> {
    const { catalog, index } = catalogContext();
    const marks = await this.repository.marksOf(userId);
    const entries: Filterable[] = [];
    if (query.source !== 'builtin') {
      const own = await this.repository.listOwn(userId);
      for (const row of own.reverse()) {
        entries.push({
          summary: ownSummary(row, marksOf(marks.get(row.id))),
          ingredientIds: row.lines.flatMap((line) => (line.ingredientId ? [line.ingredientId] : [])),
          text: [row.title, row.description, ...row.lines.map((line) => line.text)].join('\n'),
        });
      }
    }
    if (query.source !== 'mine') {
      for (const recipe of sortedCatalog(catalog.recipes, language)) {
        const summary = catalogSummary(recipe, language, marksOf(marks.get(recipe.id)));
        entries.push({
          summary,
          ingredientIds: recipe.ingredients.map((line) => line.id),
          text: `${summary.title}\n${summary.description}`,
        });
      }
    }
    const matches = recipeMatcher(query.q, index);
    const found = entries.filter(({ summary: s, ingredientIds, text }) => {
      if (query.mealType && !s.mealTypes.includes(query.mealType)) return false;
      if (query.diet && !s.diets.includes(query.diet)) return false;
      if (query.cuisine && s.cuisine !== query.cuisine) return false;
      if (query.maxMinutes !== undefined && s.totalMinutes > query.maxMinutes) return false;
      if (query.difficulty && skillRank(s.difficulty) > skillRank(query.difficulty)) return false;
      if (query.favouritesOnly && !s.favourite) return false;
      return matches ? matches({ ingredientIds, text }) : true;
    });
    return {
      items: found.slice(query.offset, query.offset + query.limit).map((entry) => entry.summary),
      total: found.length,
    };
  }
}

/** The row values of an own recipe as typed, with its lines read and its figures derived. */
function valuesOf(input: OwnRecipeInputParsed): OwnRecipeValues {
  const { lines, figures } = readRecipeLines(input.lines, input.language, input.servings, catalogContext().catalog);
  return {
    title: input.title,
    description: input.description,
    language: input.language,
    mealTypes: input.mealTypes,
    cuisine: input.cuisine,
    servings: input.servings,
    activeMinutes: input.activeMinutes,
    totalMinutes: input.totalMinutes,
    difficulty: input.difficulty,
    lines,
    steps: input.steps,
    ...figures,
  };
}

const sortedByLanguage = new Map<Language, readonly Recipe[]>();

/** The catalog's recipes by title in `language` (sorted once per language: the catalog never changes while running). */
function sortedCatalog(recipes: readonly Recipe[], language: Language): readonly Recipe[] {
  let sorted = sortedByLanguage.get(language);
  if (!sorted || sorted.length !== recipes.length) {
    const collator = new Intl.Collator(language);
    sorted = [...recipes].sort((a, b) => collator.compare(a.text[language].title, b.text[language].title));
    sortedByLanguage.set(language, sorted);
  }
  return sorted;
}

export type { OwnRecipeRow };
