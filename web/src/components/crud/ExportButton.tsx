import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { QueryParams } from '../../api/client';
import { DownloadButton } from './DownloadButton';

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
  return (
    <DownloadButton
      path={path}
      query={query}
      fileName={fileName}
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      disabled={disabled}
      title={disabled ? 'Pilih satuan kerja terlebih dahulu' : undefined}
    >
      Export
    </DownloadButton>
  );
}
