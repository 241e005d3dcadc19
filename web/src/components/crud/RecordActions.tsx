import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RowActionsProps {
  /** The CRUD group: the edit link is /{group}/{id}/edit. */
  group: string;
  id: number;
  /** Edit in place (e.g. a modal) instead of the edit page. */
  onEdit?: () => void;
  /** What the row is called in the buttons' accessible names ('Ubah …', 'Hapus …'). */
  label: string;
  onDelete: () => void;
  /** Buttons before 'Ubah' (e.g. the cross-cutting link). */
  extra?: ReactNode;
  /** Writes held (e.g. the planning lock): 'Ubah' and 'Hapus' show disabled with this reason as title. */
  lockedReason?: string | null | undefined;
}

/** The 'Aksi' cell of a list row: edit and delete icons (only render it for actors who may write). */
export function RowActions({ group, id, label, onDelete, onEdit, extra, lockedReason }: RowActionsProps) {
  const editLabel = `Ubah ${label}`;
  if (lockedReason) {
    return (
      <Group gap={4} wrap="nowrap">
        {extra}
        <Button size="compact-sm" variant="light" aria-label={editLabel} title={lockedReason} disabled>
          <IconPencil size={16} aria-hidden />
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          aria-label={`Hapus ${label}`}
          title={lockedReason}
          disabled
        >
          <IconTrash size={16} aria-hidden />
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {extra}
      {onEdit ? (
        <Button size="compact-sm" variant="light" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </Button>
      ) : (
        <Button component={Link} to={`/${group}/${id}/edit`} size="compact-sm" variant="light" aria-label={editLabel}>
          <IconPencil size={16} aria-hidden />
        </Button>
      )}
      <Button size="compact-sm" variant="light" color="red" aria-label={`Hapus ${label}`} onClick={onDelete}>
        <IconTrash size={16} aria-hidden />
      </Button>
    </Group>
  );
}

/** 'Ubah' and 'Hapus' in the header of a show page (`extra`: buttons between them). */
export function ShowActions({
  group,
  id,
  onDelete,
  extra,
  lockedReason,
}: {
  group: string;
  id: number;
  onDelete: () => void;
  extra?: ReactNode;
  /** Writes held (e.g. the planning lock): both show disabled with this reason as title. */
  lockedReason?: string | null | undefined;
}) {
  if (lockedReason) {
    return (
      <>
        <Button disabled title={lockedReason} leftSection={<IconPencil size={16} />}>
          Ubah
        </Button>
        {extra}
        <Button color="red" variant="light" disabled title={lockedReason} leftSection={<IconTrash size={16} />}>
          Hapus
        </Button>
      </>
    );
  }
  return (
    <>
      <Button component={Link} to={`/${group}/${id}/edit`} leftSection={<IconPencil size={16} />}>
        Ubah
      </Button>
      {extra}
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
        Hapus
      </Button>
    </>
  );
}
