/**
 * `npm run catalog:check`: loads the whole catalog as it is (partial data included), prints one line per
 * recipe with its derived figures, the coverage matrix against its floors, and every problem found.
 * Exit code 1 when anything fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { coverageReport, THIN_CELL, timeBandCoverage } from '../src/coverage';
import { groupMembers, readFoodGroups, type FoodGroup } from '../src/food-groups';
import { buildFoodWords } from '../src/food-words/engine';
import { catalogGlossaryReport } from '../src/glossary-checks';
import { buildIngredientFacts, factsFileSchema, serializeFacts, type FactsFile } from '../src/ingredient-facts';
import { checkVocabulary, duplicateDisplayNames } from '../src/ingredient-checks';
import { assembleCatalog } from '../src/load';
import { dataPaths } from '../src/paths';
import { contradictionProblems, healthProblems, healthWarnings, HEALTH_THRESHOLDS, plausibilityProblems } from '../src/recipe-checks';
import { formatProblem, readIngredientSources, readRecipeSources } from '../src/sources';
import { catalogLetterProblems, localeLetterProblems } from '../src/text-checks';
import { readUsda, usdaDir } from '../src/usda';
import { standInProblems, yieldProblems } from '../src/usda-checks';
import { readVocabulary } from '../src/vocabulary';

const paths = dataPaths();
const sections: { title: string; lines: string[] }[] = [];
const fail = (title: string, lines: string[]) => {
  if (lines.length > 0) sections.push({ title, lines });
};

const vocabulary = readVocabulary();
const ingredientSet = readIngredientSources();
const recipeSet = readRecipeSources();
const ingredientSources = ingredientSet.items.map((i) => i.value);

fail(
  'Invalid entries in data/ingredients',
  ingredientSet.problems.map((p) => formatProblem(p)),
);
fail(
  'Invalid entries in data/recipes',
  recipeSet.problems.map((p) => formatProblem(p)),
);

// The generated facts: present, valid, and what the build would write today.
let facts: FactsFile = { $comment: '', ingredients: {} };
if (!existsSync(paths.facts)) {
  fail('Ingredient facts', ['data/ingredient-facts.json is missing: run `npm run catalog:nutrition`']);
} else {
  const parsed = factsFileSchema.safeParse(JSON.parse(readFileSync(paths.facts, 'utf8')));
  if (parsed.success) facts = parsed.data;
  else fail('Ingredient facts', [`data/ingredient-facts.json is invalid: ${parsed.error.message}`]);
}
const dir = usdaDir();
const usda = existsSync(dir) ? readUsda(dir) : undefined;
if (usda) {
  const countable = new Set(vocabulary.filter((v) => v.countable).map((v) => v.id));
  const build = buildIngredientFacts(ingredientSources, usda, countable);
  const stale =
    existsSync(paths.facts) && serializeFacts(build.facts) !== readFileSync(paths.facts, 'utf8')
      ? ['data/ingredient-facts.json does not match the sources: run `npm run catalog:nutrition`']
      : [];
  fail('Ingredient facts', [...stale, ...build.problems]);
} else {
  console.log(`(USDA files not found in ${dir}: facts not rebuilt; set USDA_DIR to check them)\n`);
}

// How each ingredient meets its USDA row: edible portions and stand-ins, listed and checked.
if (usda) {
  fail('Edible portion', yieldProblems(ingredientSources, usda.foods));
  fail('Stand-in USDA rows', standInProblems(ingredientSources, usda.foods));
}
const withRefuse = ingredientSources.flatMap((s) => {
  const edible = facts.ingredients[s.id]?.edible;
  return edible && edible.fraction < 1 ? [{ id: s.id, edible }] : [];
});
const boughtWithout = ingredientSources.filter((s) => s.edible?.fraction === 1);
console.log(
  `Edible portion: ${withRefuse.length} ingredients are bought with refuse and counted at their edible share ` +
    `(${withRefuse.filter((w) => 'usda' in w.edible).length} from SR21 refuse, ` +
    `${withRefuse.filter((w) => 'why' in w.edible).length} stated); ` +
    `${boughtWithout.length} are bought without the refuse SR21 records.`,
);
for (const { id, edible } of withRefuse) {
  console.log(`  ${id.padEnd(22)} ${edible.fraction.toFixed(2)}  ${'usda' in edible ? `SR21 ${edible.usda}` : edible.why}`);
}
console.log(`  bought without refuse: ${boughtWithout.map((s) => s.id).join(', ')}`);
const standIns = ingredientSources.filter((s) => s.standIn);
console.log(
  `\nStand-in USDA rows (${standIns.length}; ${standIns.filter((s) => s.standIn?.per100g).length} with label values):`,
);
for (const s of standIns) {
  const row = facts.ingredients[s.id]?.usdaDescription ?? '';
  console.log(`  ${s.id.padEnd(22)} NDB ${s.ndb} "${row}"`);
  console.log(`  ${''.padEnd(22)} ${s.standIn?.source ? `label values: ${s.standIn.source}` : s.standIn?.why}`);
}
console.log('');

const vocab = checkVocabulary(vocabulary, ingredientSources);
fail(
  'Ingredient table vs ingredient-ids.txt',
  [
    vocab.missing.length > 0
      ? `${vocab.missing.length} of ${vocabulary.length} vocabulary ids have no ingredient entry yet: ${vocab.missing.join(', ')}`
      : '',
    ...vocab.unknown.map((id) => `${id}: not in ingredient-ids.txt`),
  ].filter(Boolean),
);
fail('Ingredient names', duplicateDisplayNames(ingredientSources));

let groups: FoodGroup[] = [];
try {
  groups = readFoodGroups();
  const vocabIds = new Set(vocabulary.map((v) => v.id));
  fail(
    'Food groups',
    groups.flatMap((g) =>
      [...g.ids, ...g.exceptIds].filter((id) => !vocabIds.has(id)).map((id) => `${g.key}: unknown ingredient id ${id}`),
    ),
  );
  groupMembers(groups, ingredientSources);
} catch (e) {
  fail('Food groups', [(e as Error).message]);
}

const { catalog, problems, unknownIngredients } = assembleCatalog(ingredientSet.items, recipeSet.items, facts);

// Recipes waiting for ingredients the table does not have yet are told apart from typos in ids.
const vocabIds = new Set(vocabulary.map((v) => v.id));
const sourceIds = new Set(ingredientSources.map((s) => s.id));
const waiting = [...unknownIngredients].filter(([id]) => vocabIds.has(id) && !sourceIds.has(id));
const typos = [...unknownIngredients].filter(([id]) => !vocabIds.has(id));
const brokenIngredient = [...unknownIngredients].filter(([id]) => sourceIds.has(id));
fail(
  'Recipes using ids that are not in ingredient-ids.txt',
  typos.map(([id, recipes]) => `${id}: used by ${recipes.join(', ')}`),
);
fail(
  'Recipes waiting for ingredients not in the table yet (left out below)',
  waiting.map(([id, recipes]) => `${id}: ${recipes.length} recipe(s) (${recipes.slice(0, 4).join(', ')}${recipes.length > 4 ? ', …' : ''})`),
);
fail(
  'Recipes waiting for ingredients that have a problem of their own (see below)',
  brokenIngredient.map(([id, recipes]) => `${id}: ${recipes.length} recipe(s)`),
);
fail(
  'Ingredients or recipes left out',
  problems.filter((p) => !p.message.startsWith('unknown ingredient id')).map(formatProblem),
);

// One line per recipe that could be derived.
console.log(`Recipes (${catalog.recipes.length} derived of ${recipeSet.items.length} valid):`);
const row = (cols: string[], widths: number[]) => cols.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' ');
const widths = [44, 22, 6, 9, 13];
console.log(row(['id', 'meal types', 'kcal', 'time', 'difficulty', 'diets'], widths));
for (const r of [...catalog.recipes].sort((a, b) => a.id.localeCompare(b.id))) {
  console.log(
    row(
      [r.id, r.mealTypes.join(','), String(r.nutrition.kcal), r.timeBand, r.difficulty, r.diets.join(',')],
      widths,
    ),
  );
}

fail(
  'Implausible recipes',
  catalog.recipes.flatMap((r) => plausibilityProblems(r).map((p) => `${r.file} [${r.id}]: ${p}`)),
);
fail(
  'Text contradicting the ingredients',
  catalog.recipes.flatMap((r) =>
    contradictionProblems(r, catalog.ingredientById).map((p) => `${r.file} [${r.id}]: ${p}`),
  ),
);

/** Words of `text` in lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

// Health warnings: saturated fat or sodium per serving at or above the thresholds needs its reason written down.
const healthNotes = new Map(recipeSet.items.map((r) => [r.value.id, r.value.healthNote]));
const warned = [...catalog.recipes].filter((r) => healthWarnings(r).length > 0).sort((a, b) => a.id.localeCompare(b.id));
console.log(
  `\nHealth warnings (${warned.length} recipes at or above ${HEALTH_THRESHOLDS.satFatG} g saturated fat or ` +
    `${HEALTH_THRESHOLDS.sodiumMg.toLocaleString('en')} mg sodium per serving):`,
);
for (const r of warned) {
  console.log(`  ${r.id} — ${healthWarnings(r).join(', ')}; ${r.nutrition.kcal} kcal`);
  for (const line of wrap(healthNotes.get(r.id) ?? '(no note)', 110)) console.log(`      ${line}`);
}
fail(
  'Health warnings without a reason',
  catalog.recipes.flatMap((r) => healthProblems(r, healthNotes.get(r.id)).map((p) => `${r.file} [${r.id}]: ${p}`)),
);
fail('Letters (ru: no і/ў; be: no и/щ/ъ)', [
  ...catalogLetterProblems(
    ingredientSources,
    recipeSet.items.map((r) => r.value),
    groups,
  ),
  ...localeLetterProblems(),
]);

// One vocabulary per language: the recipes' Russian and Belarusian food words against the ingredients' names
// and data/glossary.json.
try {
  const glossary = catalogGlossaryReport(recipeSet.items, ingredientSources, buildFoodWords(ingredientSources, groups));
  const { recipes, lines, foodWords } = glossary.stats;
  console.log(
    `\nGlossary: ${foodWords} food words in ${lines} Russian and Belarusian lines of ${recipes} recipes checked ` +
      `against their ingredients' names and data/glossary.json: ${glossary.problems.length || 'no'} problems.`,
  );
  fail('Glossary (ru/be recipe text)', glossary.problems);
} catch (e) {
  fail('Glossary (ru/be recipe text)', [(e as Error).message]);
}

const coverage = coverageReport(catalog.recipes);
console.log(`\nCoverage (! = below the floor):\n${coverage.table}`);
fail('Coverage below the floors', coverage.failures);
const byBand = timeBandCoverage(catalog.recipes);
console.log(
  `\nCoverage by time band (qck ≤ 30 min total, mod ≤ 60, long beyond; printed, not checked):\n` +
    `* = thin: fewer than ${THIN_CELL.breakfast} breakfasts, lunches or dinners, or ${THIN_CELL.snack} snacks, ` +
    `in one band of a restriction\n${byBand.table}\n` +
    `${byBand.thin.length} thin cells.`,
);

if (sections.length === 0) {
  console.log('\nNo problems.');
} else {
  const total = sections.reduce((n, s) => n + s.lines.length, 0);
  console.log(`\nProblems (${total}):`);
  for (const s of sections) {
    console.log(`\n## ${s.title} (${s.lines.length})`);
    for (const line of s.lines) console.log(`  - ${line}`);
  }
  process.exitCode = 1;
}
