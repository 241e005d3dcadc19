import { Badge, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { verifikasiDokumenWorkflow, type StatusDokumen } from '@sakip/domain';
import { WorkflowBadge } from '../../../components/workflow/WorkflowBadge';
import { dokumenDownloadPath } from './api';
import { DownloadButton } from '../../../components/crud/DownloadButton';

/** Menunggu / Disetujui / Ditolak, or 'Belum diunggah' when a kind has no document yet. */
export function StatusDokumenBadge({ status, compact = false }: { status: StatusDokumen | null; compact?: boolean }) {
  if (!status && compact) {
    return (
      <Text size="xs" c="dimmed">
        Belum diunggah
      </Text>
    );
  }
  if (!status) {
    return (
      <Badge color="gray" variant="light" radius="sm">
        Belum diunggah
      </Badge>
    );
  }
  return <WorkflowBadge workflow={verifikasiDokumenWorkflow} state={status} />;
}

/** 'Unduh': the PDF of a version, with the session's token. */
export function UnduhButton({ doc, label = 'Unduh' }: { doc: { id: number; nama_file: string }; label?: string }) {
  return (
    <DownloadButton
      path={dokumenDownloadPath(doc.id)}
      fileName={doc.nama_file}
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={`${label} ${doc.nama_file}`}
      style={{ flexShrink: 0 }}
    >
      {label}
    </DownloadButton>
  );
}
