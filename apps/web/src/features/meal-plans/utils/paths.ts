/** Where a plan's details live; `/dashboard` and `/meal-plans` list them. */
export const MEAL_PLANS_PATH = '/meal-plans';

export const mealPlanPath = (id: string) => `${MEAL_PLANS_PATH}/${encodeURIComponent(id)}`;
