import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  can,
  formatDate,
  formatUkuranFile,
  STATUS_DOKUMEN_LABELS,
  type DokumenJenis,
  type DokumenRecord,
} from '@sakip/domain';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { LoadingText } from '../../../components/LoadingText';
import { SatuanKerjaSelect } from '../../../components/OptionSelect';
import { PageHeader } from '../../../components/PageHeader';
import { FilePicker } from '../../../components/form/FilePicker';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { useDokumenUnit, useUploadDokumen } from './api';
import { StatusDokumenBadge, UnduhButton } from './DokumenParts';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';
import { ChooseUnitFirst } from '../../../components/unit/ChooseUnitFirst';

function Diunggah({ doc }: { doc: DokumenRecord }) {
  return (
    <Text size="xs" c="dimmed">
      Versi {doc.versi} · {formatUkuranFile(doc.ukuran)} · diunggah {formatDate(doc.diunggah_at, true)}
      {doc.diunggah_oleh ? ` oleh ${doc.diunggah_oleh}` : ''}
    </Text>
  );
}

/** The upload form of one kind: a PDF, checked by content on the server. */
function UploadForm({ jenis, satuanKerjaId }: { jenis: DokumenJenis; satuanKerjaId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const upload = useUploadDokumen();
  const inputId = `dokumen-file-${jenis.jenis_dokumen_id}`;
  const submit = () => {
    if (!file) {
      setErrors({ file: 'Berkas wajib diunggah.' });
      return;
    }
    setErrors({});
    upload.mutate(
      { jenis_dokumen_id: jenis.jenis_dokumen_id, satuan_kerja_id: satuanKerjaId, file },
      submitFeedback({
        success: 'Dokumen berhasil diunggah',
        setErrors,
        alsoStatuses: [413],
        onSuccess: () => setFile(null),
      }),
    );
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <FilePicker
        pdf
        id={inputId}
        label={jenis.current ? 'Unggah versi baru (PDF)' : 'Unggah dokumen (PDF)'}
        value={file}
        onChange={(next) => {
          setFile(next);
          setErrors({});
        }}
        error={errors.file ?? errors.jenis_dokumen_id ?? errors.satuan_kerja_id}
        clearable
        style={{ flex: '1 1 220px' }}
      />
      <Button leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} onClick={submit}>
        Unggah
      </Button>
    </Group>
  );
}

function Riwayat({ versions }: { versions: DokumenRecord[] }) {
  if (versions.length === 0) return null;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        <Text span size="sm">
          Versi sebelumnya ({versions.length})
        </Text>
      </summary>
      <Table.ScrollContainer minWidth={420}>
        <Table fz="sm" mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Versi</Table.Th>
              <Table.Th>Berkas</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Catatan</Table.Th>
              <Table.Th>Aksi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{v.versi}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {v.nama_file}
                  <Text size="xs" c="dimmed">
                    {formatDate(v.diunggah_at, true)}
                  </Text>
                </Table.Td>
                <Table.Td>{STATUS_DOKUMEN_LABELS[v.status]}</Table.Td>
                <Table.Td>{v.catatan ?? '-'}</Table.Td>
                <Table.Td>
                  <UnduhButton doc={v} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}

function JenisCard({
  jenis,
  satuanKerjaId,
  canUpload,
}: {
  jenis: DokumenJenis;
  satuanKerjaId: string;
  canUpload: boolean;
}) {
  const doc = jenis.current;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`jenis-${jenis.jenis_dokumen_id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`jenis-${jenis.jenis_dokumen_id}`}>
            {jenis.nama}
          </Title>
          <StatusDokumenBadge status={doc?.status ?? null} />
        </Group>
        {doc ? (
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                {doc.nama_file}
              </Text>
              <Diunggah doc={doc} />
              {doc.diverifikasi_at ? (
                <Text size="xs" c="dimmed">
                  Diverifikasi {formatDate(doc.diverifikasi_at, true)}
                  {doc.diverifikasi_oleh ? ` oleh ${doc.diverifikasi_oleh}` : ''}
                </Text>
              ) : null}
            </div>
            <UnduhButton doc={doc} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Belum ada dokumen untuk tahun ini.
          </Text>
        )}
        {doc?.catatan ? (
          <Alert color={doc.status === 'ditolak' ? 'red' : 'blue'} variant="light" title="Catatan verifikasi" p="xs">
            {doc.catatan}
          </Alert>
        ) : null}
        {canUpload ? <UploadForm jenis={jenis} satuanKerjaId={satuanKerjaId} /> : null}
        <Riwayat versions={jenis.riwayat} />
      </Stack>
    </Card>
  );
}

/** /dokumen: the unit's LKIP, Renstra, PK and IKU of the year, with upload and older versions. */
export default function DokumenPage() {
  const { user } = useSession();
  const tahun = useYear('auth');
  const { unit: requested, setUnit: chooseUnit, chooses } = useUnitChoice({ resource: 'dokumen' });
  const { data, isPending, isError } = useDokumenUnit(requested);
  const isSuper = can(user, 'write', 'verifikasi-dokumen');

  const d = data?.data;
  return (
    <>
      <PageHeader
        description={`Tahun ${tahun}${d?.satuan_kerja_nama ? ` · ${d.satuan_kerja_nama}` : ''}`}
        actions={
          isSuper ? (
            <Anchor component={Link} to="/dokumen-admin" size="sm">
              Kelola Dokumen
            </Anchor>
          ) : null
        }
      />
      <Stack gap="md">
        {chooses ? (
          <div style={{ maxWidth: 420 }}>
            <SatuanKerjaSelect required={false} value={requested} onChange={chooseUnit} />
          </div>
        ) : null}
        {isPending ? <LoadingText /> : null}
        {isError ? <Text>Data tidak ditemukan</Text> : null}
        {d && !d.satuan_kerja_id ? <ChooseUnitFirst /> : null}
        {d?.satuan_kerja_id ? (
          <>
            <Text size="sm" c="dimmed">
              Unggah dokumen dalam format PDF. Dokumen baru berstatus Menunggu sampai diverifikasi; versi sebelumnya
              tetap disimpan.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.jenis.map((j) => (
                <JenisCard
                  key={j.jenis_dokumen_id}
                  jenis={j}
                  satuanKerjaId={d.satuan_kerja_id ?? ''}
                  canUpload={d.can_upload}
                />
              ))}
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </>
  );
}
