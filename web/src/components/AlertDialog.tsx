import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** A one-button alert (the Mantine modal version of window.alert). */
export function showAlert({
  title,
  message,
  okLabel = 'OK',
}: {
  title: ReactNode;
  message: ReactNode;
  okLabel?: string;
}) {
  const id = modals.open({
    title,
    centered: true,
    children: (
      <>
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)} data-autofocus>
            {okLabel}
          </Button>
        </Group>
      </>
    ),
  });
  return id;
}
