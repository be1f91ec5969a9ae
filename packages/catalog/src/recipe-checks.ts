/**
 * Checks that catch recipes whose typed data cannot be right: energy per serving outside what the meal can
 * plausibly be, an ingredient amount that only a unit mistake explains, and a title or description that
 * claims what the ingredients contradict ("vegan" with an egg, "chicken" without any poultry) — and dishes at or
 * above a health-warning threshold (saturated fat, sodium) without the reason written down.
 */
import { LANGUAGES, type DietaryRestriction, type Language, type MealType } from '@mealplanr/contracts/enums';
import type { Ingredient, Recipe } from './load';
import type { DietFlag } from './schema';

/** kcal per serving a dish of each meal type must fall in (inclusive). */
export const KCAL_RANGES: Record<MealType, readonly [min: number, max: number]> = {
  breakfast: [150, 700],
  lunch: [250, 950],
  dinner: [250, 950],
  snack: [50, 400],
};

/** More of one ingredient than this per serving is a unit typo (a "cup" meant as a "tbsp" …). */
export const MAX_GRAMS_PER_SERVING = 1000;

export function plausibilityProblems(recipe: Recipe): string[] {
  const problems: string[] = [];
  const kcal = recipe.nutrition.kcal;
  for (const type of recipe.mealTypes) {
    const [min, max] = KCAL_RANGES[type];
    if (kcal < min || kcal > max) {
      problems.push(`${kcal} kcal per serving is outside ${min}–${max} for a ${type}`);
    }
  }
  for (const i of recipe.ingredients) {
    if (i.gramsPerServing > MAX_GRAMS_PER_SERVING) {
      problems.push(`${i.id}: ${i.gramsPerServing} g per serving (${i.amount} ${i.unit}) is implausible`);
    }
  }
  return problems;
}

/**
 * Per serving, on the derived (rounded) figures: at or above either, a recipe needs a `healthNote` in its source
 * saying why it is so and why it stays.
 */
export const HEALTH_THRESHOLDS = {
  /** 20 g: the EU reference intake of saturated fat for a whole day (Regulation (EU) No 1169/2011, Annex XIII). */
  satFatG: 20,
  /** 1,200 mg: about half the 2,300 mg of sodium a day that the Dietary Guidelines for Americans set as the limit. */
  sodiumMg: 1200,
} as const;

/** What a recipe is at or above, e.g. `["22 g saturated fat (≥ 20 g)"]`; empty when under both thresholds. */
export function healthWarnings(recipe: Pick<Recipe, 'nutrition'>): string[] {
  const { satFatG, sodiumMg } = recipe.nutrition;
  const over: string[] = [];
  if (satFatG >= HEALTH_THRESHOLDS.satFatG) over.push(`${satFatG} g saturated fat (≥ ${HEALTH_THRESHOLDS.satFatG} g)`);
  if (sodiumMg >= HEALTH_THRESHOLDS.sodiumMg) {
    over.push(`${sodiumMg} mg sodium (≥ ${HEALTH_THRESHOLDS.sodiumMg.toLocaleString('en')} mg)`);
  }
  return over;
}

/**
 * A recipe at or above a health threshold without a reason written down (`healthNote`), or a note left on a
 * recipe that is under both (it would explain what is no longer so). The kcal and the meal types' ranges are
 * given, so whoever lowers an amount instead sees how far the energy may move.
 */
export function healthProblems(recipe: Recipe, healthNote: string | undefined): string[] {
  const over = healthWarnings(recipe);
  if (over.length > 0 && !healthNote) {
    const ranges = recipe.mealTypes.map((t) => `${t} ${KCAL_RANGES[t].join('–')}`).join(', ');
    return [
      `${over.join(' and ')} per serving without a healthNote saying why (${recipe.nutrition.kcal} kcal; ${ranges})`,
    ];
  }
  if (over.length === 0 && healthNote) {
    return [
      `has a healthNote but is under both thresholds (${recipe.nutrition.satFatG} g saturated fat, ` +
        `${recipe.nutrition.sodiumMg} mg sodium): remove the note`,
    ];
  }
  return [];
}

// Cyrillic has no \b in JS regular expressions: "not preceded by a letter" marks a word start.
const W = '(?<!\\p{L})';
const END = '(?!\\p{L})';
const rx = (source: string) => new RegExp(source, 'iu');

/** A word in a title or description that promises something about the ingredients. */
interface Claim {
  name: string;
  /** Per language; matched case-insensitively. */
  patterns: Record<Language, RegExp>;
  /** Only the title is searched (for dish names, which descriptions mention in passing: "serve with fish"). */
  titleOnly?: boolean;
  /** Set phrases that use the word without claiming the ingredient; removed before matching. */
  ignore?: Record<Language, RegExp>;
  /** The claim is broken when an ingredient has one of these flags … */
  forbidden?: readonly DietFlag[];
  /** … or when no ingredient has any of these … */
  required?: readonly DietFlag[];
  /** … or when the recipe does not suit this restriction by the nutrient rules. */
  diet?: DietaryRestriction;
}

const CLAIMS: readonly Claim[] = [
  {
    name: 'vegan',
    patterns: { en: rx(`${W}(?<!non-)vegan`), ru: rx(`${W}веган`), be: rx(`${W}веган`) },
    forbidden: ['animal'],
  },
  {
    name: 'vegetarian',
    patterns: { en: rx(`${W}(?<!non-)(vegetarian|veggie)`), ru: rx(`${W}вегетариан`), be: rx(`${W}вегетарыян`) },
    forbidden: ['meat', 'poultry', 'fish', 'shellfish'],
  },
  {
    name: 'meat-free',
    patterns: { en: rx(`meat[- ]?free|meatless`), ru: rx(`без\\s+мяса`), be: rx(`без\\s+мяса`) },
    forbidden: ['meat', 'poultry'],
  },
  {
    name: 'gluten-free',
    patterns: {
      en: rx(`gluten[- ]?free`),
      ru: rx(`без\\s+глютена|безглютенов`),
      be: rx(`без\\s+глют[эе]ну|безглют[эе]нав`),
    },
    forbidden: ['gluten'],
  },
  {
    name: 'dairy-free',
    patterns: {
      en: rx(`dairy[- ]?free|lactose[- ]?free`),
      ru: rx(`без\\s+молочн|безмолочн|без\\s+лактоз`),
      be: rx(`без\\s+малочн|безмалочн|без\\s+лактоз`),
    },
    forbidden: ['dairy'],
  },
  {
    name: 'nut-free',
    patterns: { en: rx(`nut[- ]?free`), ru: rx(`без\\s+орех`), be: rx(`без\\s+арэх`) },
    forbidden: ['tree_nut', 'peanut'],
  },
  {
    name: 'egg-free',
    patterns: { en: rx(`egg[- ]?free|eggless`), ru: rx(`без\\s+яиц`), be: rx(`без\\s+яек`) },
    forbidden: ['egg'],
  },
  {
    name: 'sugar-free',
    patterns: {
      en: rx(`sugar[- ]?free|no added sugar`),
      ru: rx(`без\\s+сахара`),
      be: rx(`без\\s+цукру`),
    },
    forbidden: ['added_sugar'],
  },
  {
    name: 'keto',
    patterns: {
      en: rx(`${W}keto${END}|ketogenic`),
      ru: rx(`${W}кето${END}|${W}кетоген`),
      be: rx(`${W}кет[оа]${END}|${W}кетаген`),
    },
    diet: 'keto',
  },
  {
    name: 'low-carb',
    patterns: {
      en: rx(`low[- ]carb`),
      ru: rx(`низкоуглевод|мало\\s+углевод`),
      be: rx(`нізкавугляв|мала\\s+вугляв`),
    },
    diet: 'low_carb',
  },
  {
    name: 'low-fat',
    patterns: { en: rx(`low[- ]fat`), ru: rx(`низкожир`), be: rx(`нізкатлуст`) },
    diet: 'low_fat',
  },
  {
    name: 'low-sodium',
    patterns: {
      en: rx(`low[- ](sodium|salt)|salt[- ]free`),
      ru: rx(`мало\\s+соли|без\\s+соли|низк\\S*\\s+содержани\\S*\\s+соли`),
      be: rx(`мала\\s+солі|без\\s+солі`),
    },
    diet: 'low_sodium',
  },
  {
    name: 'chicken',
    titleOnly: true,
    patterns: {
      en: rx(`${W}chicken`),
      ru: rx(`${W}(куриц|курин|курят|цыпл)`),
      be: rx(`${W}(курыц|курын|курац|кураня)`),
    },
    required: ['poultry'],
  },
  {
    name: 'fish',
    titleOnly: true,
    patterns: {
      en: rx(`${W}(fish|salmon|cod|tuna|trout|mackerel|sardines?|anchov|tilapia)${END}`),
      ru: rx(`${W}(рыб|лосос|с[её]мг|треск|тунц|тунец|форел|скумбри|сардин|анчоус|тилапи)`),
      be: rx(`${W}(рыб|ласос|с[её]мг|траск|тунц|тунец|фарэл|скумбры|сардз|сардын|анчоус|тылап)`),
    },
    required: ['fish'],
    // Sichuan "fish-fragrant" (yu xiang) dishes are named after a sauce cooked without any fish.
    ignore: {
      en: /fish[- ]fragrant/giu,
      ru: /(с\s+)?аромат\S*\s+рыбы/giu,
      be: /(з\s+)?водар\S*\s+рыбы/giu,
    },
  },
  {
    name: 'shellfish',
    titleOnly: true,
    patterns: {
      en: rx(`${W}(shrimps?|prawns?|mussels?|squid|calamari)${END}`),
      ru: rx(`${W}(кревет|мид[ие]|кальмар)`),
      be: rx(`${W}(крэвет|міды[іяй]|кальмар)`),
    },
    required: ['shellfish'],
  },
  {
    name: 'meat',
    titleOnly: true,
    patterns: {
      en: rx(`${W}(beef|pork|lamb|bacon|ham|sausages?|chorizo|prosciutto)${END}`),
      ru: rx(`${W}(говядин|говяж|свин|баранин|бекон|ветчин|колбас|сосис|чоризо|чорисо|прошутто)`),
      be: rx(`${W}(ялавіч|свін|баранін|бекон|вяндлін|каўбас|сасіс|чорыз|чарыс|прашут)`),
    },
    required: ['meat'],
  },
  {
    name: 'cheese',
    titleOnly: true,
    patterns: {
      en: rx(`${W}(cheese|syrniki)`),
      ru: rx(`${W}(сыр(ом|а|у|ный|ная|ное|ные|ными|ами|ы|ник|ники|ников)?|творож|творог)${END}`),
      be: rx(`${W}(сыр(ам|у|а|ны|ная|нае|ныя|амі|ы|нік|нікі|нікаў)?|тварож|тварог)${END}`),
    },
    required: ['dairy'],
  },
  {
    name: 'egg',
    titleOnly: true,
    patterns: {
      en: rx(`${W}(eggs?|omelett?e|frittata|huevos?)${END}`),
      ru: rx(`${W}(яйц|яиц|яичн|омлет|фриттат|болтунь|глазунь)`),
      be: rx(`${W}(яйк|яйц|яек|яечн|амлет|фрытат|глазунь)`),
    },
    required: ['egg'],
  },
];

/** Contradictions between a recipe's words (any of its three languages) and its derived flags and diets. */
export function contradictionProblems(
  recipe: Recipe,
  ingredientById: ReadonlyMap<string, Pick<Ingredient, 'flags'>>,
): string[] {
  const problems: string[] = [];
  const withFlag = (flags: readonly DietFlag[]) =>
    recipe.ingredients
      .filter((i) => ingredientById.get(i.id)?.flags.some((f) => flags.includes(f)))
      .map((i) => i.id);

  if (recipe.cuisine === 'vegan' && !recipe.diets.includes('vegan')) {
    problems.push(`in the vegan cuisine but has animal ingredient(s): ${withFlag(['animal']).join(', ')}`);
  }
  if (recipe.cuisine === 'vegetarian' && !recipe.diets.includes('vegetarian')) {
    problems.push(
      `in the vegetarian cuisine but has ${withFlag(['meat', 'poultry', 'fish', 'shellfish']).join(', ')}`,
    );
  }

  for (const claim of CLAIMS) {
    const said = LANGUAGES.filter((lang) => {
      const t = recipe.text[lang];
      const text = claim.titleOnly ? t.title : `${t.title}\n${t.description}`;
      return claim.patterns[lang].test(claim.ignore ? text.replace(claim.ignore[lang], ' ') : text);
    });
    if (said.length === 0) continue;
    const where = `${claim.titleOnly ? 'title' : 'text'} (${said.join(', ')}) says ${claim.name}`;
    if (claim.forbidden) {
      const offending = withFlag(claim.forbidden);
      if (offending.length > 0) problems.push(`${where} but it has ${offending.join(', ')}`);
    }
    if (claim.required && withFlag(claim.required).length === 0) {
      problems.push(`${where} but no ingredient is ${claim.required.join('/')}`);
    }
    if (claim.diet && !recipe.diets.includes(claim.diet)) {
      const n = recipe.nutrition;
      problems.push(
        `${where} but it does not meet the ${claim.diet} rules (per serving: ${n.kcal} kcal, ` +
          `${Math.round((n.carbsG - n.fibreG) * 10) / 10} g net carbs, ${n.fatG} g fat, ${n.sodiumMg} mg sodium)`,
      );
    }
  }
  return problems;
}
