import { energyEstimate, hasPersonalData } from '@mealplanr/contracts/energy';
import type { Preferences } from '@mealplanr/contracts/preferences';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatList, formatNumber } from '../lib/locale-format.ts';

/** What the saved preferences say, in a few lines; an invitation to set them when there are none yet. */
export function PreferencesSummary({ preferences }: { preferences: Preferences }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (preferences.updatedAt === null) {
    return <p className="text-sm text-muted-foreground">{t('profile.preferences.empty')}</p>;
  }
  function personalText(): string {
    const p = preferences.person;
    if (!hasPersonalData(p)) return t('profile.preferences.personalNone');
    const parts = [
      p.sex ? t(`person.sex.${p.sex}`) : null,
      p.age !== null ? t('profile.preferences.personalAge', { value: formatNumber(p.age, language) }) : null,
      p.heightCm !== null ? t('profile.preferences.personalHeight', { value: formatNumber(p.heightCm, language) }) : null,
      p.weightKg !== null ? t('profile.preferences.personalWeight', { value: formatNumber(p.weightKg, language) }) : null,
      p.activityLevel ? t(`person.activityLevel.${p.activityLevel}`).toLocaleLowerCase(language) : null,
    ].filter((part): part is string => part !== null);
    const estimate = energyEstimate(p);
    if (estimate) parts.push(t('profile.preferences.personalEstimate', { kcal: formatNumber(estimate.dailyKcal, language) }));
    return parts.join(', ');
  }
  const list = (items: string[]) =>
    items.length ? formatList(items, language) : t('profile.preferences.any');
  const rows: Array<[string, string]> = [
    [t('profile.preferences.cuisines'), list(preferences.cuisines.map((c) => t(`plans.cuisines.${c}`)))],
    [
      t('profile.preferences.restrictions'),
      preferences.dietaryRestrictions.length
        ? list(preferences.dietaryRestrictions.map((r) => t(`plans.restrictions.${r}`)))
        : t('profile.preferences.none'),
    ],
    [t('profile.preferences.skill'), preferences.cookingSkill ? t(`plans.skills.${preferences.cookingSkill}`) : t('profile.preferences.any')],
    [t('profile.preferences.time'), preferences.cookingTime ? t(`plans.times.${preferences.cookingTime}`) : t('profile.preferences.any')],
    [t('profile.preferences.household'), formatNumber(preferences.householdSize, language)],
    [
      t('profile.preferences.calories'),
      preferences.calorieTarget === null
        ? t('profile.preferences.noTarget')
        : t('profile.preferences.kcal', { value: formatNumber(preferences.calorieTarget, language) }),
    ],
    [t('profile.preferences.personal'), personalText()],
    [
      t('profile.preferences.excluded'),
      preferences.excludedIngredients.length ? preferences.excludedIngredients.join(', ') : t('profile.preferences.none'),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid="preferences-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
