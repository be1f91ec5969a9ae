/**
 * Every route of the app and the layout it uses; protected routes are wrapped in their access guard.
 */
import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import { lazyPage, preloadScreenFor } from './lazy-page.tsx';

// Loaded when first shown (the front page and the public layout are not): see lazy-page.tsx. The signed-in layout
// (navigation, the account menu) comes with the first signed-in screen, fetched beside it.
const SIGNED_IN_PATHS = /^\/(dashboard|meal-plans|grocery-lists|recipes|profile|admin)(\/|$)/;
const AppLayout = lazyPage(() => import('./layout/app-layout.tsx'), 'AppLayout', { path: SIGNED_IN_PATHS, beforeFirstRender: true });
// The guards ask who is signed in (TanStack Query): they come with the first signed-in screen, fetched beside it.
const RequireAuth = lazyPage(() => import('../features/auth/components/guards.tsx'), 'RequireAuth', {
  path: SIGNED_IN_PATHS,
  beforeFirstRender: true,
});
const RequireAdmin = lazyPage(() => import('../features/auth/components/guards.tsx'), 'RequireAdmin');
const AdminLoginPage = lazyPage(() => import('../features/auth/components/admin-login-page.tsx'), 'AdminLoginPage');
const AuthPage = lazyPage(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage', { path: /^\/auth$/ });
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage');
const PopupCompletePage = lazyPage(() => import('../features/auth/components/popup-complete-page.tsx'), 'PopupCompletePage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page.tsx'), 'ResetPasswordPage');
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
const InvitationRoute = lazyPage(() => import('./pages/invitation-route.tsx'), 'InvitationRoute', { path: /^\/invitations\/[^/]+$/ });
const SharedListPage = lazyPage(() => import('../features/shared-list/components/shared-list-page.tsx'), 'SharedListPage');
const ProfileRoute = lazyPage(() => import('./pages/profile-route.tsx'), 'ProfileRoute', { path: /^\/profile$/ });
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');
const RecipesPage = lazyPage(() => import('../features/recipes/components/recipes-page.tsx'), 'RecipesPage', { path: /^\/recipes$/ });
const RecipePage = lazyPage(() => import('../features/recipes/components/recipe-page.tsx'), 'RecipePage', { path: /^\/recipes\/(?!new$)[^/]+$/ });
const NewRecipePage = lazyPage(() => import('../features/recipes/components/recipe-editor-page.tsx'), 'NewRecipePage');
const EditRecipePage = lazyPage(() => import('../features/recipes/components/recipe-editor-page.tsx'), 'EditRecipePage');


// The screen of the address the app was opened at starts loading now, beside "who is signed in?" (in the browser:
// not while the pages are rendered at build time), in a task of its own: asking for its files (a modulepreload
// each) takes a while on a slow phone, and would lengthen the task that runs the app's code.
if (typeof window !== 'undefined') setTimeout(() => preloadScreenFor(window.location.pathname), 0);

/** A new screen starts at the top, as it would after a full page load. */
function ScrollToTopOnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
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
