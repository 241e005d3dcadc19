import { KinerjaFormPage } from '../kinerja/KinerjaPages';
import { KINERJA_LEVELS } from '../kinerja/levels';

export default function KinerjaSubKegiatanFormPage() {
  return <KinerjaFormPage level={KINERJA_LEVELS['kinerja-sub-kegiatan']} />;
}
