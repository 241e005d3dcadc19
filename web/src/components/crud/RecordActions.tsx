import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RowActionsProps {
  /** The CRUD group: the edit link is /{group}/{id}/edit. */
  group: string;
  id: number;
  /** What the row is called in the buttons' accessible names ('Ubah …', 'Hapus …'). */
  label: string;
  onDelete: () => void;
  /** Buttons before 'Ubah' (e.g. the cross-cutting link). */
  extra?: ReactNode;
}

/** The 'Aksi' cell of a list row: edit and delete icons (only render it for actors who may write). */
export function RowActions({ group, id, label, onDelete, extra }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {extra}
      <Button
        component={Link}
        to={`/${group}/${id}/edit`}
        size="compact-sm"
        variant="light"
        aria-label={`Ubah ${label}`}
      >
        <IconPencil size={16} aria-hidden />
      </Button>
      <Button size="compact-sm" variant="light" color="red" aria-label={`Hapus ${label}`} onClick={onDelete}>
        <IconTrash size={16} aria-hidden />
      </Button>
    </Group>
  );
}

/** 'Ubah' and 'Hapus' in the header of a show page. */
export function ShowActions({ group, id, onDelete }: { group: string; id: number; onDelete: () => void }) {
  return (
    <>
      <Button component={Link} to={`/${group}/${id}/edit`} leftSection={<IconPencil size={16} />}>
        Ubah
      </Button>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
        Hapus
      </Button>
    </>
  );
}
