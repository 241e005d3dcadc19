import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmDeleteOptions {
  title?: string;
  /** What is deleted, e.g. the record's name. */
  message?: ReactNode;
  onConfirm: () => void;
}

/** The confirmation dialog before every delete. */
export function confirmDelete({ title = 'Hapus data', message, onConfirm }: ConfirmDeleteOptions): string {
  return modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message ?? 'Data yang dihapus tidak dapat dikembalikan. Lanjutkan menghapus?'}</Text>,
    labels: { confirm: 'Hapus', cancel: 'Batal' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
