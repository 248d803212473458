import { FeatureNotice } from '../components/feature-notice';

export function StaffPage() {
  return (
    <FeatureNotice
      feature="staff console"
      arrivesWith="the staff work"
      backTo={{ href: '/', label: 'Player sign-in' }}
    />
  );
}
