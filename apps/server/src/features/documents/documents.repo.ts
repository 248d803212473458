import { returnedRow } from '../../db/rows';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type KycDocument,
  type UploadDocumentType,
} from '@club/shared/kyc';
import type { DbOrTx } from '../../db/client';
import { kycDocuments } from '../../db/schema';

export type DocumentRow = typeof kycDocuments.$inferSelect;

// Dates read as the club does: in India Standard Time, whatever the server's zone (docs/decisions/006).
const CLUB_TIME_ZONE = 'Asia/Kolkata';
const formatDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: CLUB_TIME_ZONE,
});

const documentUrl = (id: number) => `/api/documents/view/${id}`;

/**
 * A stored document as the API shows it, in both of the specs' spellings. `listedAs` names it under
 * another type (the address proof listed again as `utility_bill`, issue 13 item 10).
 */
export function toDocumentView(row: DocumentRow, listedAs: UploadDocumentType = row.documentType): KycDocument {
  const url = documentUrl(row.id);
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    documentType: listedAs,
    document_type: listedAs,
    fileName: row.fileName,
    fileUrl: url,
    file_url: url,
    mimeType: row.mimeType,
    status: row.status,
    reviewNote: row.reviewNote,
    createdAt,
    created_at: createdAt,
    formattedType: DOCUMENT_LABELS[row.documentType],
    formattedDate: formatDate.format(row.createdAt),
  };
}

/** The current (not superseded) documents of each player, newest first. */
export async function findCurrentDocuments(db: DbOrTx, playerIds: number[]): Promise<DocumentRow[]> {
  if (playerIds.length === 0) return [];
  return db
    .select()
    .from(kycDocuments)
    .where(and(inArray(kycDocuments.playerId, playerIds), isNull(kycDocuments.supersededAt)))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));
}

/**
 * The player's current documents, one per type that has one (no entry for a type without: the reader
 * derives 'missing', as the specification's "none means missing" says).
 */
export function documentListFor(playerId: number, rows: DocumentRow[]): KycDocument[] {
  return DOCUMENT_TYPES.flatMap((type) => {
    const row = rows.find((r) => r.playerId === playerId && r.documentType === type);
    return row ? [toDocumentView(row)] : [];
  });
}

export async function findDocumentById(db: DbOrTx, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}

/** Marks the current document of a type as superseded; it stays for the audit trail. */
export async function supersedeCurrent(tx: DbOrTx, playerId: number, type: DocumentType): Promise<void> {
  await tx
    .update(kycDocuments)
    .set({ supersededAt: sql`now()` })
    .where(
      and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.documentType, type), isNull(kycDocuments.supersededAt)),
    );
}

export async function insertDocument(tx: DbOrTx, values: typeof kycDocuments.$inferInsert): Promise<DocumentRow> {
  const row = returnedRow(await tx.insert(kycDocuments).values(values).returning());
  return row;
}
