import { returnedRow } from '../../db/rows';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type KycDocument,
  type UploadDocumentType,
} from '@club/shared/kyc';
import type { DbOrTx } from '../../db/client';
import { documentChangeRequests, kycDocuments, players } from '../../db/schema';

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

export type DocumentChangeRow = typeof documentChangeRequests.$inferSelect;

/** The latest change request of each document given (issue 14 item 15). */
export async function findLatestChangeRequests(
  db: DbOrTx,
  documentIds: number[],
): Promise<Map<number, DocumentChangeRow>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(documentChangeRequests)
    .where(inArray(documentChangeRequests.documentId, documentIds))
    .orderBy(desc(documentChangeRequests.createdAt), desc(documentChangeRequests.id));
  const latest = new Map<number, DocumentChangeRow>();
  for (const row of rows) if (!latest.has(row.documentId)) latest.set(row.documentId, row);
  return latest;
}

export async function findPendingChangeRequest(db: DbOrTx, documentId: number) {
  const [row] = await db
    .select()
    .from(documentChangeRequests)
    .where(and(eq(documentChangeRequests.documentId, documentId), eq(documentChangeRequests.status, 'pending')));
  return row;
}

export async function insertChangeRequest(tx: DbOrTx, values: typeof documentChangeRequests.$inferInsert) {
  return returnedRow(await tx.insert(documentChangeRequests).values(values).returning());
}

const changeWithPlayer = {
  change: documentChangeRequests,
  document: kycDocuments,
  player: {
    playerCode: players.playerCode,
    email: players.email,
    firstName: players.firstName,
    lastName: players.lastName,
    kycStatus: players.kycStatus,
  },
};

/** Change requests with their document and player: the pending ones oldest first, or one by id (locked). */
export async function findChangeRequestsWithPlayer(db: DbOrTx, filter: { id: number; lock?: boolean } | 'pending') {
  const query = db
    .select(changeWithPlayer)
    .from(documentChangeRequests)
    .innerJoin(kycDocuments, eq(kycDocuments.id, documentChangeRequests.documentId))
    .innerJoin(players, eq(players.id, documentChangeRequests.playerId));
  if (filter === 'pending') {
    return query
      .where(eq(documentChangeRequests.status, 'pending'))
      .orderBy(asc(documentChangeRequests.createdAt), asc(documentChangeRequests.id));
  }
  const one = query.where(eq(documentChangeRequests.id, filter.id));
  return filter.lock ? one.for('update', { of: documentChangeRequests }) : one;
}

export async function updateChangeRequest(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof documentChangeRequests.$inferInsert>,
): Promise<DocumentChangeRow> {
  return returnedRow(
    await tx.update(documentChangeRequests).set(values).where(eq(documentChangeRequests.id, id)).returning(),
  );
}

/**
 * Reopens the player's current documents of the given types for upload (rejected, with the note the
 * player reads) and closes their pending change requests as approved. Returns the reopened rows.
 */
export async function reopenCurrentDocuments(
  tx: DbOrTx,
  input: { playerId: number; types: DocumentType[]; note: string; staffId: number | null },
): Promise<DocumentRow[]> {
  if (input.types.length === 0) return [];
  const reopened = await tx
    .update(kycDocuments)
    .set({ status: 'rejected', reviewNote: input.note, reviewedBy: input.staffId, reviewedAt: sql`now()` })
    .where(
      and(
        eq(kycDocuments.playerId, input.playerId),
        inArray(kycDocuments.documentType, input.types),
        isNull(kycDocuments.supersededAt),
      ),
    )
    .returning();
  if (reopened.length > 0) {
    await tx
      .update(documentChangeRequests)
      .set({ status: 'approved', decidedAt: sql`now()`, decidedBy: input.staffId })
      .where(
        and(
          inArray(
            documentChangeRequests.documentId,
            reopened.map((row) => row.id),
          ),
          eq(documentChangeRequests.status, 'pending'),
        ),
      );
  }
  return reopened;
}
