import type { KycStatus } from '@club/shared/accounts';
import { Badge } from '../../components/ui/badge';

/** accounts-kyc.md section 4: approved or verified 'Verified'; pending 'Pending'; else 'Not Verified'. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  if (status === 'approved' || status === 'verified') return <Badge variant="success">Verified</Badge>;
  if (status === 'pending') return <Badge variant="warning">Pending</Badge>;
  return <Badge variant="destructive">Not Verified</Badge>;
}
