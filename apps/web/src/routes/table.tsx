import { useParams } from 'react-router';
import { FeatureNotice } from '../components/feature-notice';

export function TablePage() {
  const { tableId } = useParams();
  return (
    <FeatureNotice
      feature={`table view (table ${tableId})`}
      arrivesWith="the tables and seating work"
      backTo={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
