import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatDate,
  formatUkuranFile,
  JENIS_DOKUMEN,
  STATUS_DOKUMEN,
  STATUS_DOKUMEN_LABELS,
  verifikasiDokumenSchema,
  type DokumenRecord,
  type DokumenAdminResponse,
} from '@sakip/domain';
import { useYear } from '../../../api/year';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { submitFeedback, validatePayload } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { useDokumenAdmin, useVerifikasiDokumen } from './api';
import { StatusDokumenBadge, UnduhButton } from './DokumenParts';

const JENIS_DATA = JENIS_DOKUMEN.map((j) => ({ value: String(j.id), label: j.nama }));
const STATUS_DATA = [
  { value: 'kosong', label: 'Belum diunggah' },
  ...STATUS_DOKUMEN.map((s) => ({ value: s, label: STATUS_DOKUMEN_LABELS[s] })),
];

interface Chosen {
  unit: string;
  jenis: string;
  doc: DokumenRecord;
  jumlahVersi: number;
}

/** What is being verified: kind, unit, file, version, current status and the previous note. */
function DokumenInfo({ chosen }: { chosen: Chosen }) {
  const doc = chosen.doc;
  return (
    <>
      <div>
        <Text size="sm" fw={600}>
          {chosen.jenis} · {chosen.unit}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {doc.nama_file}
        </Text>
        <Text size="xs" c="dimmed">
          Versi {doc.versi} dari {chosen.jumlahVersi} · {formatUkuranFile(doc.ukuran)} · diunggah{' '}
          {formatDate(doc.diunggah_at, true)}
          {doc.diunggah_oleh ? ` oleh ${doc.diunggah_oleh}` : ''}
        </Text>
      </div>
      <Group gap="xs">
        <Text size="sm">Status saat ini:</Text>
        <StatusDokumenBadge status={doc.status} />
        <UnduhButton doc={doc} />
      </Group>
      {doc.catatan ? (
        <Text size="sm" c="dimmed">
          Catatan sebelumnya: {doc.catatan}
        </Text>
      ) : null}
    </>
  );
}

/** The verdict of the newest version: Disetujui, or Ditolak with a note. */
function VerifikasiModal({ chosen, onClose }: { chosen: Chosen | null; onClose: () => void }) {
  const [status, setStatus] = useState<string>('');
  const [catatan, setCatatan] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const verify = useVerifikasiDokumen();
  const close = () => {
    setStatus('');
    setCatatan('');
    setErrors({});
    onClose();
  };
  const submit = () => {
    if (!chosen) return;
    const body = { status, catatan };
    if (!validatePayload(verifikasiDokumenSchema, body, setErrors)) return;
    verify.mutate(
      { params: { id: String(chosen.doc.id) }, body: body as { status: 'disetujui' | 'ditolak'; catatan: string } },
      submitFeedback({ success: 'Dokumen berhasil diverifikasi', setErrors, onSuccess: close }),
    );
  };
  const doc = chosen?.doc;
  return (
    <Modal opened={chosen !== null} onClose={close} title="Verifikasi Dokumen" centered size="lg">
      {chosen && doc ? (
        <Stack gap="sm">
          <DokumenInfo chosen={chosen} />
          <Radio.Group
            label="Hasil verifikasi"
            required
            value={status}
            onChange={(value) => {
              setStatus(value);
              setErrors({});
            }}
            error={errors.status}
          >
            <Group mt={4}>
              <Radio value="disetujui" label="Disetujui" />
              <Radio value="ditolak" label="Ditolak" />
            </Group>
          </Radio.Group>
          <Textarea
            label="Catatan"
            description="Wajib diisi jika dokumen ditolak"
            autosize
            minRows={3}
            maxLength={2000}
            value={catatan}
            onChange={(e) => setCatatan(e.currentTarget.value)}
            error={errors.catatan}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button onClick={submit} loading={verify.isPending}>
              Simpan
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The count of each status over the table. */
function Ringkasan({ r }: { r: DokumenAdminResponse['ringkasan'] }) {
  return (
    <Group gap="xs" aria-label="Ringkasan status dokumen">
      <Badge color="yellow" variant="light">
        Menunggu: {r.menunggu}
      </Badge>
      <Badge color="green" variant="light">
        Disetujui: {r.disetujui}
      </Badge>
      <Badge color="red" variant="light">
        Ditolak: {r.ditolak}
      </Badge>
      <Badge color="gray" variant="light">
        Belum diunggah: {r.kosong}
      </Badge>
    </Group>
  );
}

/** Every unit × kind: the status of its current document, a click opens the verdict. */
function DokumenAdminTable({
  rows,
  onChoose: setChosen,
}: {
  rows: DokumenAdminResponse['data'];
  onChoose: (chosen: Chosen) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>No</Table.Th>
            <Table.Th>Satuan Kerja</Table.Th>
            {JENIS_DOKUMEN.map((j) => (
              <Table.Th key={j.id}>{j.nama}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.satuan_kerja_id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{row.satuan_kerja_nama}</Table.Td>
              {row.dokumen.map((cell) => {
                const nama = JENIS_DOKUMEN.find((j) => j.id === cell.jenis_dokumen_id)?.nama ?? '';
                const doc = cell.current;
                return (
                  <Table.Td key={cell.jenis_dokumen_id}>
                    {doc ? (
                      <UnstyledButton
                        onClick={() =>
                          setChosen({
                            unit: row.satuan_kerja_nama,
                            jenis: nama,
                            doc,
                            jumlahVersi: cell.jumlah_versi,
                          })
                        }
                        aria-label={`Verifikasi ${nama} ${row.satuan_kerja_nama}`}
                      >
                        <Stack gap={2}>
                          <StatusDokumenBadge status={doc.status} />
                          <Text size="xs" c="blue.8" td="underline">
                            Periksa (v{doc.versi})
                          </Text>
                        </Stack>
                      </UnstyledButton>
                    ) : (
                      <StatusDokumenBadge status={null} compact />
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /dokumen-admin (super): every unit × kind with the status of its current document, and the verdict. */
export default function DokumenAdminPage() {
  const tahun = useYear('auth');
  const [params, setParams] = useSearchParams();
  const jenis = params.get('jenis_dokumen_id');
  const status = params.get('status');
  const { data, isPending, isError } = useDokumenAdmin(jenis, status);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  const setFilter = (key: string) => (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const r = data?.ringkasan;
  return (
    <>
      <PageHeader description={`Tahun ${tahun}`} />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Jenis dokumen"
            placeholder="Semua"
            data={JENIS_DATA}
            value={jenis}
            onChange={setFilter('jenis_dokumen_id')}
            clearable
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            label="Status"
            placeholder="Semua"
            data={STATUS_DATA}
            value={status}
            onChange={setFilter('status')}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
        </Group>
        {r ? <Ringkasan r={r} /> : null}
        {isPending ? <LoadingText /> : null}
        {isError ? <Text>Data tidak ditemukan</Text> : null}
        {data ? (
          data.data.length === 0 ? (
            <Paper withBorder p="md">
              <Text size="sm">Data tidak ditemukan</Text>
            </Paper>
          ) : (
            <DokumenAdminTable rows={data.data} onChoose={setChosen} />
          )
        ) : null}
      </Stack>
      <VerifikasiModal chosen={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
