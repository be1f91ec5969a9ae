import type { GroceryList } from '@mealplanr/contracts/grocery-lists';

/** What every dialog opened from a list's header gets: the list, and whether the dialog is open. */
export interface ListDialogProps {
  list: GroceryList;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
