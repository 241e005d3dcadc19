import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconChartBar,
  IconFileText,
  IconHierarchy3,
  IconTargetArrow,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAplikasi } from '../../../api/aplikasi';
import { useYear } from '../../../api/year';
import { LoadingText } from '../../../components/LoadingText';

interface DisplayLink {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

const DISPLAY_LINKS: DisplayLink[] = [
  {
    title: 'Kinerja Walikota',
    description: 'Kinerja makro pemerintah daerah: RPJMD, RKPD, perjanjian kinerja dan capaiannya.',
    to: '/public-display/display-makro/dashboard',
    icon: <IconBuildingBank />,
  },
  {
    title: 'Kinerja Perangkat Daerah',
    description: 'Kinerja mikro setiap perangkat daerah: Renstra, RKT, rencana aksi dan capaian.',
    to: '/public-display/display-mikro/renstra',
    icon: <IconUsersGroup />,
  },
  {
    title: 'Arsitektur Kinerja',
    description: 'Pohon kinerja dari sasaran strategis kota sampai sub kegiatan perangkat daerah.',
    to: '/public-display/arsitektur-kinerja',
    icon: <IconHierarchy3 />,
  },
  {
    title: 'Capaian IKU',
    description: 'Capaian indikator kinerja utama dibandingkan target dan rata-rata nasional.',
    to: '/public-display/capaian-iku',
    icon: <IconTargetArrow />,
  },
  {
    title: 'Hasil Evaluasi SAKIP',
    description: 'Hasil self assessment dan hasil akhir evaluasi akuntabilitas kinerja.',
    to: '/public-display/lke/hasil-akhir',
    icon: <IconChartBar />,
  },
  {
    title: 'Laporan & Dokumen',
    description: 'LKIP, Renstra, Perjanjian Kinerja dan Indikator Kinerja Utama.',
    to: '/public-display/dokumen/1',
    icon: <IconFileText />,
  },
];

/** The public welcome page `/`: the city, the selected year and the way to the public displays. */
export default function WelcomePage() {
  const aplikasi = useAplikasi();
  const year = useYear('public');
  const kota = aplikasi.data?.nama_kota;

  return (
    <Box py={{ base: 'sm', md: 'lg' }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Group gap="sm">
            <Badge size="lg" variant="light" radius="sm">
              Tahun Kinerja {year}
            </Badge>
          </Group>
          <Title order={1}>{aplikasi.isPending ? 'Sakip' : `Sakip ${kota ?? ''}`.trim()}</Title>
          {aplikasi.isPending ? <LoadingText /> : null}
          <Text size="lg" maw={760}>
            Sistem Akuntabilitas Kinerja Instansi Pemerintah (SAKIP) menghubungkan perencanaan, penganggaran,
            pengukuran, pelaporan dan evaluasi kinerja{kota ? ` ${kota}` : ''}. Setiap sasaran strategis walikota
            diturunkan ke program, kegiatan, sub kegiatan dan langkah aksi perangkat daerah, lalu capaiannya diukur
            setiap triwulan dan dilaporkan secara terbuka.
          </Text>
          {aplikasi.data?.nama_walikota ? (
            <Text size="sm" c="dimmed">
              Walikota: {aplikasi.data.nama_walikota}
            </Text>
          ) : null}
        </Stack>

        <section aria-labelledby="display-publik">
          <Title order={2} id="display-publik" fz="h3" mb="md">
            Display Kinerja Publik
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {DISPLAY_LINKS.map((link) => (
              <Card key={link.to} withBorder radius="md" padding="lg">
                <Group gap="sm" mb="xs" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                    {link.icon}
                  </ThemeIcon>
                  <Anchor component={Link} to={link.to} fw={600} size="lg">
                    {link.title}
                  </Anchor>
                </Group>
                <Text size="sm">{link.description}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Box>
  );
}
