import { KYC_MESSAGES, type KycDocument } from '@club/shared/kyc';
import { toast } from '../../components/ui/toast-store';

/**
 * Opens a document in a new tab (with `?v=` so no cached copy shows). The file is asked for first, so
 * a document that cannot be opened says so here instead of leaving an error page in another tab.
 */
export async function openDocument(document: Pick<KycDocument, 'fileUrl'>) {
  const fail = () => toast({ title: KYC_MESSAGES.unableToOpen, variant: 'destructive' });
  if (!document.fileUrl) return fail();
  const url = `${document.fileUrl}?v=${Date.now()}`;
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'include' });
    if (!response.ok) return fail();
  } catch {
    return fail();
  }
  const opened = window.open(url, '_blank');
  if (!opened) return fail();
  opened.opener = null;
}
