import { Center, Group, Loader, Text } from '@mantine/core';

/** SPEC §9: the default loading text. */
export const LOADING_TEXT = 'Sedang memuat data...';

export function LoadingText({ text = LOADING_TEXT, fullPage = false }: { text?: string; fullPage?: boolean }) {
  const content = (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
  if (!fullPage) return content;
  return (
    <Center mih="60vh" p="xl">
      {content}
    </Center>
  );
}
