import { ChevronDownIcon, LogOutIcon, ShieldIcon, ShoppingBasketIcon, CalendarDaysIcon, UserRoundIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useUser } from '../api/get-user.ts';
import { useLogout } from '../api/logout.ts';
import { nameOf } from '../lib/display-name.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';

/**
 * The header's user menu: "Hi, {name}" and links to Profile, My Meal Plans, My Grocery Lists (and
 * Administration for admins), then Logout, which ends the session and goes to `/`.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useUser();
  const logout = useLogout();
  const [, navigate] = useLocation();
  if (!user) return null;
  const greeting = t('userMenu.greeting', { name: nameOf(user) });

  // mutateAsync, not mutate's callbacks: signing out unmounts this menu before those would run.
  const onLogout = () =>
    logout.mutateAsync().then(
      () => {
        navigate('/', { replace: true });
        toast({ title: t('auth.toasts.loggedOut'), description: t('auth.toasts.loggedOutDescription') });
      },
      (error: unknown) =>
        toast({ variant: 'destructive', title: t('auth.toasts.logoutFailed'), description: authErrorMessage(error) }),
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-10 max-w-[14rem] gap-1.5 px-2.5 sm:px-3"
          aria-label={`${greeting} — ${t('userMenu.open')}`}
          data-testid="user-menu"
        >
          <UserRoundIcon aria-hidden="true" />
          <span className="hidden truncate sm:inline">{greeting}</span>
          <ChevronDownIcon aria-hidden="true" className="hidden text-muted-foreground sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[13rem]">
        <DropdownMenuLabel className="truncate">{greeting}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRoundIcon aria-hidden="true" />
            {t('userMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <CalendarDaysIcon aria-hidden="true" />
            {t('userMenu.myMealPlans')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/grocery-lists">
            <ShoppingBasketIcon aria-hidden="true" />
            {t('userMenu.myGroceryLists')}
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldIcon aria-hidden="true" />
              {t('auth.userMenu.admin')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} disabled={logout.isPending} data-testid="logout">
          <LogOutIcon aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
