import type { User } from '@mealplanr/contracts/auth';

/** How to greet someone: their display name, or their username when they gave none. */
export function nameOf(user: Pick<User, 'displayName' | 'username'>): string {
  return user.displayName.trim() || user.username;
}
