/**
 * The grocery-list API contract (docs/architecture.md#data-model, #sharing-and-live-updates): lists, items, creation from a meal plan, share links,
 * e-mail invitations and live updates. The server validates with these schemas and the web app builds against
 * them; the OpenAPI document at `/api/docs` lists every route.
 *
 * Routes (all under /api; signed in unless marked public):
 *   GET    /grocery-lists                                   → groceryListIndexSchema { owned, shared }
 *   POST   /grocery-lists                                   createGroceryListBody → 201 groceryListSchema
 *   GET    /grocery-lists/:id                               → groceryListSchema
 *   PATCH  /grocery-lists/:id            (owner)            updateGroceryListBody → groceryListSchema
 *   DELETE /grocery-lists/:id            (owner)            → 204
 *   POST   /grocery-lists/:id/items                         createGroceryItemBody → 201 groceryItemMutationSchema
 *   PATCH  /grocery-lists/:id/items/:itemId                 updateGroceryItemBody → groceryItemMutationSchema
 *                                                           (stale version → 409 conflict, details = { item })
 *   DELETE /grocery-lists/:id/items/:itemId                 → 204
 *   POST   /grocery-lists/:id/clear-checked                 → clearCheckedResultSchema
 *   POST   /meal-plans/:id/grocery-list                     → 201 { list, reused: false } | 200 { list, reused: true }
 *   POST   /grocery-lists/:id/share      (owner)            shareLinkBody → 201 shareLinkCreatedSchema (token once)
 *   PATCH  /grocery-lists/:id/share      (owner)            shareLinkBody → shareLinkStateSchema
 *   DELETE /grocery-lists/:id/share      (owner)            → 204
 *   GET    /grocery-lists/:id/members                       → listMembersSchema
 *   DELETE /grocery-lists/:id/members/:userId (owner, or the member leaving) → 204
 *   POST   /grocery-lists/:id/invitations (owner)           createInvitationBody → 201 invitationSchema
 *   DELETE /grocery-lists/:id/invitations/:invitationId (owner) → 204
 *   GET    /invitations/:token           (public)           → invitationPreviewSchema
 *   POST   /invitations/:token/accept    (signed in as the invited address, else 403) → acceptInvitationResultSchema
 *   GET    /shared/:shareId              (public)           → sharedGroceryListSchema
 *   PATCH  /shared/:shareId/items/:itemId (public, 'check') sharedItemCheckBody → { item: sharedGroceryItemSchema }
 *   GET    /grocery-lists/:id/events, /shared/:shareId/events  Server-Sent Events, see groceryListEventSchema
 *
 * Every mutation accepts an `Idempotency-Key` header (1–128 printable characters): a retry with the same key
 * returns the first answer instead of doing the work twice. Unknown, not-yours, revoked and (for shared links)
 * forbidden all answer the same 404 `not_found`.
 */
import { z } from 'zod';
import { GROCERY_CATEGORIES, groceryCategorySchema, mealTypeSchema, type GroceryCategory } from './enums';

const isoDate = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * One text in each interface language. A list made from a meal plan carries its catalog names, meal titles and
 * generated title so, and each screen shows its own language; null where the text is a person's own.
 */
export const localizedTextSchema = z.object({ en: z.string(), ru: z.string(), be: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const GROCERY_LIST_TITLE_MAX = 120;
export const GROCERY_ITEM_NAME_MAX = 120;
export const GROCERY_ITEM_UNIT_MAX = 24;
export const GROCERY_ITEM_NOTE_MAX = 500;
export const GROCERY_ITEM_QUANTITY_MAX = 100_000;
/** Invitation links stop working after this many days. */
export const INVITATION_TTL_DAYS = 7;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * Units the server itself writes (from a meal plan); the web app translates these. Items typed by people may
 * carry any other short unit text, shown as typed.
 */
export const PURCHASE_UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'piece',
  'pack',
  'can',
  'jar',
  'bottle',
  'bag',
  'box',
  'bunch',
  'carton',
] as const;
export type PurchaseUnit = (typeof PURCHASE_UNITS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Items

/** One meal's share of an item (items made from a meal plan); amounts in base units. */
export const groceryItemSourceSchema = z.object({
  mealId: z.string(),
  recipeId: z.string().nullable(),
  /** The meal's title as it was generated. */
  title: z.string(),
  /** A catalog meal's title in every language (read on screen in the reader's); null for AI chef meals. */
  titles: localizedTextSchema.nullable(),
  date: isoDate.nullable(),
  mealType: mealTypeSchema.nullable(),
  amount: z.number(),
  unit: z.enum(['g', 'ml', 'piece']),
});
export type GroceryItemSource = z.infer<typeof groceryItemSourceSchema>;

export const groceryItemSchema = z.object({
  id: z.uuid(),
  listId: z.uuid(),
  name: z.string(),
  /**
   * For an item from a meal plan that still bears the catalog's name: that name in every language, shown in the
   * reader's. Null for items typed by hand or renamed, which read as written.
   */
  names: localizedTextSchema.nullable(),
  /** Catalog ingredient this item was recognised as, if any. */
  ingredientId: z.string().nullable(),
  /** How many `unit`s to buy; null when not given ("milk"). */
  quantity: z.number().nullable(),
  /** A PURCHASE_UNITS key when written by the server, otherwise free text; null when not given. */
  unit: z.string().nullable(),
  /** Size of one package for package units: "2 cans (400 g)" is quantity 2, unit 'can', packageSize 400 g. */
  packageSize: z.object({ amount: z.number(), unit: z.enum(['g', 'ml']) }).nullable(),
  category: groceryCategorySchema,
  checked: z.boolean(),
  /** A staple most kitchens have (salt, oil): shown apart as "probably at home". */
  pantry: z.boolean(),
  note: z.string().nullable(),
  /** Meals this item comes from (empty for items added by hand). */
  sources: z.array(groceryItemSourceSchema),
  position: z.number().int(),
  /** Increases with every change; send it back with an edit (optimistic concurrency). */
  version: z.number().int().positive(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type GroceryItem = z.infer<typeof groceryItemSchema>;

const itemName = z
  .string()
  .trim()
  .min(1, 'Please enter a name.')
  .max(GROCERY_ITEM_NAME_MAX, `At most ${GROCERY_ITEM_NAME_MAX} characters.`);
const itemQuantity = z
  .number()
  .positive('Must be more than 0.')
  .max(GROCERY_ITEM_QUANTITY_MAX, `At most ${GROCERY_ITEM_QUANTITY_MAX}.`)
  .nullable();
const itemUnit = z.string().trim().max(GROCERY_ITEM_UNIT_MAX, `At most ${GROCERY_ITEM_UNIT_MAX} characters.`).nullable();
const itemNote = z.string().trim().max(GROCERY_ITEM_NOTE_MAX, `At most ${GROCERY_ITEM_NOTE_MAX} characters.`).nullable();

/** Add an item. Without `category` the server recognises the name in the catalog (en/ru/be) or uses 'other'. */
export const createGroceryItemBody = z.object({
  name: itemName,
  quantity: itemQuantity.optional(),
  unit: itemUnit.optional(),
  category: groceryCategorySchema.optional(),
  note: itemNote.optional(),
  checked: z.boolean().optional(),
});
export type CreateGroceryItemBody = z.infer<typeof createGroceryItemBody>;

/**
 * Change an item: set-based (`checked: true`, never "toggle"), only the fields given change. `version` is the
 * item's version the change was made against; when someone else changed the item since, the answer is 409
 * `conflict` with the current item in `error.details.item` (refetch/rebase and reapply). A change that asks
 * for what the item already is succeeds whatever the version (setting `checked: true` twice is harmless).
 */
export const updateGroceryItemBody = z
  .object({
    version: z.number().int().positive(),
    name: itemName.optional(),
    quantity: itemQuantity.optional(),
    unit: itemUnit.optional(),
    category: groceryCategorySchema.optional(),
    note: itemNote.optional(),
    checked: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change.' });
export type UpdateGroceryItemBody = z.infer<typeof updateGroceryItemBody>;

/** Answer to an item change: the item as stored and the list's version after the change. */
export const groceryItemMutationSchema = z.object({ item: groceryItemSchema, listVersion: z.number().int() });
export type GroceryItemMutation = z.infer<typeof groceryItemMutationSchema>;

/** `error.details` of a 409 on an item: the item as it is now. */
export const groceryItemConflictDetailsSchema = z.object({ item: groceryItemSchema });

export const clearCheckedResultSchema = z.object({
  removedItemIds: z.array(z.uuid()),
  listVersion: z.number().int(),
});
export type ClearCheckedResult = z.infer<typeof clearCheckedResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Lists

export const sharePermissionSchema = z.enum(['view', 'check']);
export type SharePermission = z.infer<typeof sharePermissionSchema>;

const groupOf = <T extends z.ZodType>(item: T) =>
  z.object({ category: groceryCategorySchema, items: z.array(item) });

export const groceryGroupSchema = groupOf(groceryItemSchema);
export type GroceryGroup = z.infer<typeof groceryGroupSchema>;

export const groceryListSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The title made from the list's week ("Groceries Mar 17 – 23") in every language; null once someone named it. */
  titles: localizedTextSchema.nullable(),
  weekStart: isoDate.nullable(),
  weekEnd: isoDate.nullable(),
  /** The plan this list was made from (null when made from scratch or the plan was deleted). */
  mealPlanId: z.uuid().nullable(),
  /** 'owner' for your own lists, 'member' for lists shared with you. */
  role: z.enum(['owner', 'member']),
  /** Who owns it (for "Shared with me"); no e-mail. */
  ownerName: z.string(),
  itemCount: z.number().int(),
  checkedCount: z.number().int(),
  /** True when a share link is on or anyone else has access (members or pending invitations). */
  shared: z.boolean(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type GroceryListSummary = z.infer<typeof groceryListSummarySchema>;

export const groceryListIndexSchema = z.object({
  owned: z.array(groceryListSummarySchema),
  shared: z.array(groceryListSummarySchema),
});
export type GroceryListIndex = z.infer<typeof groceryListIndexSchema>;

export const shareLinkStateSchema = z.object({
  enabled: z.boolean(),
  permission: sharePermissionSchema.nullable(),
});
export type ShareLinkState = z.infer<typeof shareLinkStateSchema>;

/** One list with its items: `groups` holds every category in store order (empty ones too), pantry items apart. */
export const groceryListSchema = groceryListSummarySchema.extend({
  groups: z.array(groceryGroupSchema),
  /** Pantry staples, grouped the same way: "probably at home". */
  probablyAtHome: z.array(groceryItemSchema),
  /** The share link's state (the token itself is only ever shown once, when created). */
  shareLink: shareLinkStateSchema,
});
export type GroceryList = z.infer<typeof groceryListSchema>;

export const createGroceryListBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a title.')
      .max(GROCERY_LIST_TITLE_MAX, `At most ${GROCERY_LIST_TITLE_MAX} characters.`),
    weekStart: isoDate.nullable().optional(),
    weekEnd: isoDate.nullable().optional(),
  })
  .refine((b) => !b.weekStart || !b.weekEnd || b.weekStart <= b.weekEnd, {
    message: 'The week cannot end before it starts.',
    path: ['weekEnd'],
  });
export type CreateGroceryListBody = z.infer<typeof createGroceryListBody>;

export const updateGroceryListBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a title.')
      .max(GROCERY_LIST_TITLE_MAX, `At most ${GROCERY_LIST_TITLE_MAX} characters.`)
      .optional(),
    weekStart: isoDate.nullable().optional(),
    weekEnd: isoDate.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change.' })
  .refine((b) => !b.weekStart || !b.weekEnd || b.weekStart <= b.weekEnd, {
    message: 'The week cannot end before it starts.',
    path: ['weekEnd'],
  });
export type UpdateGroceryListBody = z.infer<typeof updateGroceryListBody>;

/** `POST /api/meal-plans/:id/grocery-list`: 201 with reused false ("Grocery list created"), 200 with reused true. */
export const groceryListFromPlanResultSchema = z.object({ list: groceryListSchema, reused: z.boolean() });
export type GroceryListFromPlanResult = z.infer<typeof groceryListFromPlanResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Share link

export const shareLinkBody = z.object({ permission: sharePermissionSchema });
export type ShareLinkBody = z.infer<typeof shareLinkBody>;

/** Returned once, when the link is created or replaced: keep `shareId` to show the link; it is not stored. */
export const shareLinkCreatedSchema = z.object({
  shareId: z.string(),
  /** `${PUBLIC_URL}/list/${shareId}` */
  url: z.string(),
  permission: sharePermissionSchema,
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Members and invitations

export const createInvitationBody = z.object({
  email: z
    .string({ message: 'Please enter an email address.' })
    .trim()
    .min(1, 'Please enter an email address.')
    .pipe(z.email('Please enter a valid email address.').max(254, 'Please enter a valid email address.')),
  /** Language of the e-mail; the request's Accept-Language otherwise. */
  lang: z.enum(['en', 'ru', 'be']).optional(),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
});
export type Invitation = z.infer<typeof invitationSchema>;

export const listPersonSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
});

export const listMembersSchema = z.object({
  owner: listPersonSchema,
  members: z.array(listPersonSchema.extend({ joinedAt: isoDateTime })),
  /** Pending invitations (only the owner sees them; empty for members). */
  invitations: z.array(invitationSchema),
  shareLink: shareLinkStateSchema,
});
export type ListMembers = z.infer<typeof listMembersSchema>;

/** What the invitation page shows before accepting. */
export const invitationPreviewSchema = z.object({
  listTitle: z.string(),
  invitedBy: z.string(),
  /** The address the invitation was sent to: accepting needs that account. */
  email: z.string(),
  expiresAt: isoDateTime,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationResultSchema = z.object({ list: groceryListSummarySchema });
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Public shared list (`/list/{shareId}`): no owner e-mail, no meal plan, no sources.

export const sharedGroceryItemSchema = groceryItemSchema.omit({ listId: true, sources: true, createdAt: true });
export type SharedGroceryItem = z.infer<typeof sharedGroceryItemSchema>;

export const sharedGroceryListSchema = z.object({
  title: z.string(),
  /** The title made from the list's week ("Groceries Mar 17 – 23") in every language; null once someone named it. */
  titles: localizedTextSchema.nullable(),
  weekStart: isoDate.nullable(),
  weekEnd: isoDate.nullable(),
  /** 'check' lets the visitor tick items off; 'view' is read-only. */
  permission: sharePermissionSchema,
  version: z.number().int(),
  itemCount: z.number().int(),
  checkedCount: z.number().int(),
  groups: z.array(groupOf(sharedGroceryItemSchema)),
  probablyAtHome: z.array(sharedGroceryItemSchema),
});
export type SharedGroceryList = z.infer<typeof sharedGroceryListSchema>;

export const sharedItemCheckBody = z.object({
  checked: z.boolean(),
  /** Optional: when given, a stale version answers 409 like the signed-in route. */
  version: z.number().int().positive().optional(),
});
export type SharedItemCheckBody = z.infer<typeof sharedItemCheckBody>;

export const sharedItemMutationSchema = z.object({ item: sharedGroceryItemSchema });

// ---------------------------------------------------------------------------------------------------------------
// Live updates (Server-Sent Events)

/**
 * Events of `GET /api/grocery-lists/:id/events` and `GET /api/shared/:shareId/events`. The SSE `event:` field is
 * `type`, `data:` is this JSON, `id:` is the list's `version` after the change. A (re)connecting client sends
 * `Last-Event-ID`; when it is behind (or absent) the first event is a `snapshot`. Heartbeat comments (`: ping`)
 * come every 25 s. `access_revoked` and `list_deleted` end the stream (link revoked or replaced, membership
 * removed). On the shared stream, items are `sharedGroceryItemSchema`, the snapshot is `sharedGroceryListSchema`
 * and `members_updated` is not sent (so its ids may skip a version; that is fine).
 */
export const groceryListEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), version: z.number().int(), list: z.unknown() }),
  z.object({ type: z.literal('item_added'), version: z.number().int(), item: z.unknown() }),
  z.object({ type: z.literal('item_updated'), version: z.number().int(), item: z.unknown() }),
  z.object({ type: z.literal('item_removed'), version: z.number().int(), itemId: z.uuid() }),
  z.object({ type: z.literal('items_cleared'), version: z.number().int(), itemIds: z.array(z.uuid()) }),
  z.object({
    type: z.literal('list_updated'),
    version: z.number().int(),
    title: z.string(),
    titles: localizedTextSchema.nullable(),
    weekStart: isoDate.nullable(),
    weekEnd: isoDate.nullable(),
  }),
  z.object({ type: z.literal('list_deleted'), version: z.number().int() }),
  /** The share link was created, replaced, changed or revoked. */
  z.object({
    type: z.literal('share_updated'),
    version: z.number().int(),
    enabled: z.boolean(),
    permission: sharePermissionSchema.nullable(),
  }),
  /** Someone joined or was removed, or an invitation was sent or withdrawn (refetch members if shown). */
  z.object({ type: z.literal('members_updated'), version: z.number().int() }),
  z.object({ type: z.literal('access_revoked'), version: z.number().int() }),
]);
export type GroceryListEvent = z.infer<typeof groceryListEventSchema>;
export type GroceryListEventType = GroceryListEvent['type'];

// ---------------------------------------------------------------------------------------------------------------
// Ordering, shared by the server and the web app (so a live update lands where a refetch would put it)

const CATEGORY_RANK = new Map<GroceryCategory, number>(GROCERY_CATEGORIES.map((c, i) => [c, i]));

type Sortable = Pick<GroceryItem, 'category' | 'checked' | 'position' | 'name' | 'id'>;

/**
 * Store order: category in GROCERY_CATEGORIES order, unchecked before checked ("checked sink"), then position,
 * then name.
 *
 * @example items.sort(compareGroceryItems)
 */
export function compareGroceryItems(a: Sortable, b: Sortable): number {
  return (
    (CATEGORY_RANK.get(a.category) ?? 99) - (CATEGORY_RANK.get(b.category) ?? 99) ||
    Number(a.checked) - Number(b.checked) ||
    a.position - b.position ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Splits items into the 8 category groups in store order (every category present, possibly empty) and the
 * pantry staples ("probably at home"), each sorted by `compareGroceryItems`.
 *
 * @example groupGroceryItems(list.items).groups[0].category // 'produce'
 */
export function groupGroceryItems<T extends Sortable & { pantry: boolean }>(
  items: readonly T[],
): { groups: { category: GroceryCategory; items: T[] }[]; probablyAtHome: T[] } {
  const sorted = [...items].sort(compareGroceryItems);
  return {
    groups: GROCERY_CATEGORIES.map((category) => ({
      category,
      items: sorted.filter((i) => !i.pantry && i.category === category),
    })),
    probablyAtHome: sorted.filter((i) => i.pantry),
  };
}

/** One line of a plan's grocery preview: exactly what its list's item will say ("2 cans (400 g)", "1.2 kg"). */
export const groceryPreviewItemSchema = z.object({
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  packageSize: z.object({ amount: z.number(), unit: z.enum(['g', 'ml']) }).nullable(),
  category: z.string(),
  pantry: z.boolean(),
});
export type GroceryPreviewItem = z.infer<typeof groceryPreviewItemSchema>;

/** `GET /api/meal-plans/:id/grocery-preview`: what the plan's grocery list will hold, without making it. */
export const groceryPreviewSchema = z.object({ items: z.array(groceryPreviewItemSchema) });
