import { Button, Drawer, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconEye, IconFileTypePdf, IconFileZip } from '@tabler/icons-react';
import { isCalendarDate, type PkPegawaiRecord } from '@sakip/domain';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { PageHeader } from '../../../components/PageHeader';
import { SignatoryCard } from '../../../components/SignatoryCard';
import { downloadPkPegawai, downloadPkPegawaiZip, usePkPegawai } from './api';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * /perjanjian-kinerja-pegawai: the employees who carry performance in the unit with their
 * superior ('Plt.' for acting ones); one PDF per employee dated as chosen, or the whole unit as a
 * ZIP. The show page of an employee opens beside the list.
 */
export default function PkPegawaiPage() {
  const [unit, setUnit] = useState('');
  const [tanggal, setTanggal] = useState(today());
  const [shown, setShown] = useState<PkPegawaiRecord | null>(null);
  const { data, isPending } = usePkPegawai(unit || null);
  const validDate = isCalendarDate(tanggal);
  const unitId = unit || null;
  return (
    <>
      <PageHeader
        title="Perjanjian Kinerja Pegawai"
        description={data?.satuan_kerja_nama ?? undefined}
        actions={
          <Button
            leftSection={<IconFileZip size={16} aria-hidden />}
            disabled={!validDate || !data?.satuan_kerja_id || data.data.length === 0}
            onClick={() => void downloadPkPegawaiZip(unitId, tanggal)}
          >
            Unduh Semua (ZIP)
          </Button>
        }
      />
      <Stack gap="md">
        <Group align="flex-end">
          <UnitFilter resource="perjanjian-kinerja" value={unit} onChange={(v) => setUnit(v ?? '')} />
          <TextInput
            type="date"
            label="Tanggal Perjanjian"
            value={tanggal}
            onChange={(e) => setTanggal(e.currentTarget.value)}
            error={validDate ? undefined : 'Tanggal perjanjian tidak valid'}
            w={200}
          />
        </Group>
        {data && !data.satuan_kerja_id ? (
          <Paper withBorder p="md">
            <Text size="sm">Pilih satuan kerja terlebih dahulu</Text>
          </Paper>
        ) : (
          <DataTable
            caption="Pegawai pengampu kinerja"
            numbered
            loading={isPending}
            rows={data?.data}
            rowKey={(r) => r.nip}
            emptyText="Tidak ada data"
            columns={[
              {
                key: 'pegawai',
                header: 'Pegawai',
                render: (r) => (
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {r.nama}
                    </Text>
                    <Text size="xs">NIP. {r.nip}</Text>
                  </Stack>
                ),
              },
              { key: 'jabatan', header: 'Jabatan', render: (r) => r.jabatan },
              {
                key: 'atasan',
                header: 'Atasan',
                render: (r) => (
                  <Stack gap={0}>
                    <Text size="sm">{r.atasan.jabatan}</Text>
                    <Text size="xs">{r.atasan.nama}</Text>
                  </Stack>
                ),
              },
              { key: 'n', header: 'Sasaran', render: (r) => r.jumlah_sasaran, align: 'center', width: 80 },
              {
                key: 'aksi',
                header: 'Aksi',
                render: (r) => (
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconEye size={14} aria-hidden />}
                      aria-label={`Lihat ${r.nama}`}
                      onClick={() => setShown(r)}
                    >
                      Lihat
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconFileTypePdf size={14} aria-hidden />}
                      aria-label={`Unduh PDF ${r.nama}`}
                      disabled={!validDate}
                      onClick={() => void downloadPkPegawai(r.nip, unitId, tanggal)}
                    >
                      PDF
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Stack>
      <Drawer
        opened={shown !== null}
        onClose={() => setShown(null)}
        position="right"
        title="Perjanjian Kinerja Pegawai"
      >
        {shown ? (
          <Stack>
            <SignatoryCard label="PIHAK PERTAMA" party={shown} p="sm" />
            <SignatoryCard label="PIHAK KEDUA" party={shown.atasan} p="sm" />
            <Text size="sm">Jumlah sasaran yang diperjanjikan: {shown.jumlah_sasaran}</Text>
            <Button
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              disabled={!validDate}
              onClick={() => void downloadPkPegawai(shown.nip, unitId, tanggal)}
            >
              Unduh PDF
            </Button>
          </Stack>
        ) : null}
      </Drawer>
    </>
  );
}
