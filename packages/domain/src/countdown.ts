/** Deadline countdowns of SPEC §4 and §9. */
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_EXPIRED_TEXT = 'Batas Waktu Pengisian Eviden Perbaikan Telah Habis';
export const COUNTDOWN_PERENCANAAN_TEXT = 'Batas Waktu Penyesuaian Perencanaan Pasca efisiensi';

/** Midnight at the start of the day of `nilaiDate`, local time. */
export function countdownTarget(nilaiDate: string | Date): Date {
  const d = typeof nilaiDate === 'string' ? parseDateOnly(nilaiDate) : new Date(nilaiDate);
  d.setHours(0, 0, 0, 0);
  return d;
}

/** 'YYYY-MM-DD' is read as a local date (not UTC), other strings as Date does. */
function parseDateOnly(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(value);
}

/** Open (true) when there is no date, or the day of nilai_date has not begun yet. */
export function isCountdownOpen(nilaiDate: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!nilaiDate) return true;
  return countdownTarget(nilaiDate).getTime() > now.getTime();
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

/** Time left until midnight of nilai_date, never below zero. */
export function countdownParts(nilaiDate: string | Date, now: Date = new Date()): CountdownParts {
  const left = Math.max(0, countdownTarget(nilaiDate).getTime() - now.getTime());
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    expired: totalSeconds === 0,
  };
}
