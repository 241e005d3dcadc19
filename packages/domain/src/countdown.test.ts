import { describe, expect, it } from 'vitest';
import { countdownParts, isCountdownOpen } from './countdown';

describe('countdowns (SPEC §4)', () => {
  const now = new Date(2026, 10, 21, 10, 0, 0);

  it('is open with no date or while the day of nilai_date has not begun', () => {
    expect(isCountdownOpen(null, now)).toBe(true);
    expect(isCountdownOpen('2026-11-22', now)).toBe(true);
    expect(isCountdownOpen('2026-11-21', now)).toBe(false);
    expect(isCountdownOpen('2026-11-20', now)).toBe(false);
  });

  it('counts days, hours, minutes and seconds to midnight of the date', () => {
    expect(countdownParts('2026-11-23', now)).toEqual({ days: 1, hours: 14, minutes: 0, seconds: 0, expired: false });
    const later = new Date(2026, 10, 22, 23, 59, 59);
    expect(countdownParts('2026-11-23', later)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, expired: false });
  });

  it('stops at zero', () => {
    expect(countdownParts('2026-11-01', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
  });
});
