import { RECIPE_IMPORT_TEXT_MAX, RECIPE_IMPORT_URL_MAX } from '@mealplanr/contracts/recipe-import';
import { CircleAlertIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useImportRecipe } from '../api/import-recipe.ts';
import { importErrorText } from '../utils/import-error-text.ts';
import type { EditorHistoryState } from '../utils/imported-draft.ts';
import { NEW_RECIPE_PATH } from '../utils/paths.ts';
import { TextArea } from './text-area.tsx';

type Mode = 'url' | 'text';

/**
 * "Import a recipe": a web page's address or a recipe's text. While the server fetches and reads it a spinner
 * says so; the draft then opens in the editor, to be checked before it is saved. A failure is explained in
 * words that say what to do, and what was typed stays.
 */
export function ImportRecipeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>('url');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const importing = useImportRecipe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = mode === 'url' ? url.trim() : text.trim();
    if (!value) {
      setMissing(true);
      return;
    }
    setMissing(false);
    importing.mutate(mode === 'url' ? { kind: 'url', url: value } : { kind: 'text', text: value }, {
      onSuccess: (result) => {
        const state: EditorHistoryState = {
          imported: { ...result, from: mode === 'url' ? { kind: 'url', url: value } : { kind: 'text' } },
        };
        onOpenChange(false);
        navigate(NEW_RECIPE_PATH, { state });
      },
    });
  };

  const problem = missing
    ? mode === 'url'
      ? t('recipes.import.emptyUrl')
      : t('recipes.import.emptyText')
    : importing.isError
      ? (importErrorText(t, importing.error) ?? errorMessage(importing.error))
      : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A fetch under way belongs to this dialog: it stays until the answer.
        if (!importing.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg" data-testid="import-dialog">
        <DialogHeader>
          <DialogTitle>{t('recipes.import.title')}</DialogTitle>
          <DialogDescription>{t('recipes.import.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={importing.isPending || undefined}>
          <Tabs
            value={mode}
            onValueChange={(next) => {
              setMode(next as Mode);
              setMissing(false);
              importing.reset();
            }}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="url">{t('recipes.import.fromUrl')}</TabsTrigger>
              <TabsTrigger value="text">{t('recipes.import.fromText')}</TabsTrigger>
            </TabsList>
            <TabsContent value="url" className="flex flex-col gap-2 pt-3">
              <Label htmlFor="import-url">{t('recipes.import.url')}</Label>
              <Input
                id="import-url"
                type="url"
                inputMode="url"
                autoComplete="url"
                maxLength={RECIPE_IMPORT_URL_MAX}
                placeholder="https://"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                disabled={importing.isPending}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'import-problem' : undefined}
              />
            </TabsContent>
            <TabsContent value="text" className="flex flex-col gap-2 pt-3">
              <Label htmlFor="import-text">{t('recipes.import.text')}</Label>
              <TextArea
                id="import-text"
                rows={10}
                maxLength={RECIPE_IMPORT_TEXT_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
                disabled={importing.isPending}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`import-text-hint${problem ? ' import-problem' : ''}`}
              />
              <p id="import-text-hint" className="text-sm text-muted-foreground">
                {t('recipes.import.textHint')}
              </p>
            </TabsContent>
          </Tabs>

          {importing.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="import-fetching">
              <Spinner className="size-4" label={t('recipes.import.fetching')} />
              <span aria-hidden="true">{t('recipes.import.fetching')}</span>
            </p>
          ) : null}
          <div aria-live="assertive">
            {problem ? (
              <p
                id="import-problem"
                className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm"
                data-testid="import-error"
              >
                <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive dark:text-red-400" aria-hidden="true" />
                {problem}
              </p>
            ) : null}
          </div>

          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={importing.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={importing.isPending}>
              {t('recipes.import.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
