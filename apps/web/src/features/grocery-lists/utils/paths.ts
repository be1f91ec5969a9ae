/** Where the grocery screens live. One list opens as `/grocery-lists?list=<id>` (the meal plan screen links there). */
export const GROCERY_LISTS_PATH = '/grocery-lists';
export const LIST_PARAM = 'list';

export const groceryListPath = (listId: string) => `${GROCERY_LISTS_PATH}?${LIST_PARAM}=${encodeURIComponent(listId)}`;

/** The sign-in page, coming back to `returnTo` afterwards. */
export const signInPath = (returnTo: string) => `/auth?${new URLSearchParams({ next: returnTo }).toString()}`;
