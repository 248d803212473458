import type { StructureTemplate, TournamentStructureView } from '@club/shared/tournament-structure';
import type { Tournament } from '@club/shared/tournaments';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { formatLength } from './clock-labels';
import { useApplyTemplate, useSaveTemplate, useStructureTemplates } from './desk-queries';
import { type StructureDraft, structureFromDraft } from './structure-draft';

const DEFAULT_ENTRIES = 50;

interface TemplatesPanelProps {
  tournament: Tournament;
  draft: StructureDraft;
  isDraftValid: boolean;
  hasStructure: boolean;
  isReadOnly: boolean;
  onApplied: (view: TournamentStructureView) => void;
}

/**
 * The club's saved structures: each one's projected length and end for a number of entries (the server's
 * rule of thumb, decision 110), applied to this tournament in one step, and this structure saved as one.
 */
export function TemplatesPanel({
  tournament,
  draft,
  isDraftValid,
  hasStructure,
  isReadOnly,
  onApplied,
}: TemplatesPanelProps) {
  const [entriesText, setEntriesText] = useState(String(DEFAULT_ENTRIES));
  const typedEntries = Number(entriesText);
  const isEntriesValid = /^\d+$/.test(entriesText.trim()) && typedEntries >= 1 && typedEntries <= 10_000;
  const [entries, setEntries] = useState(DEFAULT_ENTRIES);
  if (isEntriesValid && typedEntries !== entries) setEntries(typedEntries);
  const templates = useStructureTemplates(entries);
  const apply = useApplyTemplate(tournament.id);
  const [applying, setApplying] = useState<StructureTemplate | null>(null);
  const startMs = Math.max(Date.parse(tournament.start_time), Date.now());

  return (
    <section
      aria-labelledby="structure-templates"
      className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <h2 id="structure-templates" className="text-lg font-bold text-white">
        Templates
      </h2>
      {isReadOnly ? null : <SaveAsTemplate draft={draft} isDraftValid={isDraftValid} />}
      <div className="max-w-xs">
        <FormField
          label="Projected for entries"
          message={isEntriesValid ? undefined : 'Enter a whole number from 1 to 10,000'}
          tone={isEntriesValid ? 'hint' : 'error'}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={entriesText}
              onChange={(e) => setEntriesText(e.target.value)}
            />
          )}
        </FormField>
      </div>
      {templates.isError && !templates.data ? (
        <Alert variant="destructive" title="Could not read the templates">
          {actionErrorText(templates.error)}
        </Alert>
      ) : null}
      {apply.error ? (
        <Alert variant="destructive" title="The template was not applied">
          {actionErrorText(apply.error)}
        </Alert>
      ) : null}
      {templates.data?.length === 0 ? <p className="text-sm text-slate-300">No templates saved yet.</p> : null}
      {templates.data && templates.data.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Saved structures with their projected length for {entries} entries</caption>
            <thead className="text-slate-300">
              <tr>
                {['Template', 'Levels', 'Stack', `Length for ${entries} entries`, 'Ends about', 'Use'].map(
                  (heading) => (
                    <th key={heading} scope="col" className="px-2 py-2 font-medium">
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="text-slate-100">
              {templates.data.map((template) => (
                <tr key={template.id} className="border-t border-slate-800">
                  <th scope="row" className="px-2 py-2 font-semibold text-white">
                    {template.name}
                  </th>
                  <td className="px-2 py-2">
                    {template.structure.levels.filter((row) => row.kind === 'level').length} levels ·{' '}
                    {formatLength(template.structureMinutes)}
                  </td>
                  <td className="px-2 py-2 tabular-nums">{template.structure.startingStack.toLocaleString('en-IN')}</td>
                  <td className="px-2 py-2">{formatLength(template.projectedMinutes)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {formatClubTime(new Date(startMs + template.projectedMinutes * 60_000), 'weekdayTime')}
                  </td>
                  <td className="px-2 py-2">
                    {isReadOnly ? null : (
                      <Button
                        variant="secondary"
                        disabled={apply.isPending}
                        aria-label={`Use ${template.name}`}
                        onClick={() => setApplying(template)}
                      >
                        Use
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmDialog
        open={applying !== null}
        onOpenChange={(open) => !open && setApplying(null)}
        title={`Use “${applying?.name ?? ''}” for ${tournament.name}?`}
        description={
          hasStructure
            ? 'It replaces this structure and any unsaved changes. Once the clock runs, only rows after the running one may change.'
            : 'Its levels, stack and entry rules become this tournament’s structure.'
        }
        confirmLabel="Use template"
        onConfirm={() => {
          if (!applying) return;
          const name = applying.name;
          apply.mutate(applying.id, {
            onSuccess: (view) => {
              onApplied(view);
              toast({ title: 'Template applied', description: `${name} → ${tournament.name}`, variant: 'success' });
            },
          });
        }}
      />
    </section>
  );
}

function SaveAsTemplate({ draft, isDraftValid }: { draft: StructureDraft; isDraftValid: boolean }) {
  const [name, setName] = useState('');
  const save = useSaveTemplate();
  const [isTried, setIsTried] = useState(false);
  const problem = !isDraftValid
    ? 'Fix the structure above before saving it as a template.'
    : name.trim() === ''
      ? 'Name the template.'
      : null;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setIsTried(true);
        if (problem) return;
        save.mutate(
          { name: name.trim(), structure: structureFromDraft(draft) },
          {
            onSuccess: (template) => {
              toast({ title: 'Template saved', description: template.name, variant: 'success' });
              setName('');
              setIsTried(false);
            },
          },
        );
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <FormField
            label="Save this structure as a template"
            message={isTried && problem ? problem : undefined}
            tone="error"
          >
            {(control) => (
              <Input
                {...control}
                placeholder="Template name"
                maxLength={80}
                value={name}
                onChange={(event) => {
                  save.reset();
                  setName(event.target.value);
                }}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save as template
        </Button>
      </div>
      {save.error ? (
        <Alert variant="destructive" title="The template was not saved">
          {actionErrorText(save.error)}
        </Alert>
      ) : null}
    </form>
  );
}
