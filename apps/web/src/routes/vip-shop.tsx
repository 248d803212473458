import { FeatureNotice } from '../components/feature-notice';

export function VipShopPage() {
  return (
    <FeatureNotice
      feature="VIP shop"
      arrivesWith="the VIP points work"
      backTo={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
