import { useTranslation } from '../../../lib/use-translation.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { InviteForm } from './invite-form.tsx';
import { PeopleWithAccess } from './people-with-access.tsx';
import { ShareLinkSection } from './share-link-section.tsx';
import { listTitle } from '../../../lib/in-language.ts';
import type { ListDialogProps } from './list-dialog-props.ts';

/** The owner's share dialog: the public link, e-mail invitations, and who has access. */
export function ShareDialog({ list, open, onOpenChange }: ListDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-6 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('grocery.share.title', { title: listTitle(list, i18n.resolvedLanguage ?? 'en') })}</DialogTitle>
          <DialogDescription>{t('grocery.share.description')}</DialogDescription>
        </DialogHeader>
        <ShareLinkSection list={list} />
        <div className="h-px bg-border" aria-hidden="true" />
        <InviteForm listId={list.id} />
        <div className="h-px bg-border" aria-hidden="true" />
        <PeopleWithAccess listId={list.id} enabled={open} />
      </DialogContent>
    </Dialog>
  );
}
