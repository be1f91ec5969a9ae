/**
 * Reader for the USDA SR21 files kept in `data/usda-sr21` (see its README): `^`-separated fields,
 * text wrapped in `~`, an empty field means "no value".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATA_DIR } from './paths';

/** The nutrients the catalog keeps, per 100 g edible portion; `undefined` where the USDA gives no value. */
export interface AbbrevRow {
  ndb: string;
  shortDescription: string;
  kcal: number | undefined;
  proteinG: number | undefined;
  fatG: number | undefined;
  carbsG: number | undefined;
  fibreG: number | undefined;
  sugarsG: number | undefined;
  sodiumMg: number | undefined;
  satFatG: number | undefined;
}

/** One household measure: `amount` × `description` weighs `grams`. */
export interface WeightRow {
  ndb: string;
  seq: number;
  amount: number;
  description: string;
  grams: number;
}

/** 1-based field numbers of ABBREV.txt (README table). */
const ABBREV_FIELDS = {
  ndb: 1,
  shortDescription: 2,
  kcal: 4,
  proteinG: 5,
  fatG: 6,
  carbsG: 8,
  fibreG: 9,
  sugarsG: 10,
  sodiumMg: 16,
  satFatG: 43,
} as const;
const ABBREV_FIELD_COUNT = 51;
const WEIGHT_FIELD_COUNT = 7;
const FOOD_DES_FIELD_COUNT = 14;

/**
 * One food's description (FOOD_DES.txt): its food group, full description, and its refuse — the share of the
 * food as bought that is not eaten (bone, shell, peel, core, stones), with what that refuse is.
 */
export interface FoodDesRow {
  ndb: string;
  /** FdGrp_Cd, e.g. `0500` poultry, `1500` finfish and shellfish (README table). */
  group: string;
  longDescription: string;
  /** Ref_desc, e.g. "Bone", "20% bone, 9% skin, 6% separable fat"; empty when none is recorded. */
  refuseDescription: string;
  /** Refuse, % of the food as bought; `undefined` where SR21 records none. */
  refusePct: number | undefined;
}

/** Splits one line into its fields: `undefined` for an empty field, text without its `~` wrapping. */
export function parseFields(line: string): (string | undefined)[] {
  return line.split('^').map((raw) => {
    const text = raw.startsWith('~') && raw.endsWith('~') && raw.length >= 2 ? raw.slice(1, -1) : raw;
    return text === '' ? undefined : text;
  });
}

function toNumber(text: string | undefined, where: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) throw new Error(`${where}: "${text}" is not a number`);
  return n;
}

function lines(text: string): string[] {
  return text.split(/\r?\n/).filter((l) => l.trim() !== '');
}

/** Parses ABBREV.txt into a map keyed by NDB number. */
export function parseAbbrev(text: string): Map<string, AbbrevRow> {
  const rows = new Map<string, AbbrevRow>();
  lines(text).forEach((line, i) => {
    const f = parseFields(line);
    const where = `ABBREV.txt line ${i + 1}`;
    if (f.length !== ABBREV_FIELD_COUNT) {
      throw new Error(`${where}: ${f.length} fields, expected ${ABBREV_FIELD_COUNT}`);
    }
    const field = (n: number) => f[n - 1];
    const num = (n: number) => toNumber(field(n), where);
    const ndb = field(ABBREV_FIELDS.ndb);
    if (ndb === undefined) throw new Error(`${where}: no NDB number`);
    rows.set(ndb, {
      ndb,
      shortDescription: field(ABBREV_FIELDS.shortDescription) ?? '',
      kcal: num(ABBREV_FIELDS.kcal),
      proteinG: num(ABBREV_FIELDS.proteinG),
      fatG: num(ABBREV_FIELDS.fatG),
      carbsG: num(ABBREV_FIELDS.carbsG),
      fibreG: num(ABBREV_FIELDS.fibreG),
      sugarsG: num(ABBREV_FIELDS.sugarsG),
      sodiumMg: num(ABBREV_FIELDS.sodiumMg),
      satFatG: num(ABBREV_FIELDS.satFatG),
    });
  });
  return rows;
}

/** Parses WEIGHT.txt into the measures of each NDB number, in `Seq` order. */
export function parseWeights(text: string): Map<string, WeightRow[]> {
  const byNdb = new Map<string, WeightRow[]>();
  lines(text).forEach((line, i) => {
    const f = parseFields(line);
    const where = `WEIGHT.txt line ${i + 1}`;
    if (f.length !== WEIGHT_FIELD_COUNT) {
      throw new Error(`${where}: ${f.length} fields, expected ${WEIGHT_FIELD_COUNT}`);
    }
    const [ndb, seq, amount, description, grams] = f;
    const row = {
      ndb: ndb ?? '',
      seq: toNumber(seq, where) ?? 0,
      amount: toNumber(amount, where) ?? 1,
      description: description ?? '',
      grams: toNumber(grams, where) ?? Number.NaN,
    };
    if (!row.ndb || !row.description || !(row.grams > 0) || !(row.amount > 0)) {
      throw new Error(`${where}: incomplete measure row`);
    }
    const list = byNdb.get(row.ndb) ?? [];
    list.push(row);
    byNdb.set(row.ndb, list);
  });
  for (const list of byNdb.values()) list.sort((a, b) => a.seq - b.seq);
  return byNdb;
}

/** Parses FOOD_DES.txt into a map keyed by NDB number. */
export function parseFoodDes(text: string): Map<string, FoodDesRow> {
  const rows = new Map<string, FoodDesRow>();
  lines(text).forEach((line, i) => {
    const f = parseFields(line);
    const where = `FOOD_DES.txt line ${i + 1}`;
    if (f.length !== FOOD_DES_FIELD_COUNT) {
      throw new Error(`${where}: ${f.length} fields, expected ${FOOD_DES_FIELD_COUNT}`);
    }
    const [ndb, group, longDescription, , , , , refuseDescription, refuse] = f;
    if (ndb === undefined) throw new Error(`${where}: no NDB number`);
    rows.set(ndb, {
      ndb,
      group: group ?? '',
      longDescription: longDescription ?? '',
      refuseDescription: refuseDescription ?? '',
      refusePct: toNumber(refuse, where),
    });
  });
  return rows;
}

/** Where the USDA files live: `USDA_DIR`, else `data/usda-sr21` in this package (they are committed). */
export function usdaDir(): string {
  if (process.env.USDA_DIR) return resolve(process.env.USDA_DIR);
  return join(DATA_DIR, 'usda-sr21');
}

export interface UsdaTables {
  abbrev: Map<string, AbbrevRow>;
  weights: Map<string, WeightRow[]>;
  foods: Map<string, FoodDesRow>;
}

let cached: { dir: string; tables: UsdaTables } | undefined;

/** Reads and parses ABBREV.txt, WEIGHT.txt and FOOD_DES.txt once per directory. */
export function readUsda(dir: string = usdaDir()): UsdaTables {
  if (cached?.dir === dir) return cached.tables;
  for (const file of ['ABBREV.txt', 'WEIGHT.txt', 'FOOD_DES.txt']) {
    if (!existsSync(join(dir, file))) {
      throw new Error(`USDA SR21 file ${join(dir, file)} not found: set USDA_DIR to the usda-sr21 directory`);
    }
  }
  const tables = {
    abbrev: parseAbbrev(readFileSync(join(dir, 'ABBREV.txt'), 'latin1')),
    weights: parseWeights(readFileSync(join(dir, 'WEIGHT.txt'), 'latin1')),
    foods: parseFoodDes(readFileSync(join(dir, 'FOOD_DES.txt'), 'latin1')),
  };
  cached = { dir, tables };
  return tables;
}
