import { mediaContract } from '@club/shared/contracts/media';
import { MAX_MEDIA_BYTES, MEDIA_MIME_TYPES } from '@club/shared/media';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { readFileAsDataUrl } from '../features/kyc/read-file';
import { callApi } from '../lib/api';
import { actionErrorText } from './floor/floor-form';
import { handleStaffAuthError } from './staff-session';

/**
 * An image for an offer, an ad or a notification: uploaded through POST /api/staff/media, which checks
 * the file as KYC files are checked (decision 014), or a link typed in. `value` is what the entity stores:
 * the club's own /api/media/{id} path or an http(s) address.
 */
export function ImageField({
  label,
  isOptional = false,
  value,
  onChange,
}: {
  label: string;
  isOptional?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    setProblem(null);
    if (!(MEDIA_MIME_TYPES as readonly string[]).includes(file.type)) {
      setProblem('Choose a JPG or PNG image.');
      return;
    }
    if (file.size > MAX_MEDIA_BYTES) {
      setProblem('The image is larger than 5 MB.');
      return;
    }
    setIsUploading(true);
    try {
      const stored = await callApi(mediaContract.postStaffMedia, {
        body: {
          fileName: file.name,
          fileData: await readFileAsDataUrl(file),
          fileSize: file.size,
          mimeType: file.type,
        },
      });
      onChange(stored.url);
    } catch (error) {
      handleStaffAuthError(queryClient, error);
      setProblem(actionErrorText(error));
    } finally {
      setIsUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="grid gap-1.5" aria-describedby={problem ? `${id}-problem` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-slate-200">
        {label}
        {isOptional ? ' (optional)' : ''}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          aria-label={`${label} file`}
          // The button below opens it: one tab stop, a 44 px target.
          tabIndex={-1}
          accept={MEDIA_MIME_TYPES.join(',')}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button variant="secondary" disabled={isUploading} onClick={() => input.current?.click()}>
          {isUploading ? 'Uploading…' : value ? 'Upload another image' : 'Upload an image'}
        </Button>
        {value ? (
          <Button variant="ghost" onClick={() => onChange('')}>
            Remove image
          </Button>
        ) : null}
      </div>
      <Input
        aria-label={`${label} link (an http(s) address or a club image, /api/media/…)`}
        // Text, not url: the browser's url check refuses the club's own /api/media/{id} paths.
        type="text"
        inputMode="url"
        placeholder="or a link: https://… or /api/media/…"
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-red-300">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          JPG or PNG, 5 MB at most. It is checked like an identity document before it is stored.
        </p>
      )}
    </fieldset>
  );
}
