import { TabPlaceholder } from '../dashboard/tab-placeholder';

/** Placeholder until the feedback and chat work replaces this file. */
export function FeedbackTab() {
  return (
    <TabPlaceholder
      title="Feedback &amp; Support"
      arrivesWith="Feedback and the Guest Relations chat arrive with the feedback and chat work."
    />
  );
}
