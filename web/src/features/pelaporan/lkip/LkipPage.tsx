import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_PER_PAGE,
  DISPLAY_EMPTY_TEXT,
  isCityLevel,
  LKIP_BAB,
  LKIP_BAB_JUDUL,
  LKIP_BAGIAN,
  LKIP_BAGIAN_JUDUL,
  LKIP_DIAGRAM_JUDUL,
  LKIP_SASARAN_JUDUL,
  formatNumber,
  lkipFileName,
  NARASI_JENIS_LABELS,
  type LkipBab,
  type LkipBabData,
  type LkipDiagram,
  type LkipDiagramOutline,
  type LkipNarasi,
  type LkipSection,
} from '@sakip/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageFrom } from '../../../api/client';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { DownloadButton } from '../../../components/crud/DownloadButton';
import { LoadingText } from '../../../components/LoadingText';
import { SatuanKerjaSelect } from '../../../components/OptionSelect';
import { PageHeader } from '../../../components/PageHeader';
import { BandLegend, ReportTable } from '../../../components/report/ReportTable';
import { TablePagination } from '../../../components/TablePagination';
import { LKIP_PDF_PATH, useLkipBab } from './lkip-api';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';

const ROMAN: Record<LkipBab, string> = { 1: 'I', 2: 'II', 3: 'III' };

/** 'Unduh LKIP (PDF)': the whole LKIP (cover, every chapter, narratives, page numbers) as one file. */
function PdfButton({ satuanKerjaId, fileName }: { satuanKerjaId: string | undefined; fileName: string }) {
  return (
    <DownloadButton
      path={LKIP_PDF_PATH}
      query={satuanKerjaId ? { satuan_kerja_id: satuanKerjaId } : {}}
      fileName={fileName}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
    >
      Unduh LKIP (PDF)
    </DownloadButton>
  );
}

/** Links to the three chapters, keeping the chosen unit. */
function BabNav({ bab, search }: { bab: LkipBab; search: string }) {
  return (
    <Group gap="xs" component="nav" aria-label="Bab LKIP">
      {LKIP_BAB.map((b) => (
        <Button
          key={b}
          component={Link}
          to={`/lkip/bab-${b}${search}`}
          variant={b === bab ? 'filled' : 'default'}
          size="xs"
          aria-current={b === bab ? 'page' : undefined}
        >
          Bab {ROMAN[b]}
        </Button>
      ))}
    </Group>
  );
}

/** One table of the chapter, 20 rows a page (the city's Bab I lists every sub kegiatan of the city). */
function SectionTable({
  section,
  tahun,
  loading,
  order = 2,
}: {
  section: LkipSection;
  tahun: number;
  loading: boolean;
  /** The heading level: 3 under a part of Bab III. */
  order?: 2 | 3;
}) {
  const [page, setPage] = useState(1);
  const rows = section.rows.slice((page - 1) * DEFAULT_PER_PAGE, page * DEFAULT_PER_PAGE);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={section.judul}>
      <Title order={order} fz="h4" mb="sm">
        {section.judul}
      </Title>
      <ReportTable
        caption={section.judul}
        columns={section.columns}
        rows={rows}
        rowKey="id"
        tahun={tahun}
        offset={(page - 1) * DEFAULT_PER_PAGE}
        loading={loading}
        emptyText={DISPLAY_EMPTY_TEXT}
      />
      {section.rows.length > DEFAULT_PER_PAGE ? (
        <TablePagination
          page={page}
          perPage={DEFAULT_PER_PAGE}
          total={section.rows.length}
          shown={rows.length}
          onChange={setPage}
        />
      ) : null}
    </Paper>
  );
}

/** Where the unit (or the city) writes its narratives. */
const narasiEditPath = (data: LkipBabData) => (data.lingkup === 'pemda' ? '/lkip/narasi-pemda' : '/lkip/narasi-pd');

function Narasi({ data }: { data: LkipBabData }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        Narasi
      </Title>
      <NarasiList narasi={data.narasi} edit={narasiEditPath(data)} empty="Belum ada narasi untuk bab ini." level={3} />
    </Paper>
  );
}

interface OutlineNode {
  item: LkipDiagramOutline;
  children: OutlineNode[];
}

/** The drawn boxes (depth-first, with their depth) as a tree. */
function nestOutline(outline: readonly LkipDiagramOutline[]): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const stack: OutlineNode[] = [];
  for (const item of outline) {
    const node = { item, children: [] };
    stack.length = Math.min(stack.length, item.depth);
    (stack[stack.length - 1]?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

function OutlineList({ nodes }: { nodes: OutlineNode[] }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {nodes.map((n, i) => (
        <li key={i}>
          <Text size="sm" span fw={600}>
            {n.item.label}: {n.item.title}
          </Text>
          <Text size="xs" c="dimmed">
            IKU: {n.item.indikator} · {n.item.angka}
          </Text>
          {n.children.length > 0 ? <OutlineList nodes={n.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Bab I's cascading diagram: the SVG pages the PDF draws (built on the server from the cascading
 * tree), as images in a frame that scrolls on a narrow screen, with the drawn boxes as a nested
 * list for those who do not see the drawing.
 */
function CascadingDiagram({ diagram }: { diagram: LkipDiagram | null }) {
  const pages = diagram?.pages ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={LKIP_DIAGRAM_JUDUL}>
      <Title order={2} fz="h4" mb="sm">
        {LKIP_DIAGRAM_JUDUL}
      </Title>
      {pages.length === 0 ? (
        <Text c="dimmed" size="sm">
          Belum ada pohon kinerja untuk digambar.
        </Text>
      ) : (
        <Stack gap="sm">
          <div
            role="region"
            aria-label="Gambar diagram cascading"
            tabIndex={0}
            // A tall drawing (the city's every unit) scrolls in its frame instead of the page.
            style={{
              overflow: 'auto',
              maxHeight: '80vh',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 4,
            }}
          >
            {pages.map((p, i) => (
              <img
                key={i}
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(p.svg)}`}
                alt={`${LKIP_DIAGRAM_JUDUL}${pages.length > 1 ? `, bagian ${i + 1} dari ${pages.length}` : ''}; uraiannya ada pada teks alternatif di bawah gambar.`}
                width={p.width}
                height={p.height}
                style={{ display: 'block', width: '100%', minWidth: 900, height: 'auto', padding: 8 }}
              />
            ))}
          </div>
          {diagram && diagram.omitted > 0 ? (
            <Text size="sm" c="dimmed" fs="italic">
              Diagram dibatasi; {formatNumber(diagram.omitted)} kotak lainnya tercantum pada tabel cascading.
            </Text>
          ) : null}
          <details>
            <summary>
              <Text span size="sm">
                Teks alternatif diagram
              </Text>
            </summary>
            <OutlineList nodes={nestOutline(diagram?.outline ?? [])} />
          </details>
        </Stack>
      )}
    </Paper>
  );
}

/** Narratives one under the other (headings at `level`), or the empty text with a link to write one. */
function NarasiList({
  narasi,
  edit,
  empty,
  level,
}: {
  narasi: readonly LkipNarasi[];
  edit: string;
  empty: string;
  level: 3 | 4 | 5;
}) {
  if (narasi.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}{' '}
        <Anchor component={Link} to={edit} size="sm">
          Tulis narasi
        </Anchor>
      </Text>
    );
  return (
    <Stack gap={level === 3 ? 'sm' : 'xs'}>
      {narasi.map((n) => (
        <article key={n.id}>
          <Title order={level} fz={level === 3 ? 'h5' : 'h6'}>
            {n.judul}
          </Title>
          {n.jenis ? (
            <Text size="xs" c="dimmed">
              {NARASI_JENIS_LABELS[n.jenis]}
            </Text>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-line', textAlign: 'justify' }}>
            {n.narasi}
          </Text>
        </article>
      ))}
    </Stack>
  );
}

/** Bab III: every goal with its capaian and the narratives written under it (the seven kinds, in order). */
function SasaranNarasi({ data }: { data: LkipBabData }) {
  const edit = narasiEditPath(data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={LKIP_SASARAN_JUDUL}>
      <Title order={3} fz="h4" mb="sm">
        {LKIP_SASARAN_JUDUL}
      </Title>
      {data.sasaran.length === 0 ? (
        <Text c="dimmed" size="sm">
          {DISPLAY_EMPTY_TEXT}
        </Text>
      ) : (
        <Stack gap="md">
          {data.sasaran.map((g, i) => (
            <section key={g.id} aria-label={`Sasaran ${g.sasaran}`}>
              <Title order={4} fz="h5">
                {i + 1}. {g.sasaran}
              </Title>
              <Text size="sm" c="dimmed" mb={4}>
                Indikator: {g.indikator}; capaian {g.capaian === null ? '-' : `${formatNumber(g.capaian, 2)}%`}
              </Text>
              <NarasiList narasi={g.narasi} edit={edit} empty="Belum ada narasi untuk sasaran ini." level={5} />
            </section>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * Bab III in its two parts as the PDF prints them (PermenPAN-RB 53/2014): A. Capaian Kinerja
 * Organisasi (its tables, then per goal the analyses) and B. Realisasi Anggaran; a table the API
 * does not place sits in A, as in the PDF.
 */
function Bab3Parts({ data, loading }: { data: LkipBabData; loading: boolean }) {
  return LKIP_BAGIAN.map((bagian) => (
    <Stack key={bagian} gap="md" component="section" aria-label={LKIP_BAGIAN_JUDUL[bagian]}>
      <Title order={2} fz="h3">
        {LKIP_BAGIAN_JUDUL[bagian]}
      </Title>
      {data.sections
        .filter((s) => (s.bagian ?? 'A') === bagian)
        .map((section) => (
          <SectionTable
            key={`${data.satuan_kerja?.satuan_kerja_id ?? 'pemda'}-${section.key}`}
            section={section}
            tahun={data.tahun}
            loading={loading}
            order={3}
          />
        ))}
      {bagian === 'A' ? <SasaranNarasi data={data} /> : null}
    </Stack>
  ));
}

/**
 * LKIP Bab I-III (DOMAIN-2 §5): the chapter's narratives (narasi-pemda / narasi-pd) and its
 * tables, which are the display pages' rows and columns as the server computed them; the unit
 * picker for the actors who choose (the city's own LKIP when none is picked), and the whole LKIP
 * as one PDF.
 */
function LkipPage({ bab }: { bab: LkipBab }) {
  const { user } = useSession();
  const year = useYear('auth');
  const { unit, setUnit, chooses: canChoose } = useUnitChoice('view');
  const chosen = unit ?? undefined;
  const chapter = useLkipBab(bab, chosen);
  const data = chapter.data;
  const nama = data ? (data.satuan_kerja?.satuan_kerja_nama ?? 'Pemerintah Daerah') : null;
  const columns = data?.sections.flatMap((s) => s.columns) ?? [];

  return (
    <>
      <PageHeader
        title={LKIP_BAB_JUDUL[bab]}
        description={nama ? `Laporan Kinerja ${nama} Tahun ${year}` : `Laporan Kinerja Tahun ${year}`}
        actions={<PdfButton satuanKerjaId={chosen} fileName={lkipFileName(year, nama ?? '')} />}
      />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <BabNav bab={bab} search={chosen ? `?satuan_kerja_id=${encodeURIComponent(chosen)}` : ''} />
          {canChoose ? (
            <div style={{ minWidth: 280 }}>
              <SatuanKerjaSelect
                required={false}
                placeholder={user && isCityLevel(user) ? 'Pemerintah Daerah (LKIP Pemda)' : 'Satuan kerja sendiri'}
                value={chosen ?? null}
                onChange={(v) => setUnit(v)}
              />
            </div>
          ) : null}
        </Group>
        {chapter.isError ? (
          <Alert color="red" title="Gagal memuat LKIP">
            {messageFrom(chapter.error, 'Silakan coba lagi.')}
          </Alert>
        ) : null}
        {!data && chapter.isPending ? <LoadingText /> : null}
        {data ? (
          <>
            <Narasi data={data} />
            {bab === 1 ? <CascadingDiagram diagram={data.diagram} /> : null}
            {bab === 3 ? (
              <Bab3Parts data={data} loading={chapter.isFetching} />
            ) : (
              data.sections.map((section) => (
                <SectionTable
                  key={`${data.satuan_kerja?.satuan_kerja_id ?? 'pemda'}-${section.key}`}
                  section={section}
                  tahun={data.tahun}
                  loading={chapter.isFetching}
                />
              ))
            )}
            <BandLegend columns={columns} />
          </>
        ) : null}
      </Stack>
    </>
  );
}

export const LkipBab1Page = () => <LkipPage bab={1} />;
export const LkipBab2Page = () => <LkipPage bab={2} />;
export const LkipBab3Page = () => <LkipPage bab={3} />;
