/**
 * Every route of the app and the layout it uses; protected routes are wrapped in their access guard.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { setSignedOut } from '../features/auth/api/get-user.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from '../features/auth/components/guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import { lazyPage, preloadScreenFor } from './lazy-page.tsx';

// Loaded when first shown (the front page and the layouts are not, so a screen's code is one step away): see
// lazy-page.tsx.
const AccountSecurity = lazyPage(() => import('../features/auth/components/account-security.tsx'), 'AccountSecurity');
const AdminLoginPage = lazyPage(() => import('../features/auth/components/admin-login-page.tsx'), 'AdminLoginPage');
const AuthPage = lazyPage(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage');
const PopupCompletePage = lazyPage(() => import('../features/auth/components/popup-complete-page.tsx'), 'PopupCompletePage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailNotice = lazyPage(() => import('../features/auth/components/verify-email-notice.tsx'), 'VerifyEmailNotice');
const VerifyEmailPage = lazyPage(() => import('../features/auth/components/verify-email-page.tsx'), 'VerifyEmailPage');
const MealPlanDetailsPage = lazyPage(() => import('../features/meal-plans/components/meal-plan-details-page.tsx'), 'MealPlanDetailsPage', {
  path: /^\/meal-plans\/[^/]+$/,
});
const MealPlansPage = lazyPage(() => import('../features/meal-plans/components/meal-plans-page.tsx'), 'MealPlansPage', {
  path: /^\/(dashboard|meal-plans)$/,
});
const AdminPage = lazyPage(() => import('../features/admin/components/admin-page.tsx'), 'AdminPage', { path: /^\/admin$/ });
const GroceryListsPage = lazyPage(() => import('../features/grocery-lists/components/grocery-lists-page.tsx'), 'GroceryListsPage', {
  path: /^\/grocery-lists$/,
});
const InvitationPage = lazyPage(() => import('../features/grocery-lists/components/invitation-page.tsx'), 'InvitationPage');
const SharedListPage = lazyPage(() => import('../features/shared-list/components/shared-list-page.tsx'), 'SharedListPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page.tsx'), 'ProfilePage', { path: /^\/profile$/ });
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');
const RecipesPage = lazyPage(() => import('../features/recipes/components/recipes-page.tsx'), 'RecipesPage', { path: /^\/recipes$/ });
const RecipePage = lazyPage(() => import('../features/recipes/components/recipe-page.tsx'), 'RecipePage', { path: /^\/recipes\/(?!new$)[^/]+$/ });
const NewRecipePage = lazyPage(() => import('../features/recipes/components/recipe-editor-page.tsx'), 'NewRecipePage');
const EditRecipePage = lazyPage(() => import('../features/recipes/components/recipe-editor-page.tsx'), 'EditRecipePage');


// The screen of the address the app was opened at starts loading now, beside "who is signed in?".
preloadScreenFor(window.location.pathname);

/** A new screen starts at the top, as it would after a full page load. */
function ScrollToTopOnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}

/** The profile signs out, changes the password and forgets a deleted account through the accounts feature. */
function ProfileRoute() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  return (
    <ProfilePage
      onLogout={() => logout.mutateAsync()}
      onAccountDeleted={() => setSignedOut(queryClient)}
      security={({ hasPassword }) => <AccountSecurity hasPassword={hasPassword} />}
    />
  );
}

/** An invitation opened while signed in as someone else: signing out (the accounts feature's) lets the person go on. */
function InvitationRoute() {
  const logout = useLogout();
  return <InvitationPage verifyEmailNotice={<VerifyEmailNotice className="" />} onSignOut={() => logout.mutateAsync()} />;
}

export function AppRouter() {
  return (
    <>
      <ScrollToTopOnNavigate />
      {/* Routes sharing a layout render it at the same place in the tree, so it stays mounted between them. */}
      <Switch>
        {/* Public */}
        <Route path="/">
          <PublicLayout>
            <RedirectIfSignedIn>
              <LandingPage />
            </RedirectIfSignedIn>
          </PublicLayout>
        </Route>
        <Route path="/auth">
          <PublicLayout>
            <RedirectIfSignedIn>
              <AuthPage />
            </RedirectIfSignedIn>
          </PublicLayout>
        </Route>
        {/* The Google sign-in popup lands here and reports back to the page that opened it. */}
        <Route path="/auth/complete">
          <PublicLayout>
            <PopupCompletePage />
          </PublicLayout>
        </Route>
        <Route path="/admin-login">
          <PublicLayout>
            <AdminLoginPage />
          </PublicLayout>
        </Route>
        {/* The links of the account e-mails; their token is in the fragment (#…), which reaches no server. */}
        <Route path="/verify-email">
          <PublicLayout>
            <VerifyEmailPage />
          </PublicLayout>
        </Route>
        <Route path="/forgot-password">
          <PublicLayout>
            <ForgotPasswordPage />
          </PublicLayout>
        </Route>
        <Route path="/reset-password">
          <PublicLayout>
            <ResetPasswordPage />
          </PublicLayout>
        </Route>
        <Route path="/list/:shareId">
          <PublicLayout>
            <SharedListPage />
          </PublicLayout>
        </Route>
        {/* An e-mail invitation to a grocery list; signing in first brings the person back here. */}
        <Route path="/invitations/:token">
          <PublicLayout>
            <InvitationRoute />
          </PublicLayout>
        </Route>

        {/* Signed in: a spinner while the user loads, `/` without one. */}
        <Route path="/dashboard">
          <RequireAuth>
            <AppLayout>
              <MealPlansPage />
            </AppLayout>
          </RequireAuth>
        </Route>
        <Route path="/meal-plans">
          <RequireAuth>
            <AppLayout>
              <MealPlansPage />
            </AppLayout>
          </RequireAuth>
        </Route>
        <Route path="/meal-plans/:id">
          {(params) => (
            <RequireAuth>
              <AppLayout>
                <MealPlanDetailsPage key={params.id} id={params.id} />
              </AppLayout>
            </RequireAuth>
          )}
        </Route>
        <Route path="/grocery-lists">
          <RequireAuth>
            <AppLayout>
              <GroceryListsPage />
            </AppLayout>
          </RequireAuth>
        </Route>
        <Route path="/recipes">
          <RequireAuth>
            <AppLayout>
              <RecipesPage />
            </AppLayout>
          </RequireAuth>
        </Route>
        <Route path="/recipes/new">
          <RequireAuth>
            <AppLayout>
              <NewRecipePage />
            </AppLayout>
          </RequireAuth>
        </Route>
        <Route path="/recipes/:id/edit">
          {(params) => (
            <RequireAuth>
              <AppLayout>
                <EditRecipePage key={params.id} id={params.id} />
              </AppLayout>
            </RequireAuth>
          )}
        </Route>
        <Route path="/recipes/:id">
          {(params) => (
            <RequireAuth>
              <AppLayout>
                <RecipePage key={params.id} id={params.id} />
              </AppLayout>
            </RequireAuth>
          )}
        </Route>
        <Route path="/profile">
          <RequireAuth>
            <AppLayout>
              <ProfileRoute />
            </AppLayout>
          </RequireAuth>
        </Route>
        {/* Admins only (isAdmin); everyone else goes to /admin-login. */}
        <Route path="/admin">
          <RequireAdmin>
            <AppLayout>
              <AdminPage />
            </AppLayout>
          </RequireAdmin>
        </Route>

        <Route>
          <PublicLayout>
            <NotFoundPage />
          </PublicLayout>
        </Route>
      </Switch>
    </>
  );
}
