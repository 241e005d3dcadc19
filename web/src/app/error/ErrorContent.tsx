import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BACK_HOME_TEXT, NOT_FOUND_TITLE } from './error-info';

/** The body of the error page: code, heading, message and the way home. */
export function ErrorContent({ status, message }: { status: number; message: string }) {
  const heading = status === 404 ? NOT_FOUND_TITLE : message;

  useEffect(() => {
    document.title = `${heading} - Sakip`;
  }, [heading]);

  return (
    <Center mih="50vh" py="xl">
      <Stack align="center" gap="sm" ta="center" maw={560} data-testid="error-page">
        <Text fz={72} fw={800} lh={1} c="sakip.8" aria-label={`Kode error ${status}`}>
          {status}
        </Text>
        <Title order={1} fz="h2">
          {heading}
        </Title>
        {status === 404 ? <Text>{message}</Text> : null}
        <Anchor component={Link} to="/" mt="sm">
          {BACK_HOME_TEXT}
        </Anchor>
      </Stack>
    </Center>
  );
}
