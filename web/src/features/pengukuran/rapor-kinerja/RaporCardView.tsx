import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTrophy } from '@tabler/icons-react';
import { formatNumber, formatPercent, formatRupiah, type RaporCard } from '@sakip/domain';
import { forwardRef, lazy, Suspense } from 'react';
import { LoadingText } from '../../../components/LoadingText';

// The charts (and the charting library) load in their own chunk, never with the page's first bytes.
const RaporCharts = lazy(() => import('./RaporCharts'));

function Tile({ label, value, tone }: { label: string; value: string; tone?: 'good' | 'bad' | undefined }) {
  const color = tone === 'good' ? 'teal.8' : tone === 'bad' ? 'red.8' : undefined;
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 18, lg: 22 }} fw={700} c={color} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

function Shift({ before, after, unit }: { before: string; after: string; unit?: string }) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text fw={700}>{before}</Text>
      <IconArrowRight size={18} aria-label="menjadi" />
      <Text fw={700}>{after}</Text>
      {unit ? <Text size="sm">{unit}</Text> : null}
    </Group>
  );
}

/** Title, unit and quarter, and the rank card. */
function CardHeader({ card, unit }: { card: RaporCard; unit: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div>
          <Title order={2} size="h3">
            RAPOR KINERJA
          </Title>
          <Text fw={600}>{unit}</Text>
          <Text size="sm">{card.judul}</Text>
        </div>
        <Card withBorder radius="md" padding="sm" aria-label="Peringkat">
          <Group gap="xs" wrap="nowrap">
            <IconTrophy size={28} color="var(--mantine-color-yellow-8)" aria-hidden />
            <Text fw={700} size="sm">
              {card.rank.label}
            </Text>
          </Group>
        </Card>
      </Group>
    </Paper>
  );
}

/** The eight figures of the quarter. */
function Tiles({ r }: { r: RaporCard['ringkasan'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Tile label="Capaian" value={formatPercent(r.capaian)} tone={r.capaian >= 100 ? 'good' : 'bad'} />
      <Tile label="Jumlah Sasaran Sub Kegiatan" value={formatNumber(r.jumlah)} />
      <Tile label="Tercapai" value={formatNumber(r.tercapai)} tone="good" />
      <Tile
        label="Tidak Tercapai"
        value={formatNumber(r.tidak_tercapai)}
        tone={r.tidak_tercapai > 0 ? 'bad' : undefined}
      />
      <Tile label="Efisiensi" value={formatPercent(r.efisiensi)} />
      <Tile label="Anggaran" value={formatRupiah(r.anggaran)} />
      <Tile label="Terserap" value={formatRupiah(r.terserap)} />
      <Tile label="Tidak Terserap" value={formatRupiah(r.tidak_terserap)} />
    </SimpleGrid>
  );
}

/** The causes of failure and the two adjustment blocks (interventions, budget). */
function Adjustments({ card }: { card: RaporCard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb={4}>
          Penyebab Kegagalan
        </Text>
        <Group gap="md">
          <Badge color="red" variant="light" size="lg">
            {card.penyebab.gagal} tidak tercapai
          </Badge>
          <Badge color="gray" variant="light" size="lg">
            {card.penyebab.jumlah_penyebab} penyebab
          </Badge>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb={4}>
          Penyesuaian Intervensi untuk {card.penyesuaian_intervensi.label}
        </Text>
        <Shift
          before={formatNumber(card.penyesuaian_intervensi.sebelum)}
          after={formatNumber(card.penyesuaian_intervensi.sesudah)}
          unit="langkah aksi"
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb={4}>
          Penyesuaian Anggaran
        </Text>
        <Shift
          before={formatRupiah(card.penyesuaian_anggaran.sebelum)}
          after={formatRupiah(card.penyesuaian_anggaran.sesudah)}
        />
        <Text size="xs" c="dimmed">
          Usulan anggaran langkah aksi perbaikan {formatRupiah(card.penyesuaian_anggaran.usulan)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/**
 * The rapor kinerja card (DOMAIN-2 §1 'Diagram page'): title, tiles, causes, the two adjustment
 * blocks, the rank card, the review narrative and the two charts. The same card on the public copy.
 */
export const RaporCardView = forwardRef<HTMLDivElement, { card: RaporCard }>(function RaporCardView({ card }, ref) {
  const r = card.ringkasan;
  const unit = card.satuan_kerja?.satuan_kerja_nama ?? '';
  return (
    <Stack gap="md" ref={ref}>
      <CardHeader card={card} unit={unit} />

      {r.jumlah === 0 ? (
        <Paper withBorder p="md">
          <Text>Belum ada sasaran sub kegiatan dengan target pada triwulan ini.</Text>
        </Paper>
      ) : null}

      <Tiles r={r} />

      <Adjustments card={card} />

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rapor-reviu">
        <Title order={3} size="h5" id="rapor-reviu" mb="xs">
          Reviu Kinerja
        </Title>
        <Stack gap="xs">
          {card.narasi.map((p, i) => (
            <Text key={i} size="sm">
              {p}
            </Text>
          ))}
        </Stack>
      </Paper>

      <Suspense fallback={<LoadingText />}>
        <RaporCharts card={card} />
      </Suspense>
    </Stack>
  );
});
