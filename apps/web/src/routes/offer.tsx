import { useParams } from 'react-router';
import { FeatureNotice } from '../components/feature-notice';

export function OfferPage() {
  const { id } = useParams();
  return (
    <FeatureNotice
      feature={`offer page (offer ${id})`}
      arrivesWith="the offers work"
      backTo={{ href: '/dashboard?tab=offers', label: 'Back to Offers' }}
    />
  );
}
