import { CapaianIkuView } from './CapaianIkuView';

/** /capaian-iku: the capaian diagrams for a logged-in user (their units). */
export default function CapaianIkuPage() {
  return <CapaianIkuView isPublic={false} />;
}
