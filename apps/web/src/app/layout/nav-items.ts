import { BookOpenIcon, CalendarDaysIcon, type LucideIcon, ShoppingBasketIcon, UserRoundIcon } from 'lucide-react';

export interface NavItem {
  href: string;
  /** Paths on which this item is the current one (exact match). */
  activePaths: readonly string[];
  labelKey: 'nav.mealPlans' | 'nav.groceryLists' | 'recipes.nav' | 'nav.profile';
  icon: LucideIcon;
  /** The bottom bar shows only the first word of this label. */
  shortInBottomBar: boolean;
}

/** The signed-in navigation, shared by the side navigation and the bottom bar. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    href: '/dashboard',
    activePaths: ['/dashboard', '/meal-plans'],
    labelKey: 'nav.mealPlans',
    icon: CalendarDaysIcon,
    shortInBottomBar: true,
  },
  {
    href: '/grocery-lists',
    activePaths: ['/grocery-lists'],
    labelKey: 'nav.groceryLists',
    icon: ShoppingBasketIcon,
    shortInBottomBar: true,
  },
  {
    href: '/recipes',
    activePaths: ['/recipes'],
    labelKey: 'recipes.nav',
    icon: BookOpenIcon,
    shortInBottomBar: false,
  },
  {
    href: '/profile',
    activePaths: ['/profile'],
    labelKey: 'nav.profile',
    icon: UserRoundIcon,
    shortInBottomBar: false,
  },
];

export function isNavItemActive(item: NavItem, path: string): boolean {
  return item.activePaths.includes(path);
}

/** "Meal plans" → "Meal", "Списки покупок" → "Списки". */
export function firstWord(label: string): string {
  return label.trim().split(/\s+/)[0] ?? label;
}
