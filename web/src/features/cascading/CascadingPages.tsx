import { can, mayWriteCatatan } from '@sakip/domain/permissions';
import { useSession } from '../../api/session';
import { PageHeader } from '../../components/PageHeader';
import { CascadingDiagram } from './CascadingDiagram';

/**
 * The diagram pages of SPEC §2. They differ only in the tree they ask for and the switches they
 * enable; the one CascadingDiagram does the rest. Lazily loaded as one chunk by the route table.
 */

/** /display-mikro/cascading: a unit's tree (super and setda choose the unit). */
export function DisplayMikroCascadingPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader description="Cascading kinerja perangkat daerah, dari sasaran strategis RPJMD sampai sub kegiatan." />
      <CascadingDiagram
        source={{ scope: 'mikro', isPublic: false }}
        unitChooser="auth"
        enableCapaianIcons
        enableEditIcons={can(user, 'write', 'kinerja-program')}
      />
    </>
  );
}

/**
 * /display-makro/cascading: the city level. The city (who may write the notes of the RPJMD goals,
 * the API's own rule) gets the edit mode of the CSF notes and solutions, as units have on theirs.
 */
export function DisplayMakroCascadingPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader description="Cascading kinerja pemerintah daerah: sasaran strategis RPJMD dan sasaran perangkat daerah." />
      <CascadingDiagram
        source={{ scope: 'makro', isPublic: false }}
        enableCapaianIcons
        enableEditIcons={mayWriteCatatan(user, 'sasaran-strategis-rpjmd', null)}
      />
    </>
  );
}

/** /tim-saya/cascading-langkah-aksi: the user's unit down to langkah aksi and team members. */
export function TimSayaCascadingPage() {
  return (
    <>
      <PageHeader description="Cascading sampai langkah aksi dan anggota tim." />
      <CascadingDiagram source={{ scope: 'mikro', isPublic: false }} maxLevel={7} enableCapaianIcons />
    </>
  );
}

/** /public-display/display-mikro/cascading: any unit, no login. */
export function PublicMikroCascadingPage() {
  return (
    <>
      <PageHeader description="Cascading kinerja perangkat daerah." />
      <CascadingDiagram source={{ scope: 'mikro', isPublic: true }} unitChooser="public" enableCapaianIcons />
    </>
  );
}

/** /public-display/display-makro/cascading. */
export function PublicMakroCascadingPage() {
  return (
    <>
      <PageHeader description="Cascading kinerja pemerintah daerah." />
      <CascadingDiagram source={{ scope: 'makro', isPublic: true }} enableCapaianIcons />
    </>
  );
}

/** /public-display/arsitektur-kinerja: the same tree with the architecture labels. */
export function ArsitekturKinerjaPage() {
  return (
    <>
      <PageHeader description="Arsitektur kinerja: dampak, hasil dan keluaran perangkat daerah." />
      <CascadingDiagram source={{ scope: 'mikro', isPublic: true }} type="arsitektur-kinerja" unitChooser="public" />
    </>
  );
}

/** /public-display/arsitektur-kinerja-cross-cutting: every cross-cutting item shown from the start. */
export function ArsitekturKinerjaCrossCuttingPage() {
  return (
    <>
      <PageHeader description="Arsitektur kinerja beserta kinerja cross cutting." />
      <CascadingDiagram
        source={{ scope: 'mikro', isPublic: true }}
        type="arsitektur-kinerja"
        unitChooser="public"
        defaultCross
      />
    </>
  );
}

/** /public-display/arsitektur-kinerja-bayangan: the shadow performance (SPEC §4). */
export function ArsitekturKinerjaBayanganPage() {
  return (
    <>
      <PageHeader description="Arsitektur kinerja bayangan." />
      <CascadingDiagram
        source={{ scope: 'mikro', isPublic: true }}
        type="arsitektur-kinerja"
        unitChooser="public"
        bayangan
      />
    </>
  );
}
