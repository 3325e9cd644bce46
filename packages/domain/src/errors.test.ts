import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorEntry, errorMessage } from './errors';

describe('the error catalogue', () => {
  const entries = Object.entries(ERRORS) as [string, ErrorEntry][];

  it('gives every error a status in 400–599 and a non-empty message', () => {
    for (const [name, entry] of entries) {
      expect(entry.status, name).toBeGreaterThanOrEqual(400);
      expect(entry.status, name).toBeLessThanOrEqual(599);
      const text = typeof entry.message === 'function' ? entry.message('x') : entry.message;
      expect(text.trim().length, name).toBeGreaterThan(0);
    }
  });

  it('names each error once, in upper snake case', () => {
    const names = entries.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('keeps the spec texts and codes callers compare, byte for byte', () => {
    expect(errorMessage('CLASS_STARTED')).toBe('This class has already started.');
    expect(ERRORS.ALREADY_BOOKED).toMatchObject({ status: 409, code: '0004' });
    expect(ERRORS.VISIT_LIMIT).toMatchObject({ status: 498, code: '498' });
    expect(ERRORS.CREDIT_SEATS_FILLED).toMatchObject({ status: 417, code: '417' });
    expect(errorMessage('SERVER_ERROR')).toBe('Some Server Error Occured Try again later.');
    expect(errorMessage('OAUTH_UNAVAILABLE', 'Google')).toBe('Google login is not available.');
    expect(errorMessage('TIMING_OVERLAP', 'Yoga')).toBe(
      'Yoga is already scheduled during the selected time slot. Do you still want to schedule this class?',
    );
  });
});
