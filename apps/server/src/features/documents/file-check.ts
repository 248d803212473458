import { fileTypeFromBuffer } from 'file-type';
import {
  checkDocumentFile,
  claimedFileKind,
  FILE_KINDS,
  type FileKind,
  fileErrorText,
  KYC_MESSAGES,
  MAX_DOCUMENT_BYTES,
} from '@club/shared/kyc';
import { AppError } from '../../app-error';

const invalidType = () => new AppError('INVALID_FILE', fileErrorText(KYC_MESSAGES.invalidFileType));
const tooLarge = () => new AppError('FILE_TOO_LARGE', fileErrorText(KYC_MESSAGES.fileTooLarge));
const unreadable = (internal: string) =>
  new AppError('INVALID_FILE', 'The file could not be read. Please choose it again.', { internal });

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes a base64 data URL strictly: Buffer.from would silently skip characters that are not base64. */
function decodeDataUrl(dataUrl: string): Buffer {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw unreadable('not a base64 data URL');
  const payload = dataUrl.slice(header[0].length);
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw unreadable('data URL payload is not base64');
  }
  // A payload longer than 5 MB of bytes needs no decoding to be refused.
  if ((payload.length / 4) * 3 - (payload.match(/=+$/)?.[0].length ?? 0) > MAX_DOCUMENT_BYTES) throw tooLarge();
  return Buffer.from(payload, 'base64');
}

// Markup that makes a browser treat bytes as a page. No JPEG, PNG or PDF a player uploads contains it;
// a polyglot (a PDF header glued to HTML) does (docs/decisions/006).
const HTML_MARKERS = ['<!doctype html', '<html', '<head', '<body', '<script', '<iframe', '<object', '<embed', '<svg'];

function containsHtml(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return HTML_MARKERS.some((marker) => text.includes(marker));
}

/** A real PDF ends with its trailer's %%EOF (a few bytes of line ends or padding may follow). */
const hasPdfTrailer = (bytes: Buffer) => bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');

/**
 * The upload's checks in order: the declared name, MIME type and size (the spec's messages), then the
 * decoded bytes: their size, their magic bytes (which must name the kind the name and MIME type claim),
 * and for every kind, no HTML; for PDFs, the trailer. Returns the MIME type to store.
 */
export async function checkUploadedFile(input: {
  fileName: string;
  mimeType?: string;
  fileSize: number;
  fileData: string;
}): Promise<{ bytes: Buffer; mimeType: string; kind: FileKind }> {
  const declared = checkDocumentFile(input);
  if (declared === KYC_MESSAGES.fileTooLarge) throw tooLarge();
  if (declared) throw invalidType();
  const claimed = claimedFileKind(input.fileName, input.mimeType);
  if (!claimed) throw invalidType();

  const bytes = decodeDataUrl(input.fileData);
  if (bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge();
  if (bytes.length === 0) throw unreadable('empty file');
  if (bytes.length !== input.fileSize) {
    throw new AppError('INVALID_FILE', 'The file arrived incomplete. Please upload it again.', {
      internal: `declared ${input.fileSize} bytes, received ${bytes.length}`,
    });
  }

  const sniffed = await fileTypeFromBuffer(bytes);
  const sniffedKind = (Object.keys(FILE_KINDS) as FileKind[]).find(
    (kind) => FILE_KINDS[kind].storedType === sniffed?.mime,
  );
  if (sniffedKind !== claimed) throw invalidType();
  if (containsHtml(bytes)) throw invalidType();
  if (claimed === 'pdf' && !hasPdfTrailer(bytes)) throw invalidType();
  return { bytes, mimeType: FILE_KINDS[claimed].storedType, kind: claimed };
}
