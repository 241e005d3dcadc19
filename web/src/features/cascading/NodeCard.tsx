import {
  IconAlertTriangle,
  IconCircleCheckFilled,
  IconInfoCircle,
  IconPencil,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import { NODE_ICON_LABELS, nodeIcon, type NodeIcon } from '@sakip/domain/capaian';
import {
  CASCADING_FIELD_LABELS,
  cascadingLevelLabel,
  hasCsfInfo,
  hasSolusi,
  NODE_CSF_LABEL,
  NODE_SOLUSI_LABEL,
  skpLabel,
} from '@sakip/domain/cascading';
import { formatRupiah } from '@sakip/domain/format';
import type {
  CascadingNode,
  KinerjaKegiatanNode,
  KinerjaProgramNode,
  KinerjaSubKegiatanNode,
  SasaranStrategisPdNode,
  SasaranStrategisRpjmdNode,
} from '@sakip/domain/schemas/cascading';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { nodeDomId, openCascadingModal, type CascadingModalRequest, type CatatanTarget } from './modals/modal-events';
import { useDiagramOptions, type DiagramOptions } from './diagram-context';
import classes from './diagram.module.css';
import { SIZE_GROUP_ATTRIBUTE } from './render-image';
import { childrenOf, formatNilai, isHidden, isKinerjaLevel, type KinerjaLevel } from './tree-model';

type KinerjaNode = KinerjaProgramNode | KinerjaKegiatanNode | KinerjaSubKegiatanNode;

const PK_JENIS: Record<'sasaran-strategis-pd' | KinerjaLevel, string> = {
  'sasaran-strategis-pd': 'sasaranStrategisPd',
  'kinerja-program': 'kinerjaProgram',
  'kinerja-kegiatan': 'kinerjaKegiatan',
  'kinerja-sub-kegiatan': 'kinerjaSubKegiatan',
};

const DO_PARAM: Record<
  'sasaran-strategis-pd' | KinerjaLevel,
  'sasaranStrategisId' | 'programId' | 'kegiatanId' | 'subKegiatanId'
> = {
  'sasaran-strategis-pd': 'sasaranStrategisId',
  'kinerja-program': 'programId',
  'kinerja-kegiatan': 'kegiatanId',
  'kinerja-sub-kegiatan': 'subKegiatanId',
};

type DoParam = (typeof DO_PARAM)[keyof typeof DO_PARAM];

/** The one id parameter of a node's Definisi Operasional query. */
function doId(level: keyof typeof DO_PARAM, id: number): Partial<Record<DoParam, number>> {
  return { [DO_PARAM[level]]: id };
}

/** SPEC §2: edit and add routes opened from the diagram carry from=cascading. */
const EDIT_ROUTE: Record<KinerjaLevel, string> = {
  'kinerja-program': '/kinerja-program',
  'kinerja-kegiatan': '/kinerja-kegiatan',
  'kinerja-sub-kegiatan': '/kinerja-sub-kegiatan',
};
const ADD_CHILD: Partial<Record<KinerjaLevel, { route: string; label: string }>> = {
  'kinerja-program': { route: '/kinerja-kegiatan/create', label: 'Tambah Kinerja Kegiatan' },
  'kinerja-kegiatan': { route: '/kinerja-sub-kegiatan/create', label: 'Tambah Kinerja Sub Kegiatan' },
};

export function pkDownloadUrl(level: 'sasaran-strategis-pd' | KinerjaLevel, id: number): string {
  return `/backend/api/perjanjian-kinerja/download?jenis=${PK_JENIS[level]}&id=${id}`;
}

function shorten(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A node button: the short visible label, the full name for screen readers and the tooltip. */
function NodeButton({ label, name, onClick }: { label: string; name: string; onClick: () => void }) {
  return (
    <button type="button" className={classes.nodeButton} aria-label={name} title={name} onClick={onClick}>
      {label}
    </button>
  );
}

function open(request: CascadingModalRequest) {
  return () => openCascadingModal(request);
}

const ICON_CLASS: Record<NodeIcon, string | undefined> = {
  'tidak-tercapai': classes.iconWarning,
  'csf-gagal': classes.iconDanger,
  'tidak-tercapai-csf-gagal': classes.iconInfo,
};

const CATATAN_LEVELS: ReadonlySet<string> = new Set<CatatanTarget['level']>([
  'sasaran-strategis-rpjmd',
  'sasaran-strategis-pd',
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
]);

/** The node as the edit mode of its CSF notes sees it: edit icons on, the user's own node, not a cross copy. */
function catatanTarget(node: CascadingNode, options: DiagramOptions): CatatanTarget | null {
  if (!options.showEditIcons || ('is_cross' in node && node.is_cross) || !CATATAN_LEVELS.has(node.level)) return null;
  const level = node.level as CatatanTarget['level'];
  const unit = 'satuan_kerja' in node ? node.satuan_kerja.satuan_kerja_id : null;
  return options.mayEditCatatan(level, unit) ? { level, id: node.id, subject: shorten(node.sasaran) } : null;
}

/** SPEC §4: performance icon, green 'Solusi Kinerja' check, 'CSF' info icon. */
function CapaianIcons({
  node,
  subject,
}: {
  node: SasaranStrategisRpjmdNode | SasaranStrategisPdNode | KinerjaNode;
  subject: string;
}) {
  const edit = catatanTarget(node, useDiagramOptions()) ?? undefined;
  const icon = nodeIcon(node.capaian, node.kinerja_tidak_tercapai.length);
  const csfGagal = node.kinerja_tidak_tercapai.map((c) => c.catatan);
  const penyebab = 'penyebab_kegagalan' in node ? node.penyebab_kegagalan.map((p) => p.penyebab).join('\n') : '';
  const kinerja = isKinerjaLevel(node.level) ? (node as KinerjaNode) : null;
  return (
    <div className={classes.icons}>
      {icon ? (
        <button
          type="button"
          className={`${classes.iconButton} ${ICON_CLASS[icon]}`}
          aria-label={`${NODE_ICON_LABELS[icon]}: ${subject}`}
          title={NODE_ICON_LABELS[icon]}
          onClick={open({
            kind: 'penyebab-kegagalan',
            target: node.target,
            realisasi: node.realisasi,
            capaian: node.capaian,
            satuan: node.satuan,
            penyebab: penyebab || null,
            csfGagal,
          })}
        >
          <IconAlertTriangle size={16} aria-hidden />
          <span>{NODE_ICON_LABELS[icon]}</span>
        </button>
      ) : null}
      {kinerja && hasSolusi(kinerja.solusi) ? (
        <button
          type="button"
          className={`${classes.iconButton} ${classes.iconSuccess}`}
          aria-label={`${NODE_SOLUSI_LABEL}: ${subject}`}
          title={NODE_SOLUSI_LABEL}
          onClick={open({ kind: 'perbaikan-kinerja', type: kinerja.level, id: kinerja.id, edit })}
        >
          <IconCircleCheckFilled size={16} aria-hidden />
          <span>{NODE_SOLUSI_LABEL}</span>
        </button>
      ) : null}
      {hasCsfInfo(node.kinerja_tercapai) ? (
        <button
          type="button"
          className={`${classes.iconButton} ${classes.iconInfo}`}
          aria-label={`Diagnosa ${NODE_CSF_LABEL}: ${subject}`}
          title={`Diagnosa Critical Success Factor (${NODE_CSF_LABEL})`}
          onClick={open({ kind: 'diagnosa-csf', catatan: node.kinerja_tercapai.map((c) => c.catatan), edit })}
        >
          <IconInfoCircle size={16} aria-hidden />
          <span>{NODE_CSF_LABEL}</span>
        </button>
      ) : null}
    </div>
  );
}

function CrossButton({ parentKey, subject }: { parentKey: string; subject: string }) {
  const { crossToggles, globalCross, onToggleCross } = useDiagramOptions();
  const isOpen = crossToggles.get(parentKey) ?? globalCross;
  return (
    <button
      type="button"
      className={classes.nodeButton}
      aria-pressed={isOpen}
      aria-label={`CC (cross cutting): ${subject}`}
      title={isOpen ? 'Sembunyikan cross cutting' : 'Tampilkan cross cutting'}
      onClick={() => onToggleCross(parentKey, !isOpen)}
    >
      CC
    </button>
  );
}

/** RA, RRA and DO of a sasaran strategis RPJMD (the city's plan). */
function rpjmdButtons(node: SasaranStrategisRpjmdNode, subject: string, satuanKerjaId: string): ReactNode[] {
  const buttons: ReactNode[] = [];
  buttons.push(
    <NodeButton
      key="ra"
      label="RA"
      name={`RA (Rencana Aksi): ${subject}`}
      onClick={open({ kind: 'rencana-aksi-gubernur', satuanKerjaId, sasaranStrategisRpjmdId: node.id })}
    />,
    <NodeButton
      key="rra"
      label="RRA"
      name={`RRA (Realisasi Rencana Aksi): ${subject}`}
      onClick={open({ kind: 'realisasi-rencana-aksi-gubernur', satuanKerjaId, sasaranStrategisRpjmdId: node.id })}
    />,
    <NodeButton
      key="do"
      label="DO"
      name={`DO (Definisi Operasional): ${subject}`}
      onClick={open({ kind: 'definisi-operasional', satuanKerjaId, sasaranStrategisRpjmdId: node.id })}
    />,
  );
  return buttons;
}

/** RA and RRA of a unit's sasaran strategis PD. */
function pdButtons(node: SasaranStrategisPdNode, subject: string): ReactNode[] {
  const buttons: ReactNode[] = [];
  const unit = node.satuan_kerja.satuan_kerja_id;
  buttons.push(
    <NodeButton
      key="ra"
      label="RA"
      name={`RA (Rencana Aksi): ${subject}`}
      onClick={open({ kind: 'rencana-aksi', satuanKerjaId: unit, sasaranStrategisPdId: node.id })}
    />,
    <NodeButton
      key="rra"
      label="RRA"
      name={`RRA (Realisasi Rencana Aksi): ${subject}`}
      onClick={open({ kind: 'realisasi-rencana-aksi', satuanKerjaId: unit, sasaranStrategisPdId: node.id })}
    />,
  );
  return buttons;
}

/** DO (when written) and the PK download of a unit's own goal or kinerja. */
function documentButtons(n: SasaranStrategisPdNode | KinerjaNode, subject: string): ReactNode[] {
  const buttons: ReactNode[] = [];
  const level = n.level;
  if (n.has_definisi_operasional) {
    buttons.push(
      <NodeButton
        key="do"
        label="DO"
        name={`DO (Definisi Operasional): ${subject}`}
        onClick={open({
          kind: 'definisi-operasional',
          satuanKerjaId: n.satuan_kerja.satuan_kerja_id,
          ...doId(level, n.id),
        })}
      />,
    );
  }
  buttons.push(
    <a
      key="pk"
      className={classes.nodeButton}
      href={pkDownloadUrl(level, n.id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`PK (Perjanjian Kinerja, tab baru): ${subject}`}
      title="Unduh Perjanjian Kinerja (PDF)"
    >
      PK
    </a>,
  );
  return buttons;
}

/** Kinerja Wakil Direktur (RSUD) and Langkah Aksi of a kinerja program. */
function programButtons(n: KinerjaProgramNode, subject: string): ReactNode[] {
  const buttons: ReactNode[] = [];
  if (n.is_kinerja_direktur_to_wakil_direktur_rsud) {
    buttons.push(
      <NodeButton
        key="wadir"
        label="Kinerja Wakil Direktur"
        name={`Kinerja Wakil Direktur: ${subject}`}
        onClick={open({ kind: 'kinerja-wakil-direktur', kinerjaProgramId: n.id })}
      />,
    );
  }
  buttons.push(
    <NodeButton
      key="la"
      label="Langkah Aksi"
      name={`Langkah Aksi (Kinerja Langkah Aksi): ${subject}`}
      onClick={open({ kind: 'kinerja-langkah-aksi', kinerjaProgramId: n.id })}
    />,
  );
  return buttons;
}

/** K, the external marker and (super, edit icons) Edit Rencana Aksi of a sub kegiatan. */
function subKegiatanButtons(
  n: KinerjaSubKegiatanNode,
  subject: string,
  options: DiagramOptions,
  isCross: boolean,
): ReactNode[] {
  const buttons: ReactNode[] = [];
  buttons.push(
    <NodeButton
      key="k"
      label="K"
      name={`K (Kamus Indikator): ${subject}`}
      onClick={open({ kind: 'kamus-indikator', indikator: n.indikator, indikatorKemendagri: n.indikator_kemendagri })}
    />,
  );
  if (n.is_external) {
    buttons.push(
      <span key="ex" className={classes.marker} title="Kinerja eksternal">
        Ex<span className={classes.visuallyHidden}> (kinerja eksternal)</span>
      </span>,
    );
  }
  if (options.isSuper && options.showEditIcons && !isCross) {
    buttons.push(
      <NodeButton
        key="rb"
        label="Edit Rencana Aksi"
        name={`Edit Rencana Aksi (Reformasi Birokrasi): ${subject}`}
        onClick={open({ kind: 'rencana-aksi-rb', kinerjaSubKegiatanId: n.id })}
      />,
    );
  }
  return buttons;
}

/** The edit and add-child links of a kinerja (edit icons on). */
function editLinks(node: KinerjaNode, subject: string): ReactNode[] {
  const buttons: ReactNode[] = [];
  const add = ADD_CHILD[node.level];
  buttons.push(
    <Link
      key="edit"
      className={classes.iconLink}
      to={`${EDIT_ROUTE[node.level]}/${node.id}/edit?from=cascading`}
      aria-label={`Ubah ${cascadingLevelLabel('cascading', node.level)}: ${subject}`}
      title="Ubah"
    >
      <IconPencil size={14} aria-hidden />
    </Link>,
  );
  if (add) {
    buttons.push(
      <Link
        key="add"
        className={classes.iconLink}
        to={`${add.route}?from=cascading&id=${node.id}`}
        aria-label={`${add.label}: ${subject}`}
        title={add.label}
      >
        <IconPlus size={14} aria-hidden />
      </Link>,
    );
  }
  return buttons;
}

/** The buttons of one node (SPEC §2 'Node buttons'); which ones depends on the level. */
function NodeButtons({ node, nodeKey, options }: { node: CascadingNode; nodeKey: string; options: DiagramOptions }) {
  const subject = shorten(node.sasaran);
  const isCross = 'is_cross' in node && node.is_cross;
  const hasCross = childrenOf(node).cross.length > 0;
  const buttons: ReactNode[] = [];

  if (node.level === 'sasaran-strategis-rpjmd') buttons.push(...rpjmdButtons(node, subject, options.satuanKerjaId));
  if (node.level === 'sasaran-strategis-pd' && !isCross) buttons.push(...pdButtons(node, subject));
  if ((node.level === 'sasaran-strategis-pd' || isKinerjaLevel(node.level)) && !isCross)
    buttons.push(...documentButtons(node as SasaranStrategisPdNode | KinerjaNode, subject));
  if (node.level === 'kinerja-program' && !isCross) buttons.push(...programButtons(node, subject));
  if (node.level === 'kinerja-sub-kegiatan') buttons.push(...subKegiatanButtons(node, subject, options, isCross));
  if (hasCross) buttons.push(<CrossButton key="cc" parentKey={nodeKey} subject={subject} />);
  if (options.showEditIcons && isKinerjaLevel(node.level) && !isCross)
    buttons.push(...editLinks(node as KinerjaNode, subject));
  const catatan = catatanTarget(node, options);
  if (catatan) {
    buttons.push(
      <NodeButton
        key="csf"
        label="CSF"
        name={`Catatan CSF dan Solusi: ${subject}`}
        onClick={open({ kind: 'catatan-kinerja', target: catatan })}
      />,
    );
  }
  if (buttons.length === 0) return null;
  return <div className={classes.buttons}>{buttons}</div>;
}

function masterName(node: CascadingNode): string | null {
  if ('program' in node) return node.program.nama;
  if ('kegiatan' in node) return node.kegiatan.nama;
  if ('sub_kegiatan' in node) return node.sub_kegiatan.nama;
  if (node.level === 'tim-kerja-anggota') return node.nama_pegawai_anggota;
  return null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt>{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Indikator({ node }: { node: CascadingNode }) {
  const merged = 'indikator_merge' in node && node.indikator_merge.length > 1 ? node.indikator_merge : null;
  if (!merged) return <>{node.indikator}</>;
  return (
    <ul className={classes.mergeList}>
      {merged.map((m) => (
        <li key={m.id}>
          {m.indikator} ({formatNilai(m.target)} {m.satuan})
        </li>
      ))}
    </ul>
  );
}

interface NodeCardProps {
  node: CascadingNode;
  nodeKey: string;
  /** Heading level of the card title (the text view reads as nested headings). */
  headingLevel: number;
}

/**
 * One node of the diagram. Memoised: a tree of a thousand nodes re-renders only what changed, and
 * it reads everything it shows from the node itself (no query per node).
 */
export const NodeCard = memo(function NodeCard({ node, nodeKey, headingLevel }: NodeCardProps) {
  const options = useDiagramOptions();
  const labels = CASCADING_FIELD_LABELS[options.type];
  const isCross = 'is_cross' in node && node.is_cross;
  const bayangan = 'kinerja_bayangan' in node && node.render_status === 'render' ? node.kinerja_bayangan : null;
  const domId = isCross ? undefined : nodeDomId(node.level, node.id);
  const Heading = `h${Math.min(Math.max(headingLevel, 2), 6)}` as 'h2';
  const master = masterName(node);
  const withCapaian =
    options.showCapaianIcons && node.level !== 'kinerja-langkah-aksi' && node.level !== 'tim-kerja-anggota';
  const hasBudget = 'anggaran' in node;
  const unitName = 'satuan_kerja' in node ? node.satuan_kerja.satuan_kerja_nama : null;
  const highlighted = domId !== undefined && options.highlightedId === domId;
  const className = [
    classes.card,
    classes[`level-${node.level}`],
    isCross ? classes.cross : '',
    highlighted ? classes.highlight : '',
    isHidden(node) ? classes.hidden : '',
  ].join(' ');

  return (
    <article
      id={domId}
      className={className}
      {...{ [SIZE_GROUP_ATTRIBUTE]: node.level }}
      aria-labelledby={domId ? `${domId}-title` : undefined}
      data-highlighted={highlighted || undefined}
    >
      <Heading className={classes.cardTitle} id={domId ? `${domId}-title` : undefined}>
        <span className={classes.levelLabel}>{cascadingLevelLabel(options.type, node.level)}</span>
        {isCross && unitName ? <span className={classes.crossLabel}>Cross cutting: {unitName}</span> : null}
        {master ? <span className={classes.master}>{master}</span> : null}
      </Heading>
      <dl className={classes.fields}>
        <Field label={labels.sasaran}>{bayangan ? bayangan.sasaran : node.sasaran}</Field>
        <Field label={labels.indikator}>{bayangan ? bayangan.indikator : <Indikator node={node} />}</Field>
        <Field label={labels.target}>
          {formatNilai(bayangan ? bayangan.target : node.target)} {bayangan ? (bayangan.satuan ?? '') : node.satuan}
        </Field>
        {hasBudget ? (
          <>
            <Field label={labels.anggaran}>{formatRupiah(node.anggaran)}</Field>
            <Field label={labels.realisasiAnggaran}>{formatRupiah(node.realisasi_anggaran)}</Field>
          </>
        ) : null}
        <Field label={labels.pengampu}>{node.pengampu}</Field>
        {options.isSuper && options.showEditIcons && node.level === 'kinerja-sub-kegiatan' ? (
          <Field label="Kategori Reformasi Birokrasi">{node.kategori_tematik?.nama ?? '-'}</Field>
        ) : null}
      </dl>
      {options.showSkp && 'skp' in node ? (
        <p className={node.skp ? classes.skp : classes.bukanSkp}>
          {node.skp ? null : <IconX size={12} aria-hidden />}
          {skpLabel(node.skp)}
        </p>
      ) : null}
      {withCapaian && 'kinerja_tidak_tercapai' in node ? (
        <CapaianIcons node={node} subject={shorten(node.sasaran)} />
      ) : null}
      <NodeButtons node={node} nodeKey={nodeKey} options={options} />
    </article>
  );
});
