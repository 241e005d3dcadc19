import { KinerjaListPage } from '../kinerja/KinerjaPages';
import { KINERJA_LEVELS } from '../kinerja/levels';

export default function KinerjaProgramListPage() {
  return <KinerjaListPage level={KINERJA_LEVELS['kinerja-program']} />;
}
