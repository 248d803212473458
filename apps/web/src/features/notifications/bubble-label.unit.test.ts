import { describe, expect, it } from 'vitest';
import { bubbleLabel } from './notification-style';

// Issue 14, item 25: an urgent notification of the urgent type read 'URGENT · URGENT' on its bubble.
describe('the bubble’s first line', () => {
  it('names the priority once', () => {
    expect(bubbleLabel({ message_type: 'urgent', priority: 'urgent' })).toBe('Urgent');
    expect(bubbleLabel({ message_type: 'urgent', priority: 'high' })).toBe('Urgent · high');
    expect(bubbleLabel({ message_type: 'payment', priority: 'urgent' })).toBe('Payment · urgent');
    expect(bubbleLabel({ message_type: 'general', priority: 'normal' })).toBe('General');
    expect(bubbleLabel({ message_type: 'login', priority: 'low' })).toBe('Login');
  });
});
