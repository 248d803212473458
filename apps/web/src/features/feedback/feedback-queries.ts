import { feedbackContract } from '@club/shared/contracts/feedback';
import type { FeedbackRequest } from '@club/shared/feedback';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackRequest) => callApi(feedbackContract.postFeedback, { body }),
  });
}
