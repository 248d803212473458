import { type Branding, contrastRatio, MIN_TEXT_CONTRAST } from '@club/shared/branding';
import type { StaffClubSettings } from '@club/shared/club';
import { mediaContract } from '@club/shared/contracts/media';
import { MAX_MEDIA_BYTES, MEDIA_MIME_TYPES } from '@club/shared/media';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ClubLogo } from '../../components/club-logo';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { exportBranding, importBranding, readLogoFile } from '../../features/branding/branding-file';
import { ColorField } from '../../features/branding/color-field';
import { callApi } from '../../lib/api';
import { actionErrorText } from '../floor/floor-form';
import { handleStaffAuthError, useStaffMe } from '../staff-session';
import { useSaveClubSettings } from './settings-queries';

const COLORS = [
  ['primaryColor', 'Primary colour', 'Buttons, step numbers and the company name.'],
  ['secondaryColor', 'Secondary colour', 'The outline of each step.'],
  ['backgroundColor', 'Background colour', 'The page behind everything.'],
  ['textColor', 'Text colour', 'Messages and the player’s name, on the background.'],
] as const;

/** The bytes a base64 data URL holds. */
const dataUrlBytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
};
const mimeOf = (dataUrl: string) => dataUrl.slice(5, dataUrl.indexOf(';'));

/**
 * The club's branding (decision 090): the spec's fields for the players' thank-you page and the sign-in
 * page's logo and colour, edited by a super admin, previewed, saved as one change (audited, pushed to
 * every player's open page). Export writes the branding as the spec's JSON; import reads such a file,
 * checks it as the server will, and shows it here to be saved.
 */
export function BrandingSection({ settings, canEdit }: { settings: StaffClubSettings; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const save = useSaveClubSettings();
  const staffName = useStaffMe().data?.name ?? 'Staff';
  const [draft, setDraft] = useState<Partial<Branding>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);
  const importId = useId();

  const branding: Branding = { ...settings.branding, ...draft };
  const changed = Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => value !== settings.branding[key as keyof Branding]),
  ) as Partial<Branding>;
  const isDirty = Object.keys(changed).length > 0;
  const ratio = contrastRatio(branding.textColor, branding.backgroundColor);
  const isReadable = ratio >= MIN_TEXT_CONTRAST;

  const edit = (next: Partial<Branding>) => {
    setNotice(null);
    setProblem(null);
    save.reset();
    setDraft((current) => ({ ...current, ...next }));
  };

  /** Stores an image through the staff media route (checked by its bytes, decision 014): the logo is its path. */
  const uploadLogo = async (fileName: string, dataUrl: string) => {
    const mimeType = mimeOf(dataUrl);
    if (!(MEDIA_MIME_TYPES as readonly string[]).includes(mimeType)) {
      setProblem('The logo must be a JPG or PNG image.');
      return false;
    }
    if (dataUrlBytes(dataUrl) > MAX_MEDIA_BYTES) {
      setProblem('The logo is larger than 5 MB.');
      return false;
    }
    setIsUploading(true);
    try {
      const stored = await callApi(mediaContract.postStaffMedia, {
        body: { fileName, fileData: dataUrl, fileSize: dataUrlBytes(dataUrl), mimeType },
      });
      setDraft((current) => ({ ...current, logoUrl: stored.url }));
      return true;
    } catch (error) {
      handleStaffAuthError(queryClient, error);
      setProblem(`The logo was not stored: ${actionErrorText(error)}`);
      return false;
    } finally {
      setIsUploading(false);
    }
  };

  const pickLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setProblem(null);
    const dataUrl = await readLogoFile(file);
    if (!dataUrl) {
      setProblem('Please choose an image file for the logo (JPG or PNG).');
      return;
    }
    await uploadLogo(file.name, dataUrl);
  };

  const pickImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setProblem(null);
    save.reset();
    const imported = await importBranding(file);
    if (!imported.ok) {
      setProblem(`Not imported: ${imported.message}`);
      return;
    }
    setDraft(imported.branding);
    if (imported.logoDataUrl && !(await uploadLogo('imported-logo', imported.logoDataUrl))) return;
    setNotice(`Imported ${file.name}. Check the preview, then save the branding to show it to players.`);
  };

  return (
    <form
      aria-labelledby="branding-title"
      className="grid max-w-4xl gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isDirty || !isReadable) return;
        save.mutate(
          { branding: changed },
          {
            onSuccess: () => {
              setDraft({});
              setNotice('Saved. Players’ open pages show the new branding now.');
            },
          },
        );
      }}
    >
      <div>
        <h2 id="branding-title" className="text-base font-bold text-white">
          Branding
        </h2>
        <p className="text-sm text-slate-300">
          The players’ thank-you page after KYC, and the logo and colour of the sign-in page: the same for every player.
          Export saves it as a JSON file; import reads such a file back here to be saved.
        </p>
        {canEdit ? null : <p className="mt-1 text-sm text-amber-200">Only a super admin changes these.</p>}
      </div>

      <fieldset disabled={!canEdit} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <legend className="sr-only">Branding fields</legend>
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5 sm:col-span-2">
            <span className="text-sm font-medium text-slate-200">Logo</span>
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={logoInput}
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label="Logo image file"
                tabIndex={-1}
                onChange={(event) => void pickLogo(event)}
              />
              <Button variant="secondary" disabled={isUploading} onClick={() => logoInput.current?.click()}>
                {isUploading ? 'Uploading…' : branding.logoUrl ? 'Upload another logo' : 'Upload logo'}
              </Button>
              {branding.logoUrl ? (
                <Button variant="ghost" onClick={() => edit({ logoUrl: null })}>
                  Remove logo
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-slate-400">
              JPG or PNG, 5 MB at most, checked like an identity document. Without one, the club’s mark shows.
            </p>
          </div>
          <FormField label="Company name" message="Up to 80 characters, above the thank-you message.">
            {(control) => (
              <Input
                {...control}
                maxLength={80}
                value={branding.companyName}
                onChange={(e) => edit({ companyName: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Thank-you message" message="The page’s heading, up to 120 characters.">
            {(control) => (
              <Input
                {...control}
                maxLength={120}
                value={branding.thankYouMessage}
                onChange={(e) => edit({ thankYouMessage: e.target.value })}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Sub-message" message="Under the heading, up to 300 characters.">
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={300}
                  value={branding.subMessage}
                  onChange={(e) => edit({ subMessage: e.target.value })}
                  className="w-full rounded-lg border border-slate-700 bg-slate-950/60 p-3 text-base text-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-400/60"
                />
              )}
            </FormField>
          </div>
          {COLORS.map(([key, label, hint]) => (
            <ColorField
              key={key}
              label={label}
              hint={hint}
              value={branding[key]}
              onChange={(v) => edit({ [key]: v })}
            />
          ))}
          <p
            className={`text-sm sm:col-span-2 ${isReadable ? 'text-slate-300' : 'text-red-300'}`}
            role={isReadable ? undefined : 'alert'}
          >
            Text on background: contrast {ratio.toFixed(2)}:1{' '}
            {isReadable
              ? `(readable: at least ${MIN_TEXT_CONTRAST}:1).`
              : `— too low, players need at least ${MIN_TEXT_CONTRAST}:1. Choose a lighter text or a darker background.`}
          </p>
        </div>
        <BrandingPreview branding={branding} />
      </fieldset>

      {problem ? (
        <Alert variant="destructive" title="Branding">
          {problem}
        </Alert>
      ) : null}
      {save.error ? (
        <Alert variant="destructive" title="Not saved">
          {actionErrorText(save.error)}
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" title="Branding">
          {notice}
        </Alert>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-800 pt-3">
        <Button
          variant="secondary"
          onClick={() =>
            exportBranding(settings.branding, { playerEmail: undefined, playerName: staffName }, 'club-branding.json')
          }
        >
          Export branding
        </Button>
        {canEdit ? (
          <>
            <Button asChild variant="secondary">
              <label
                htmlFor={importId}
                className="cursor-pointer focus-within:outline-2 focus-within:outline-emerald-400"
              >
                Import branding
                <input
                  id={importId}
                  type="file"
                  accept="application/json,.json"
                  className="sr-only"
                  onChange={(event) => void pickImport(event)}
                />
              </label>
            </Button>
            <Button
              variant="secondary"
              disabled={!isDirty || save.isPending}
              onClick={() => {
                setDraft({});
                setProblem(null);
                setNotice(null);
                save.reset();
              }}
            >
              Undo branding changes
            </Button>
            <Button type="submit" disabled={!isDirty || !isReadable || save.isPending || isUploading}>
              {save.isPending ? 'Saving…' : 'Save branding'}
            </Button>
          </>
        ) : null}
      </div>
    </form>
  );
}

/** The thank-you page in small, as players will see it. */
function BrandingPreview({ branding }: { branding: Branding }) {
  return (
    <figure
      className="grid content-start justify-items-center gap-2 self-start rounded-xl border border-slate-700 p-4 text-center"
      style={{ backgroundColor: branding.backgroundColor, color: branding.textColor }}
    >
      <figcaption className="sr-only">Preview of the players’ thank-you page</figcaption>
      {branding.logoUrl ? (
        <img src={branding.logoUrl} alt="Logo preview" className="size-12 rounded-lg object-contain" />
      ) : (
        <ClubLogo className="size-12" />
      )}
      <p className="text-xs font-semibold uppercase tracking-[0.2em]" style={{ color: branding.primaryColor }}>
        {branding.companyName}
      </p>
      <p className="text-lg font-bold">{branding.thankYouMessage}</p>
      <p className="text-xs opacity-85">{branding.subMessage}</p>
      <p
        className="w-full rounded-lg border px-2 py-1 text-left text-xs"
        style={{ borderColor: branding.secondaryColor }}
      >
        1 · KYC Submitted
      </p>
      <span
        className="mt-1 w-full rounded-lg py-2 text-sm font-semibold"
        style={{ backgroundColor: branding.primaryColor, color: branding.backgroundColor }}
      >
        Continue to Dashboard
      </span>
    </figure>
  );
}
