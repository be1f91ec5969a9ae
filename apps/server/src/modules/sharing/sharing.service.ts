/**
 * Sharing a grocery list (docs/architecture.md#sharing-and-live-updates):
 * - a share link (`/list/{shareId}`): 256-bit token, only its hash stored, permission `view` or `check`;
 *   creating it again replaces (rotates) it; revoking it makes the old link answer 404 like an unknown one;
 * - e-mail invitations: a single-use link valid for 7 days, bound to the invited address; accepting makes that
 *   account a member, who may add, change, check and remove items. Only the owner shares, invites and removes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@mealplanr/contracts/enums';
import {
  INVITATION_TTL_DAYS,
  type AcceptInvitationResult,
  type GroceryItem,
  type Invitation,
  type InvitationPreview,
  type ListMembers,
  type SharedGroceryItem,
  type SharedGroceryList,
  type SharedItemCheckBody,
  type SharePermission,
  type ShareLinkCreated,
  type ShareLinkState,
} from '@mealplanr/contracts/grocery-lists';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { findListByShareHash, findSummary, bumpListVersion, lockList } from '../grocery-lists/grocery-lists.repository';
import { type Answer, type GroceryListService, publicItem } from '../grocery-lists/grocery-lists.service';
import type { IdempotencyRequest } from '../../lib/idempotency';
import { listTopic, publishListChange, type ListChange } from '../grocery-lists/list-changes';
import type { LiveEvent, LiveSource, Presented } from '../grocery-lists/live-updates';
import type { MailOutbox } from '../mail/mail-outbox';
import type { MailQueue, QueuedMail } from '../mail/secret-mail';
import { hashToken, newToken, TOKEN_PATTERN } from './share-token';
import {
  countPendingInvitations,
  deleteInvitation,
  deleteInvitationById,
  deleteMember,
  deletePendingInvitationsFor,
  findInvitationByHash,
  findMemberByEmail,
  findMembers,
  findPendingInvitations,
  findUser,
  insertInvitation,
  isMember,
  lockInvitation,
  markAccepted,
  type MemberRow,
} from './sharing.repository';

/** One message for unknown, revoked and forbidden alike: a link reveals nothing about why it does not work. */
export const SHARED_NOT_FOUND = 'This shared list does not exist or is no longer shared.';
export const MAX_PENDING_INVITATIONS = 50;

const INVITATION_NOT_FOUND = new AppError(
  404,
  'invitation_not_found',
  'This invitation link is not valid: it may have been withdrawn or already used.',
);

export interface SharingDeps {
  db: Database;
  lists: GroceryListService;
  outbox: MailOutbox;
  /** Queues the invitation e-mail; the link is made when it is sent (the outbox never holds a usable link). */
  mail: MailQueue;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * A change to an item as link holders see it, made once per change (the bus hands every view the same object), so
 * its event frame is also written once for all of a list's open links (live-updates.ts).
 */
const publicChanges = new WeakMap<ListChange, LiveEvent>();
function publicChange(change: Extract<ListChange, { item: unknown }>): LiveEvent {
  let event = publicChanges.get(change);
  if (event === undefined) {
    event = { ...change, item: publicItem(change.item) };
    publicChanges.set(change, event);
  }
  return event;
}

export class SharingService {
  constructor(private readonly deps: SharingDeps) {}

  private get db() {
    return this.deps.db;
  }

  private shareUrl(token: string): string {
    return `${this.deps.config.publicUrl}/list/${token}`;
  }

  // --- share link ----------------------------------------------------------------------------------------------

  /**
   * Creates the share link, or replaces the existing one (the old link stops working at once). Not idempotent
   * by key on purpose: the answer holds the token, which must not be stored; a retry simply rotates again.
   */
  async createLink(userId: string, listId: string, permission: SharePermission): Promise<ShareLinkCreated> {
    const token = newToken();
    await this.deps.lists.mutate(undefined, async (tx, publish) => {
      await this.deps.lists.requireAccess(tx, listId, userId, true, 'Only the owner of the list can share it.');
      await lockList(tx, listId);
      const list = await bumpListVersion(tx, listId, { shareTokenHash: hashToken(token), sharePermission: permission });
      publishListChange(publish, listId, { type: 'share_updated', version: list.version, enabled: true, permission });
      return { statusCode: 201, body: null };
    });
    return { shareId: token, url: this.shareUrl(token), permission };
  }

  updateLink(
    userId: string,
    listId: string,
    permission: SharePermission,
    idem?: IdempotencyRequest,
  ): Promise<Answer<ShareLinkState>> {
    return this.deps.lists.mutate(idem, async (tx, publish) => {
      await this.deps.lists.requireAccess(tx, listId, userId, true, 'Only the owner of the list can change sharing.');
      const current = await lockList(tx, listId);
      if (!current?.shareTokenHash) throw new AppError(404, 'no_share_link', 'This list has no share link.');
      if (current.sharePermission !== permission) {
        const list = await bumpListVersion(tx, listId, { sharePermission: permission });
        publishListChange(publish, listId, { type: 'share_updated', version: list.version, enabled: true, permission });
      }
      return { statusCode: 200, body: { enabled: true, permission } };
    });
  }

  revokeLink(userId: string, listId: string, idem?: IdempotencyRequest): Promise<Answer<null>> {
    return this.deps.lists.mutate(idem, async (tx, publish) => {
      await this.deps.lists.requireAccess(tx, listId, userId, true, 'Only the owner of the list can stop sharing.');
      const current = await lockList(tx, listId);
      if (current?.shareTokenHash) {
        const list = await bumpListVersion(tx, listId, { shareTokenHash: null, sharePermission: null });
        publishListChange(publish, listId, { type: 'share_updated', version: list.version, enabled: false, permission: null });
      }
      return { statusCode: 204, body: null };
    });
  }

  // --- the public view -----------------------------------------------------------------------------------------

  /** The hash of a share token that could be one of ours; 404 for anything else. */
  shareHashOf(token: string): string {
    if (!TOKEN_PATTERN.test(token)) throw notFound(SHARED_NOT_FOUND);
    return hashToken(token);
  }

  async sharedList(tokenHash: string): Promise<SharedGroceryList> {
    return this.db.transaction(
      async (tx) => {
        const list = await findListByShareHash(tx, tokenHash);
        if (!list) throw notFound(SHARED_NOT_FOUND);
        return this.deps.lists.sharedView(tx, list);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * What an open view of a shared list follows: 404 now for an unknown or revoked link; while watching, public
   * items only, and `access_revoked` once the link is revoked or replaced.
   */
  async sharedLiveSource(tokenHash: string): Promise<LiveSource> {
    const target = await findListByShareHash(this.db, tokenHash);
    if (!target) throw notFound(SHARED_NOT_FOUND);
    const listId = target.id;
    const stillShared = async () => {
      const list = await findListByShareHash(this.db, tokenHash);
      return list?.id === listId ? list : undefined;
    };
    return {
      topic: listTopic(listId),
      version: async () => (await stillShared())?.version ?? null,
      snapshot: () =>
        this.db.transaction(
          async (tx) => {
            const list = await findListByShareHash(tx, tokenHash);
            if (list?.id !== listId) return null;
            const view = await this.deps.lists.sharedView(tx, list);
            return { version: view.version, list: view };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ),
      present: (change) => {
        switch (change.type) {
          case 'list_deleted':
            return { kind: 'end', event: change };
          case 'members_updated':
            return { kind: 'skip' };
          case 'share_updated':
            return stillShared().then(
              (list): Presented =>
                list
                  ? { kind: 'send', event: { ...change, enabled: true, permission: list.sharePermission } }
                  : { kind: 'end', event: { type: 'access_revoked', version: change.version } },
            );
          case 'item_added':
          case 'item_updated':
            return { kind: 'send', event: publicChange(change) };
          default:
            return { kind: 'send', event: change };
        }
      },
    };
  }

  /** Checks or unchecks an item through a link with 'check' permission; a 'view' link gets the same 404. */
  async checkSharedItem(
    tokenHash: string,
    itemId: string,
    body: SharedItemCheckBody,
    idem?: IdempotencyRequest,
  ): Promise<Answer<{ item: SharedGroceryItem }>> {
    const target = await findListByShareHash(this.db, tokenHash);
    if (!target || target.sharePermission !== 'check') throw notFound(SHARED_NOT_FOUND);
    return this.deps.lists.mutate(idem && { ...idem, listId: target.id }, async (tx, publish) => {
      const list = await findListByShareHash(tx, tokenHash);
      if (!list || list.id !== target.id || list.sharePermission !== 'check') throw notFound(SHARED_NOT_FOUND);
      try {
        const { item } = await this.deps.lists.changeItem(tx, publish, list.id, itemId, {
          checked: body.checked,
          version: body.version,
        });
        return { statusCode: 200, body: { item: publicItem(item) } };
      } catch (error) {
        // A conflict carries the item as it is now: only its public part goes to a link holder.
        if (error instanceof AppError && error.code === 'conflict' && isItemDetails(error.details)) {
          throw new AppError(error.statusCode, error.code, error.message, { item: publicItem(error.details.item) });
        }
        throw error;
      }
    });
  }

  // --- members and invitations ---------------------------------------------------------------------------------

  async members(userId: string, listId: string): Promise<ListMembers> {
    const { list, role } = await this.deps.lists.requireAccess(this.db, listId, userId);
    const owner = await findUser(this.db, list.userId);
    if (!owner) throw notFound();
    const members = await findMembers(this.db, listId);
    const invitations = role === 'owner' ? (await findPendingInvitations(this.db, listId)).map(toInvitation) : [];
    return {
      owner: { userId: owner.userId, username: owner.username, displayName: owner.displayName, email: owner.email },
      members: members.map((m) => ({
        userId: m.userId,
        username: m.username,
        displayName: m.displayName,
        email: m.email,
        joinedAt: (m.joinedAt ?? new Date(0)).toISOString(),
      })),
      invitations,
      shareLink: { enabled: list.shareTokenHash !== null, permission: list.sharePermission },
    };
  }

  /** The owner removes anyone; a member may remove themselves (leave the list). */
  removeMember(actorId: string, listId: string, memberId: string, idem?: IdempotencyRequest): Promise<Answer<null>> {
    return this.deps.lists.mutate(idem, async (tx, publish) => {
      const { role } = await this.deps.lists.requireAccess(tx, listId, actorId);
      if (role !== 'owner' && memberId !== actorId) throw forbidden('Only the owner of the list can remove people.');
      await lockList(tx, listId);
      if (!(await deleteMember(tx, listId, memberId))) throw notFound('This person is not a member of the list.');
      const list = await bumpListVersion(tx, listId);
      publishListChange(publish, listId, { type: 'members_updated', version: list.version });
      return { statusCode: 204, body: null };
    });
  }

  async invite(
    owner: { id: string; email: string },
    listId: string,
    email: string,
    lang: Language,
    idem?: IdempotencyRequest,
  ): Promise<Answer<Invitation>> {
    const address = email.trim().toLowerCase();
    let queued: QueuedMail | undefined;
    const answer = await this.deps.lists.mutate(idem, async (tx, publish) => {
      const { list } = await this.deps.lists.requireAccess(tx, listId, owner.id, true, 'Only the owner of the list can invite people.');
      await lockList(tx, listId);
      if (address === owner.email.toLowerCase()) {
        throw new AppError(400, 'cannot_invite_yourself', 'This is your own address: you already have the list.');
      }
      if (await findMemberByEmail(tx, listId, address)) {
        throw new AppError(409, 'already_member', 'This person already has access to the list.');
      }
      await deletePendingInvitationsFor(tx, listId, address); // inviting again replaces the earlier link
      if ((await countPendingInvitations(tx, listId)) >= MAX_PENDING_INVITATIONS) {
        throw new AppError(409, 'too_many_invitations', `A list can have at most ${MAX_PENDING_INVITATIONS} open invitations.`);
      }
      const token = newToken();
      const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
      const invitation = await insertInvitation(tx, {
        listId,
        email: address,
        tokenHash: hashToken(token),
        invitedBy: owner.id,
        expiresAt,
      });
      const inviter = await findUser(tx, owner.id);
      queued = await this.deps.mail.add(tx, {
        kind: 'invitation',
        to: address,
        token,
        lang,
        inviterName: inviter?.name ?? owner.email,
        listTitle: list.title,
        expiresAt,
        invitationId: invitation.id,
      });
      const bumped = await bumpListVersion(tx, listId);
      publishListChange(publish, listId, { type: 'members_updated', version: bumped.version });
      return { statusCode: 201, body: toInvitation(invitation) };
    });
    // Sent now; without SMTP_URL the link is logged at debug level only, for a self-hoster to pass on (README).
    if (!answer.replayed) queued?.announce();
    return answer;
  }

  revokeInvitation(userId: string, listId: string, invitationId: string, idem?: IdempotencyRequest): Promise<Answer<null>> {
    return this.deps.lists.mutate(idem, async (tx, publish) => {
      await this.deps.lists.requireAccess(tx, listId, userId, true, 'Only the owner of the list can withdraw invitations.');
      await lockList(tx, listId);
      if (!(await deleteInvitation(tx, listId, invitationId))) throw notFound('There is no such invitation.');
      const list = await bumpListVersion(tx, listId);
      publishListChange(publish, listId, { type: 'members_updated', version: list.version });
      return { statusCode: 204, body: null };
    });
  }

  async previewInvitation(token: string): Promise<InvitationPreview> {
    if (!TOKEN_PATTERN.test(token)) throw INVITATION_NOT_FOUND;
    const found = await findInvitationByHash(this.db, hashToken(token));
    if (!found || found.invitation.acceptedAt) throw INVITATION_NOT_FOUND;
    if (found.invitation.expiresAt.getTime() <= Date.now()) throw invitationExpired();
    return {
      listTitle: found.listTitle,
      invitedBy: found.invitedBy,
      email: found.invitation.email,
      expiresAt: found.invitation.expiresAt.toISOString(),
    };
  }

  /** Accepting needs the account of the invited address; accepting twice (a retry) answers the same. */
  async accept(user: { id: string; email: string }, token: string): Promise<AcceptInvitationResult> {
    if (!TOKEN_PATTERN.test(token)) throw INVITATION_NOT_FOUND;
    const tokenHash = hashToken(token);
    return this.deps.lists
      .mutate(undefined, async (tx, publish) => {
        const found = await findInvitationByHash(tx, tokenHash);
        if (!found) throw INVITATION_NOT_FOUND;
        const invitation = await lockInvitation(tx, found.invitation.id);
        if (!invitation) throw INVITATION_NOT_FOUND;
        const listId = invitation.listId;
        if (invitation.acceptedAt) {
          if (invitation.userId !== user.id) throw INVITATION_NOT_FOUND;
          return { statusCode: 200, body: await this.summaryFor(tx, listId, 'member') };
        }
        if (invitation.expiresAt.getTime() <= Date.now()) throw invitationExpired();
        if (user.email.toLowerCase() !== invitation.email) {
          throw new AppError(
            403,
            'invitation_wrong_account',
            `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
          );
        }
        if (found.ownerId === user.id) {
          await deleteInvitationById(tx, invitation.id);
          return { statusCode: 200, body: await this.summaryFor(tx, listId, 'owner') };
        }
        await lockList(tx, listId);
        if (await isMember(tx, listId, user.id)) {
          await deleteInvitationById(tx, invitation.id); // already in through another invitation
        } else {
          await markAccepted(tx, invitation.id, user.id);
        }
        const list = await bumpListVersion(tx, listId);
        publishListChange(publish, listId, { type: 'members_updated', version: list.version });
        return { statusCode: 200, body: await this.summaryFor(tx, listId, 'member') };
      })
      .then((answer) => answer.body);
  }

  private async summaryFor(db: Database, listId: string, role: 'owner' | 'member'): Promise<AcceptInvitationResult> {
    const found = await findSummary(db, listId, role);
    if (!found) throw INVITATION_NOT_FOUND;
    return { list: found.summary };
  }
}

const invitationExpired = () =>
  new AppError(410, 'invitation_expired', 'This invitation has expired. Ask the owner of the list to invite you again.');

function toInvitation(row: MemberRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function isItemDetails(details: unknown): details is { item: GroceryItem } {
  return typeof details === 'object' && details !== null && 'item' in details;
}
