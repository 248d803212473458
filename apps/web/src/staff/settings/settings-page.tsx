import type { StaffClubSettings, StaffClubSettingsChange } from '@club/shared/club';
import type { GuestSeatingMode } from '@club/shared/guests';
import type { BoardNameDisplay } from '@club/shared/display';
import { formatRupees } from '@club/shared/money';
import { STAFF_PERMISSIONS, type StaffRole } from '@club/shared/staff';
import { type ReactNode, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { useStaffMe } from '../staff-session';
import { BrandingSection } from './branding-section';
import { useSaveClubSettings, useStaffClubSettings } from './settings-queries';

/** How guests on lists are seated (decision 131). */
const GUEST_SEATING_OPTIONS: Array<{ value: GuestSeatingMode; label: string; hint: string }> = [
  {
    value: 'account_first',
    label: 'A player account first (recommended)',
    hint: 'The guest signs up before sitting down: the bar list, KYC, the cage and the session all follow the account.',
  },
  {
    value: 'cash_guest',
    label: 'As a guest, buy-in in cash at the table',
    hint: 'The seat holds no money in the system: the buy-in is noted as paid in cash at the table.',
  },
];

/** The settings typed as whole numbers (the wait-list's and the summary's hour). */
type NumberField =
  | 'pageHoldMinutes'
  | 'pageExtensionMinutes'
  | 'missesBeforeRemoval'
  | 'remoteEntryExpiryMinutes'
  | 'guestRetentionDays'
  | 'handForHandSeconds'
  | 'dailySummaryHour';

/** The settings typed into a text box. */
type Field = {
  [K in keyof StaffClubSettingsChange]-?: NonNullable<StaffClubSettingsChange[K]> extends string ? K : never;
}[keyof StaffClubSettingsChange];

/** The TV board's two ways of naming waiting players (decision 062), initials first: the private default. */
const BOARD_NAME_OPTIONS: Array<{ value: BoardNameDisplay; label: string; hint: string }> = [
  {
    value: 'initials',
    label: 'Initials',
    hint: 'Ravi Sharma shows as “R. S.”. Nobody in the room learns a full name from the wall; players find themselves by their position.',
  },
  {
    value: 'nickname',
    label: 'Nicknames',
    hint: 'The nickname each player chose when signing up. Easier to spot, but anyone in the room can read it.',
  },
];

const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
})();

/**
 * /staff/settings (super admin; an admin sees every setting and changes the floor's, issue 19): the club's
 * settings, grouped and explained; a save reaches every open page.
 */
export function SettingsPage() {
  const settings = useStaffClubSettings();
  const role = useStaffMe().data?.role;
  const canEditAll = role ? (STAFF_PERMISSIONS.clubSettings as readonly StaffRole[]).includes(role) : false;
  if (!settings.data) {
    return (
      <p className="text-sm text-slate-300">
        {settings.isError ? 'Could not read the club settings.' : 'Loading the club settings…'}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <SettingsForm settings={settings.data} canEditAll={canEditAll} />
      <BrandingSection settings={settings.data} canEdit={canEditAll} />
    </div>
  );
}

function SettingsForm({ settings, canEditAll }: { settings: StaffClubSettings; canEditAll: boolean }) {
  // An admin changes the floor's settings only: every other group is shown, disabled (the server refuses them too).
  const superAdminOnly = !canEditAll;
  const save = useSaveClubSettings();
  // Only what this person changed: the rest shows the settings as they are now, live from other consoles.
  const [draft, setDraft] = useState<StaffClubSettingsChange>({});
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const value = (field: Field) => draft[field] ?? settings[field] ?? '';
  const requireVerification = draft.requireEmailVerification ?? settings.requireEmailVerification;
  const kycSecondReviewer = draft.kycSecondReviewer ?? settings.kycSecondReviewer;
  const boardNameDisplay = draft.boardNameDisplay ?? settings.boardNameDisplay;
  const guestSeating = draft.guestSeating ?? settings.guestSeating;
  const change = Object.fromEntries(
    Object.entries(draft).filter(
      // No welcome video is null in the settings and an empty box here.
      ([field, v]) =>
        (field === 'welcomeVideoUrl' && v === '' ? null : v) !== settings[field as keyof StaffClubSettings],
    ),
  ) as StaffClubSettingsChange;
  const isDirty = Object.keys(change).length > 0;

  const number = (field: NumberField, label: string, hint: string) => (
    <FormField label={label} message={hint}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          // No min/max: the browser would block the save with its own bubble; the server's sentence names the range.
          // An emptied box stays empty (NaN in the draft; the server then names the range).
          value={Number.isNaN(draft[field]) ? '' : String(draft[field] ?? settings[field])}
          onChange={(e) => {
            setSavedAt(null);
            setDraft({ ...draft, [field]: e.target.value === '' ? Number.NaN : Number(e.target.value) });
          }}
        />
      )}
    </FormField>
  );

  const text = (field: Field, label: string, hint: string, props: { type?: string; list?: string } = {}) => (
    <FormField label={label} message={hint}>
      {(control) => (
        <Input
          {...control}
          {...props}
          value={value(field)}
          onChange={(e) => {
            setSavedAt(null);
            setDraft({ ...draft, [field]: e.target.value });
          }}
        />
      )}
    </FormField>
  );

  return (
    <form
      aria-labelledby="settings-title"
      className="grid max-w-4xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isDirty) return;
        save.mutate(change, {
          onSuccess: (saved) => {
            setDraft({});
            setSavedAt(saved.updatedAt);
          },
        });
      }}
    >
      <div>
        <h1 id="settings-title" className="text-xl font-bold text-white">
          Club settings
        </h1>
        <p className="text-sm text-slate-300">
          Last changed {formatClubTime(settings.updatedAt, 'dateTime')}. A change is audited and reaches open consoles
          and players' pages at once.
        </p>
      </div>

      <Group
        disabled={superAdminOnly}
        title="The club"
        description="Shown to players on every page, the sign-in page included, and in e-mails."
      >
        {text('clubName', 'Club name', 'Up to 80 characters.')}
        {text('supportEmail', 'Support e-mail', 'Where players write for help.', { type: 'email' })}
        {text('supportPhone', 'Support phone', 'Digits, spaces, + - and brackets.', { type: 'tel' })}
      </Group>

      <Group disabled={superAdminOnly} title="Sign-in" description="How players get into their account.">
        <div className="flex items-start gap-3 sm:col-span-2">
          <Checkbox
            id="require-email-verification"
            className="size-11 rounded-lg [&_svg]:size-6"
            checked={requireVerification}
            onCheckedChange={(checked) => {
              setSavedAt(null);
              setDraft({ ...draft, requireEmailVerification: checked === true });
            }}
          />
          <div>
            <Label htmlFor="require-email-verification" className="flex min-h-11 cursor-pointer items-center">
              Players must verify their e-mail before signing in
            </Label>
            <p className="text-xs text-slate-400">
              When off, players sign in at once and their dashboard asks them to verify.
            </p>
          </div>
        </div>
      </Group>

      <Group
        disabled={superAdminOnly}
        title="KYC"
        description="Who has to agree before a player's identity documents count as checked and the player gets full access."
      >
        <div className="flex items-start gap-3 sm:col-span-2">
          <Checkbox
            id="kyc-second-reviewer"
            className="size-11 rounded-lg [&_svg]:size-6"
            checked={kycSecondReviewer}
            onCheckedChange={(checked) => {
              setSavedAt(null);
              setDraft({ ...draft, kycSecondReviewer: checked === true });
            }}
          />
          <div>
            <Label htmlFor="kyc-second-reviewer" className="flex min-h-11 cursor-pointer items-center">
              A KYC approval needs a second reviewer
            </Label>
            <p className="text-xs text-slate-400">
              When on, a reviewer's approval is approval 1 of 2: the player stays in the queue until a different staff
              member confirms it. Rejecting or asking to resubmit needs one reviewer. Turning this off approves no one
              by itself: a waiting approval is then confirmed by any reviewer.
            </p>
          </div>
        </div>
      </Group>

      <Group
        disabled={superAdminOnly}
        title="TV board"
        description="How the room's TV board (console section Displays) names the players on each wait-list. The board hangs where anyone in the room can read it."
      >
        <RadioChoices
          name="board-name-display"
          options={BOARD_NAME_OPTIONS}
          value={boardNameDisplay}
          onChange={(value) => {
            setSavedAt(null);
            setDraft({ ...draft, boardNameDisplay: value });
          }}
        />
      </Group>

      <Group
        disabled={superAdminOnly}
        title="Welcome"
        description="Players see this once after signing in. Without a video, or if it does not load within 8 seconds, a short welcome shows instead."
      >
        {text(
          'welcomeVideoUrl',
          'Welcome video address',
          'An https:// address of an MP4 or WebM video, or a path on this site. Empty: no video.',
          { type: 'url' },
        )}
      </Group>

      <Group
        disabled={superAdminOnly}
        title="Time"
        description="Every date and time is shown in the club's zone; the logs read their days in it."
      >
        {text('timeZone', 'Time zone', 'An IANA name, such as Asia/Kolkata.', { list: 'time-zones' })}
        <datalist id="time-zones">
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </Group>

      <Group
        title="Wait-list"
        description="Paging a player holds the seat for a while; a hold that runs out moves the player to the bottom of the list. A change applies from the next page. Admins and super admins change these."
      >
        {number('pageHoldMinutes', 'Page hold (minutes)', 'How long a paged player’s seat is held: 1 to 60.')}
        {number(
          'pageExtensionMinutes',
          'More time (minutes)',
          'A paged player may ask once for this much more: 1 to 60.',
        )}
        {number(
          'missesBeforeRemoval',
          'Misses before removal',
          'After this many holds run out, the player leaves the list: 1 to 10.',
        )}
        {number(
          'remoteEntryExpiryMinutes',
          'Remote check-in window (minutes)',
          'A player who joined from outside and has not checked in by then leaves the list: 10 to 480.',
        )}
        {number(
          'guestRetentionDays',
          'Keep guests (days)',
          'A guest the floor put on a list (name and mobile number) is removed this many days after the evening: 1 to 365.',
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-200">Seating a guest</legend>
          <RadioChoices
            name="guest-seating"
            options={GUEST_SEATING_OPTIONS}
            value={guestSeating}
            onChange={(value) => {
              setSavedAt(null);
              setDraft({ ...draft, guestSeating: value });
            }}
          />
        </fieldset>
      </Group>

      <Group
        title="Tournaments"
        description="Hand-for-hand (TDA RP-8): the clock stays paused; when the floor has tapped “Hand done” for every table, this much comes off the level. Admins and super admins change it."
      >
        {number(
          'handForHandSeconds',
          'Time off per hand (seconds)',
          'The rules allow at most 3 minutes a hand and suggest 2 (120 seconds): 0 to 180.',
        )}
      </Group>

      <Group
        title="Reports e-mail"
        description="Each super admin gets the previous club day's summary by e-mail once a day, from this hour on the club's clock."
        disabled={superAdminOnly}
      >
        {number('dailySummaryHour', 'Send from hour', 'An hour of the day, 0 to 23 (9 is 09:00).')}
      </Group>

      <Group
        title="Cage"
        description="Amounts in rupees. Above each, a second person has to agree."
        disabled={superAdminOnly}
      >
        {text(
          'largeOperationThreshold',
          'Four-eyes threshold',
          `A money operation above this waits for a second staff member (now ${formatRupees(settings.largeOperationThreshold)}).`,
        )}
        {text(
          'shiftVarianceThreshold',
          'Shift variance threshold',
          `A shift closed further off than this needs a note and a super admin's sign-off (now ${formatRupees(settings.shiftVarianceThreshold)}).`,
        )}
        {text(
          'reversalThreshold',
          'Reversal threshold',
          `A reversal above this waits for a super admin (now ${formatRupees(settings.reversalThreshold)}).`,
        )}
      </Group>

      {save.error ? (
        <Alert variant="destructive" title="Not saved">
          {actionErrorText(save.error)}
        </Alert>
      ) : null}
      {savedAt && !isDirty ? (
        <Alert variant="success" title="Saved">
          The new settings are in use since {formatClubTime(savedAt, 'time')}.
        </Alert>
      ) : null}
      <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-slate-800 bg-slate-950/95 py-3">
        <Button
          variant="secondary"
          disabled={!isDirty || save.isPending}
          onClick={() => {
            setDraft({});
            save.reset();
          }}
        >
          Undo changes
        </Button>
        <Button type="submit" disabled={!isDirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

function Group({
  title,
  description,
  disabled = false,
  children,
}: {
  title: string;
  description: string;
  /** Shown to an admin, not changeable: only a super admin changes it. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset
      disabled={disabled}
      className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4 sm:grid-cols-2"
    >
      <legend className="px-1 text-base font-bold text-white">{title}</legend>
      <p className="-mt-2 text-sm text-slate-300 sm:col-span-2">
        {description}
        {disabled ? <span className="mt-1 block text-amber-200">Only a super admin changes these.</span> : null}
      </p>
      {children}
    </fieldset>
  );
}

/** A setting chosen among a few named options, each with its hint: big rows to tap, the choice outlined. */
function RadioChoices<V extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: ReadonlyArray<{ value: V; label: string; hint: string }>;
  value: V;
  onChange: (value: V) => void;
}) {
  return options.map((option) => (
    <label
      key={option.value}
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-700 p-3 has-[:checked]:border-emerald-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-300"
    >
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        className="mt-0.5 size-6 shrink-0 accent-emerald-500"
      />
      <span>
        <span className="block font-semibold text-white">{option.label}</span>
        <span className="block text-xs text-slate-400">{option.hint}</span>
      </span>
    </label>
  ));
}
