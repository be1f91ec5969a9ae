/**
 * Dietary preferences: one row per user, replaced as a whole on save. Someone who never saved any gets the
 * defaults (and `updatedAt: null`), so clients never need a special case for "not set yet".
 */
import type { Language } from '@mealplanr/contracts/enums';
import { DEFAULT_PREFERENCES, type Preferences, type preferencesInputSchema } from '@mealplanr/contracts/preferences';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { assertExclusionsUnderstood } from '../catalog/food-word-answers';
import { PreferencesRepository } from './preferences.repository';

type PreferencesInput = z.output<typeof preferencesInputSchema>;

export class PreferencesService {
  private readonly repository: PreferencesRepository;

  constructor(db: Database) {
    this.repository = new PreferencesRepository(db);
  }

  async get(userId: string): Promise<Preferences> {
    return (await this.repository.find(userId)) ?? DEFAULT_PREFERENCES;
  }

  /**
   * Saves them as a whole (the personal data only when sent); excluded words that are no food we know are refused
   * unless kept unchecked.
   */
  async save(userId: string, input: PreferencesInput, language: Language): Promise<Preferences> {
    const { allowUncheckedExclusions, person, ...values } = input;
    assertExclusionsUnderstood(values.excludedIngredients, language, allowUncheckedExclusions);
    return this.repository.save(userId, { ...values, ...person });
  }
}
