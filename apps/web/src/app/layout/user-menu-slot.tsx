import { UserMenu } from '../../features/auth/components/user-menu.tsx';

/**
 * The header's place for the signed-in user's menu ("Hi, {name}" with links to Profile, My Meal
 * Plans, My Grocery Lists and Logout), rendered by the accounts feature.
 */
export function UserMenuSlot() {
  return <UserMenu />;
}
