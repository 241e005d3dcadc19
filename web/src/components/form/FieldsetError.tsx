import { Text } from '@mantine/core';

/** The error of a group of inputs (a table of rows) under it, announced; nothing without one. */
export function FieldsetError({ error }: { error: string | undefined }) {
  return error ? (
    <Text c="red" size="xs" role="alert">
      {error}
    </Text>
  ) : null;
}
