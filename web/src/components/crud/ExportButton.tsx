import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { QueryParams } from '../../api/client';
import { downloadFile } from './download';

interface ExportButtonProps {
  /** The export call, e.g. '/kinerja-program/export'. */
  path: string;
  /** The filters the list shows. */
  query: QueryParams;
  fileName: string;
  /** Nothing to export yet (e.g. no unit chosen): the button says so instead of a header-only file. */
  disabled?: boolean;
}

/** 'Export': the XLSX of what the list's filters show. */
export function ExportButton({ path, query, fileName, disabled = false }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(path, query, fileName);
    } catch (error) {
      console.error('Export gagal', error);
      notifications.show({ color: 'red', title: 'Oops...', message: 'Gagal mengunduh file export' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={busy}
      disabled={disabled}
      title={disabled ? 'Pilih satuan kerja terlebih dahulu' : undefined}
      onClick={() => void onClick()}
    >
      Export
    </Button>
  );
}
