import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FeedbackBody {
  name: string;
  email: string;
  message: string;
}

export function sendFeedback(body: FeedbackBody) {
  return api<{ message: string }>('POST', '/feedback', { body });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
