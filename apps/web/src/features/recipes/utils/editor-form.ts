/**
 * The recipe editor's form: what the person types (ingredient lines and steps as one text each, a line per
 * ingredient or step), the ingredients chosen by hand for lines the catalog did not understand, and how that
 * becomes the API's own-recipe body. The bounds are the contract's.
 */
import {
  COOKING_SKILLS,
  CUISINES,
  LANGUAGES,
  MEAL_TYPES,
  type Language,
  type MealType,
} from '@mealplanr/contracts/enums';
import type { RecipeDraft } from '@mealplanr/contracts/recipe-import';
import {
  OWN_RECIPE_LIMITS as L,
  type OwnRecipeInput,
  type OwnRecipeLineInput,
  type RecipeDetails,
  type RecipeUnit,
} from '@mealplanr/contracts/recipes';
import { z } from 'zod';

/** What a line says by hand instead of what its text is read as (kept for a line as long as its text stays). */
export interface LineOverride {
  ingredientId?: string;
  amount?: number;
  unit?: RecipeUnit;
}

/** Error messages are codes the editor translates (see `recipes.editor.errors`). */
const wholeNumber = (min: number, max: number, code: string) =>
  z.number({ message: code }).int(code).min(min, code).max(max, code);

/** Lines of a text box: trimmed, empty ones dropped, tabs as spaces (a line is one line of text). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\t/g, ' ').trim())
    .filter((line) => line.length > 0);
}

export const recipeFormSchema = z
  .object({
    title: z.string().trim().min(1, 'title').max(L.title, 'title'),
    description: z.string().trim().max(L.description, 'description'),
    language: z.enum(LANGUAGES),
    cuisine: z.enum(CUISINES, { message: 'cuisine' }).nullable().refine((value) => value !== null, 'cuisine'),
    difficulty: z.enum(COOKING_SKILLS),
    mealTypes: z.array(z.enum(MEAL_TYPES)).min(1, 'mealTypes'),
    servings: wholeNumber(L.servings.min, L.servings.max, 'servings'),
    activeMinutes: wholeNumber(L.minutes.min, L.minutes.max, 'minutes'),
    totalMinutes: wholeNumber(L.minutes.min, L.minutes.max, 'minutes'),
    linesText: z
      .string()
      .refine((text) => {
        const count = splitLines(text).length;
        return count >= 1 && count <= L.lines;
      }, 'lines')
      .refine((text) => splitLines(text).every((line) => line.length <= L.lineText), 'lineText'),
    stepsText: z
      .string()
      .refine((text) => {
        const steps = splitLines(text);
        return steps.length <= L.steps && steps.every((step) => step.length <= L.stepText);
      }, 'steps'),
    /** By line text: the ingredient (and amount) chosen by hand. */
    overrides: z.record(z.string(), z.custom<LineOverride>()),
  })
  .refine((values) => values.activeMinutes <= values.totalMinutes, { message: 'activeOverTotal', path: ['activeMinutes'] });

export type RecipeFormValues = z.input<typeof recipeFormSchema>;

/** The lines as the API takes them: each line's text with what was chosen by hand for it. */
export function lineInputs(linesText: string, overrides: Readonly<Record<string, LineOverride>>): OwnRecipeLineInput[] {
  return splitLines(linesText).map((text) => {
    const override = overrides[text];
    const line: OwnRecipeLineInput = { text };
    if (override?.ingredientId) line.ingredientId = override.ingredientId;
    if (override?.amount !== undefined && override.unit !== undefined) {
      line.amount = override.amount;
      line.unit = override.unit;
    }
    return line;
  });
}

/** The body of a save. Only call it with values the schema accepted (a cuisine is then chosen). */
export function toRecipeBody(values: RecipeFormValues): OwnRecipeInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    language: values.language,
    mealTypes: MEAL_TYPES.filter((type) => values.mealTypes.includes(type)),
    cuisine: values.cuisine!,
    servings: values.servings,
    activeMinutes: values.activeMinutes,
    totalMinutes: values.totalMinutes,
    difficulty: values.difficulty,
    lines: lineInputs(values.linesText, values.overrides),
    steps: splitLines(values.stepsText),
  };
}

/** An empty recipe in the interface language. */
export function emptyRecipeForm(language: Language): RecipeFormValues {
  return {
    title: '',
    description: '',
    language,
    cuisine: null,
    difficulty: 'beginner',
    mealTypes: [],
    servings: 2,
    activeMinutes: 15,
    totalMinutes: 30,
    linesText: '',
    stepsText: '',
    overrides: {},
  };
}

/** An own recipe as stored, to edit: its lines as written, with what was chosen by hand for them. */
export function formFromRecipe(recipe: RecipeDetails): RecipeFormValues {
  const lines = recipe.lines ?? [];
  const overrides: Record<string, LineOverride> = {};
  for (const line of lines) {
    const override: LineOverride = {};
    if (line.mappedByHand && line.ingredientId) override.ingredientId = line.ingredientId;
    if (line.amountByHand && line.amount !== null && line.unit !== null) {
      override.amount = line.amount;
      override.unit = line.unit;
    }
    if (Object.keys(override).length > 0) overrides[line.text.trim()] = override;
  }
  return {
    title: recipe.title,
    description: recipe.description,
    language: recipe.language,
    cuisine: recipe.cuisine,
    difficulty: recipe.difficulty,
    mealTypes: [...recipe.mealTypes],
    servings: recipe.servings,
    activeMinutes: recipe.activeMinutes,
    totalMinutes: recipe.totalMinutes,
    linesText: lines.map((line) => line.text).join('\n'),
    stepsText: recipe.steps.join('\n'),
    overrides,
  };
}

const within = (value: number | null, min: number, max: number, fallback: number) =>
  value === null || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.round(value)));

/**
 * An imported draft, to review: texts cut to what a recipe may hold, missing figures filled with plain
 * defaults, the cuisine left to choose when the source named none.
 */
export function formFromDraft(draft: RecipeDraft): RecipeFormValues {
  const total = within(draft.totalMinutes, L.minutes.min, L.minutes.max, within(draft.activeMinutes, 0, L.minutes.max, 30));
  const active = Math.min(total, within(draft.activeMinutes, L.minutes.min, L.minutes.max, total));
  return {
    title: draft.title.slice(0, L.title),
    description: draft.description.slice(0, L.description),
    language: draft.language,
    cuisine: draft.cuisine,
    difficulty: 'intermediate',
    mealTypes: MEAL_TYPES.filter((type: MealType) => draft.mealTypes.includes(type)),
    servings: within(draft.servings, L.servings.min, L.servings.max, 4),
    activeMinutes: active,
    totalMinutes: total,
    linesText: draft.ingredientLines.join('\n'),
    stepsText: draft.steps.join('\n'),
    overrides: {},
  };
}
