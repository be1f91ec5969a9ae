/**
 * The ingredient vocabulary `data/ingredient-ids.txt`: the fixed list of ids recipe writers may use,
 * one `id | English name | category | pc` line each (`pc` = counted in pieces).
 */
import { readFileSync } from 'node:fs';
import { dataPaths } from './paths';

export interface VocabularyEntry {
  id: string;
  englishName: string;
  category: string;
  countable: boolean;
  line: number;
}

export function parseVocabulary(text: string): VocabularyEntry[] {
  const entries: VocabularyEntry[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [id = '', englishName = '', category = '', mark = ''] = line.split('|').map((s) => s.trim());
    if (!id || !englishName || !category) {
      throw new Error(`ingredient-ids.txt line ${i + 1}: expected "id | name | category | pc?"`);
    }
    entries.push({ id, englishName, category, countable: mark === 'pc', line: i + 1 });
  });
  return entries;
}

export function readVocabulary(path: string = dataPaths().vocabulary): VocabularyEntry[] {
  return parseVocabulary(readFileSync(path, 'utf8'));
}
