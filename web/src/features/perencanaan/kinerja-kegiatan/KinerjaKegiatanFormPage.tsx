import { KinerjaFormPage } from '../kinerja/KinerjaPages';
import { KINERJA_LEVELS } from '../kinerja/levels';

export default function KinerjaKegiatanFormPage() {
  return <KinerjaFormPage level={KINERJA_LEVELS['kinerja-kegiatan']} />;
}
