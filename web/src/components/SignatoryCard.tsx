import { Paper, Text, type MantineSpacing } from '@mantine/core';

/** A party of an agreement as the document names it. */
export interface Signatory {
  jabatan: string;
  nama: string;
  pangkat: string | null;
  nip: string | null;
}

/**
 * One party of a performance agreement (the unit's PK and the employee's PK): the role it signs as
 * ('PIHAK PERTAMA'), its name, position, rank and NIP.
 */
export function SignatoryCard({ label, party, p }: { label: string; party: Signatory; p: MantineSpacing }) {
  return (
    <Paper withBorder p={p}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{party.nama}</Text>
      <Text size="sm">{party.jabatan}</Text>
      {party.pangkat ? <Text size="sm">{party.pangkat}</Text> : null}
      {party.nip ? <Text size="sm">NIP. {party.nip}</Text> : null}
    </Paper>
  );
}
