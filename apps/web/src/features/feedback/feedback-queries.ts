import { type FeedbackRequest, feedbackResponseSchema } from '@club/shared/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackRequest) =>
      apiRequest('/api/feedback', { method: 'POST', body, schema: feedbackResponseSchema }),
  });
}
