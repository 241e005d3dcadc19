import { Alert, Group, Text } from '@mantine/core';
import { IconAlarm, IconAlertTriangle } from '@tabler/icons-react';
import { COUNTDOWN_TICK_MS, countdownParts } from '@sakip/domain/countdown';
import { useEffect, useState } from 'react';

interface CountdownProps {
  /** 'YYYY-MM-DD': counts down to midnight at the start of that day. */
  nilaiDate: string;
  label: string;
  expiredText: string;
}

const UNITS = [
  ['days', 'Hari'],
  ['hours', 'Jam'],
  ['minutes', 'Menit'],
  ['seconds', 'Detik'],
] as const;

/** A deadline banner (SPEC §4, §9): ticks every second, stops at zero and shows the expiry text. */
export function Countdown({ nilaiDate, label, expiredText }: CountdownProps) {
  const [now, setNow] = useState(() => new Date());
  const parts = countdownParts(nilaiDate, now);

  useEffect(() => {
    if (countdownParts(nilaiDate).expired) return undefined;
    const timer = window.setInterval(() => {
      const next = new Date();
      setNow(next);
      if (countdownParts(nilaiDate, next).expired) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [nilaiDate]);

  if (parts.expired) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} py="xs">
        <Text fw={600} size="sm">
          {expiredText}
        </Text>
      </Alert>
    );
  }

  return (
    <Alert color="blue" variant="light" icon={<IconAlarm aria-hidden />} py="xs">
      <Group gap="md" wrap="wrap" role="timer" aria-label={label}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Group gap="sm" wrap="nowrap">
          {UNITS.map(([key, unit]) => (
            <Text key={key} size="sm" ff="monospace" fw={700}>
              {String(parts[key]).padStart(key === 'days' ? 1 : 2, '0')}{' '}
              <Text span size="sm" fw={400} ff="inherit">
                {unit}
              </Text>
            </Text>
          ))}
        </Group>
      </Group>
    </Alert>
  );
}
