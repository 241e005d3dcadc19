import { Anchor, Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { can, formatDate, formatUkuranFile, STATUS_UPLOAD_PK_LABELS, type PkAgreement } from '@sakip/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { DataTable } from '../../../components/DataTable';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { PageHeader } from '../../../components/PageHeader';
import { downloadPkPdf, downloadPkScan, usePkUnit, useUploadScan } from './api';

/** Upload (or replace) the signed scan of one agreement: a PDF picked with a file button. */
export function ScanUpload({ row }: { row: PkAgreement }) {
  const upload = useUploadScan();
  const label = row.status_upload_pk ? 'Ganti Scan' : 'Unggah Scan';
  return (
    <FileButton
      accept="application/pdf"
      onChange={(file) => {
        if (!file) return;
        upload.mutate(
          { jenis: row.jenis, id: row.id, file },
          submitFeedback({ success: 'Scan perjanjian kinerja disimpan', alsoStatuses: [413], toastFields: 'all' }),
        );
      }}
    >
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="light"
          loading={upload.isPending}
          leftSection={<IconUpload size={14} aria-hidden />}
          aria-label={`${label} ${row.pihak_pertama.jabatan}`}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}

export function StatusUpload({ row }: { row: PkAgreement }) {
  return (
    <Stack gap={2}>
      <Badge color={row.status_upload_pk ? 'green' : 'gray'} variant="light">
        {STATUS_UPLOAD_PK_LABELS[String(row.status_upload_pk) as 'true' | 'false']}
      </Badge>
      {row.scan ? (
        <Text size="xs" c="dimmed">
          {formatUkuranFile(row.scan.file_size)}, {formatDate(row.scan.uploaded_at)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /perjanjian-kinerja: the unit's agreements (the head's and each pengampu's) with the upload
 * status of the signed scan; download the generated PDF, upload or replace the scan (PDF).
 */
export default function PerjanjianKinerjaPage() {
  const { user } = useSession();
  const [unit, setUnit] = useState('');
  const { data, isPending } = usePkUnit(unit || null);
  const mayWrite = !!user && can(user, 'write', 'perjanjian-kinerja');
  return (
    <>
      <PageHeader
        title="Perjanjian Kinerja"
        description={data?.satuan_kerja_nama ? `Perjanjian kinerja ${data.satuan_kerja_nama}` : undefined}
      />
      <Stack gap="md">
        <Group>
          <UnitFilter resource="perjanjian-kinerja" value={unit} onChange={(v) => setUnit(v ?? '')} />
        </Group>
        {data && !data.satuan_kerja_id ? (
          <Paper withBorder p="md">
            <Text size="sm">Pilih satuan kerja terlebih dahulu</Text>
          </Paper>
        ) : (
          <DataTable
            caption="Daftar perjanjian kinerja"
            numbered
            loading={isPending}
            rows={data?.data}
            rowKey={(r) => `${r.jenis}-${r.id}`}
            emptyText="Tidak ada data"
            columns={[
              { key: 'jenis', header: 'Jenis', render: (r) => r.jenis_label, width: 150 },
              {
                key: 'pihak1',
                header: 'Pihak Pertama',
                render: (r) => (
                  <Stack gap={0}>
                    <Anchor component={Link} to={`/perjanjian-kinerja/${r.id}?jenis=${r.jenis}`} size="sm" fw={600}>
                      {r.pihak_pertama.jabatan}
                    </Anchor>
                    <Text size="xs">{r.pihak_pertama.nama}</Text>
                  </Stack>
                ),
              },
              {
                key: 'pihak2',
                header: 'Pihak Kedua',
                render: (r) => (
                  <Stack gap={0}>
                    <Text size="sm">{r.pihak_kedua.jabatan}</Text>
                    <Text size="xs">{r.pihak_kedua.nama}</Text>
                  </Stack>
                ),
              },
              { key: 'n', header: 'Sasaran', render: (r) => r.jumlah_sasaran, align: 'center', width: 80 },
              { key: 'status', header: 'Status Unggah PK', render: (r) => <StatusUpload row={r} />, width: 170 },
              {
                key: 'aksi',
                header: 'Aksi',
                render: (r) => (
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconFileTypePdf size={14} aria-hidden />}
                      aria-label={`Unduh PDF ${r.pihak_pertama.jabatan}`}
                      onClick={() => void downloadPkPdf(r.jenis, r.id)}
                    >
                      PDF
                    </Button>
                    {r.scan ? (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        aria-label={`Unduh scan ${r.pihak_pertama.jabatan}`}
                        onClick={() => void downloadPkScan(r.jenis, r.id)}
                      >
                        Scan
                      </Button>
                    ) : null}
                    {mayWrite ? <ScanUpload row={r} /> : null}
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </>
  );
}
