import { KYC_MESSAGES, normalizePan, PAN_CHECK_DELAY_MS, PAN_LENGTH, PAN_PATTERN } from '@club/shared/kyc';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/class-names';
import { isApiError } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { KYC_KEY, validatePan } from './kyc-queries';

export type PanCheck = 'empty' | 'typing' | 'invalid' | 'checking' | 'valid' | 'taken' | 'unavailable';

// One class per position of the PAN: a wrong character shows the format error before the tenth.
const POSITIONS = [/[A-Z]/, /[A-Z]/, /[A-Z]/, /[PCHABGJLFT]/, /[A-Z]/, /\d/, /\d/, /\d/, /\d/, /[A-Z]/];
const isPanPrefix = (value: string) => [...value].every((char, i) => POSITIONS[i]?.test(char) ?? false);

/**
 * accounts-kyc.md section 5: the format is checked as typed ('Invalid PAN format'); 500 ms after the
 * tenth character the server checks it is free ('Valid PAN card number', or held by another player).
 */
export function useLivePanCheck(playerId: number, raw: string): { check: PanCheck; message?: string } {
  const pan = normalizePan(raw);
  const settled = useDebouncedValue(pan, PAN_CHECK_DELAY_MS);
  const isWellFormed = pan.length === PAN_LENGTH && PAN_PATTERN.test(pan);
  const query = useQuery({
    queryKey: [...KYC_KEY, 'pan', playerId, settled],
    queryFn: ({ signal }) => validatePan(playerId, settled, signal),
    enabled: isWellFormed && settled === pan,
    gcTime: 0,
  });
  if (pan.length === 0) return { check: 'empty' };
  if (!isPanPrefix(pan)) return { check: 'invalid', message: KYC_MESSAGES.invalidPanFormat };
  if (!isWellFormed) return { check: 'typing' };
  if (settled !== pan || query.isFetching) return { check: 'checking', message: 'Checking...' };
  if (query.isSuccess) return { check: 'valid', message: KYC_MESSAGES.validPan };
  if (isApiError(query.error) && query.error.code === 'PAN_ALREADY_EXISTS') {
    return { check: 'taken', message: query.error.serverMessage ?? KYC_MESSAGES.panTaken };
  }
  if (isApiError(query.error) && query.error.code === 'INVALID_PAN') {
    return { check: 'invalid', message: KYC_MESSAGES.invalidPanFormat };
  }
  return { check: 'unavailable', message: 'Could not check the PAN right now. Please try again.' };
}

const TONES: Record<PanCheck, string> = {
  empty: 'text-slate-400',
  typing: 'text-slate-400',
  invalid: 'text-red-300',
  checking: 'text-slate-300',
  valid: 'text-emerald-300',
  taken: 'text-red-300',
  unavailable: 'text-red-300',
};

interface PanFieldProps {
  value: string;
  onChange: (value: string) => void;
  check: { check: PanCheck; message?: string };
}

export function PanField({ value, onChange, check }: PanFieldProps) {
  const id = useId();
  const isError = check.check === 'invalid' || check.check === 'taken' || check.check === 'unavailable';
  const isValid = check.check === 'valid';
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>PAN card number</Label>
      <div className="relative">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(normalizePan(event.target.value).slice(0, PAN_LENGTH))}
          maxLength={PAN_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCPE1234F"
          aria-describedby={`${id}-message`}
          aria-invalid={isError || undefined}
          className={cn('pr-10 font-mono tracking-[0.2em] uppercase', isValid && 'border-emerald-500')}
        />
        {isValid ? (
          <span aria-hidden="true" className="absolute top-1/2 right-3 -translate-y-1/2 text-emerald-400">
            ✓
          </span>
        ) : null}
      </div>
      <p id={`${id}-message`} aria-live="polite" className={cn('text-xs', TONES[check.check])}>
        {check.message ?? '10 characters, like ABCPE1234F'}
      </p>
    </div>
  );
}
