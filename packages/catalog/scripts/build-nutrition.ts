/**
 * `npm run catalog:nutrition`: writes data/ingredient-facts.json from the ingredient sources and the USDA
 * SR21 files in data/usda-sr21 (or USDA_DIR). Ingredients with a problem
 * are reported and left out; the exit code is 1 when there is any problem.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { relative } from 'node:path';
import { buildIngredientFacts, serializeFacts } from '../src/ingredient-facts';
import { dataPaths, REPO_ROOT } from '../src/paths';
import { formatProblem, readIngredientSources } from '../src/sources';
import { readUsda, usdaDir } from '../src/usda';
import { readVocabulary } from '../src/vocabulary';

const paths = dataPaths();
const sources = readIngredientSources();
const countable = new Set(
  readVocabulary()
    .filter((v) => v.countable)
    .map((v) => v.id),
);
let usda: ReturnType<typeof readUsda>;
try {
  usda = readUsda(usdaDir());
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
const { facts, problems } = buildIngredientFacts(
  sources.items.map((i) => i.value),
  usda,
  countable,
);

const text = serializeFacts(facts);
const before = existsSync(paths.facts) ? readFileSync(paths.facts, 'utf8') : undefined;
if (before !== text) writeFileSync(paths.facts, text);

const written = Object.keys(facts.ingredients).length;
console.log(
  `${relative(REPO_ROOT, paths.facts)}: ${written} ingredients${before === text ? ' (unchanged)' : ' (written)'}`,
);
const all = [...sources.problems.map((p) => `ingredients/${formatProblem(p)}`), ...problems];
if (all.length > 0) {
  console.error(`\n${all.length} problem(s); these ingredients are left out of the table:`);
  for (const p of all) console.error(`  - ${p}`);
  process.exitCode = 1;
}
