import { type ChangeEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { importBranding, readLogoFile } from './branding-file';
import { type Branding, DEFAULT_BRANDING } from './branding-settings';
import { ColorField } from './color-field';

interface BrandingDialogProps {
  branding: Branding;
  onSave: (branding: Branding) => void;
  onExport: () => void;
}

const COLORS = [
  ['primaryColor', 'Primary colour'],
  ['secondaryColor', 'Secondary colour'],
  ['backgroundColor', 'Background colour'],
  ['textColor', 'Text colour'],
] as const;

export function BrandingDialog({ branding, onSave, onExport }: BrandingDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(branding);
  const set = <K extends keyof Branding>(key: K, value: Branding[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const pickLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const dataUrl = await readLogoFile(file);
    if (dataUrl) set('logoUrl', dataUrl);
    else
      toast({
        title: 'Invalid file',
        description: 'Please choose an image file for the logo.',
        variant: 'destructive',
      });
  };

  const pickImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type !== 'application/json') {
      toast({ title: 'Invalid file', description: 'Please choose a JSON branding file.', variant: 'destructive' });
      return;
    }
    const imported = await importBranding(file);
    if (imported) setDraft(imported);
  };

  const save = () => {
    onSave(draft);
    setIsOpen(false);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) setDraft(branding);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Customize
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Customize the thank-you page</DialogTitle>
        <DialogDescription>
          Changes are kept in this browser. Export them to share with another device.
        </DialogDescription>
        <div className="mt-4 grid gap-4">
          <FormField label="Logo (image file)">
            {(control) => (
              <Input
                {...control}
                type="file"
                accept="image/*"
                onChange={(event) => void pickLogo(event)}
                className="pt-2 text-sm"
              />
            )}
          </FormField>
          <FormField label="Company name">
            {(control) => (
              <Input
                {...control}
                value={draft.companyName}
                onChange={(event) => set('companyName', event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Thank-you message">
            {(control) => (
              <Input
                {...control}
                value={draft.thankYouMessage}
                onChange={(event) => set('thankYouMessage', event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Sub-message">
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={draft.subMessage}
                onChange={(event) => set('subMessage', event.target.value)}
                className="w-full rounded-lg border border-slate-700 bg-slate-950/60 p-3 text-base text-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-400/60"
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-2">
            {COLORS.map(([key, label]) => (
              <ColorField key={key} label={label} value={draft[key]} onChange={(value) => set(key, value)} />
            ))}
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={onExport}>
              Export JSON
            </Button>
            <Button asChild variant="secondary">
              <label className="cursor-pointer">
                Import JSON
                <input
                  type="file"
                  accept="application/json"
                  className="sr-only"
                  onChange={(event) => void pickImport(event)}
                />
              </label>
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="ghost" onClick={() => setDraft(DEFAULT_BRANDING)}>
              Reset to defaults
            </Button>
            <Button onClick={save}>Save</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
