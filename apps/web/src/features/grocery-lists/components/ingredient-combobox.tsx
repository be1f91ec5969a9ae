/** The ingredient box lives with the shared components now; this path is still imported by the recipe editor. */
export { IngredientCombobox } from '../../../components/ingredient-combobox.tsx';
