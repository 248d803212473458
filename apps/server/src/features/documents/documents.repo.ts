import { returnedRow } from '../../db/rows';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DOCUMENT_LABELS, DOCUMENT_TYPES, type DocumentType, type KycDocument } from '@club/shared/kyc';
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

/** A stored document (or none: `missing`) as the API shows it, in both of the specs' spellings. */
export function toDocumentView(type: DocumentType, row: DocumentRow | undefined): KycDocument {
  const url = row ? documentUrl(row.id) : null;
  const createdAt = row ? row.createdAt.toISOString() : null;
  return {
    id: row?.id ?? null,
    documentType: type,
    document_type: type,
    fileName: row?.fileName ?? null,
    fileUrl: url,
    file_url: url,
    mimeType: row?.mimeType ?? null,
    status: row ? row.status : 'missing',
    reviewNote: row?.reviewNote ?? null,
    createdAt,
    created_at: createdAt,
    formattedType: DOCUMENT_LABELS[type],
    formattedDate: row ? formatDate.format(row.createdAt) : null,
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

/** One entry per document type: the newest upload of that type, or `missing`. */
export function documentListFor(playerId: number, rows: DocumentRow[]): KycDocument[] {
  return DOCUMENT_TYPES.map((type) =>
    toDocumentView(
      type,
      rows.find((row) => row.playerId === playerId && row.documentType === type),
    ),
  );
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
