import { ProgramPrioritasView } from './ProgramPrioritasPage';

/** /public-display/program-prioritas: the guest navbar's 'Program Prioritas' (read only, no login). */
export default function PublicProgramPrioritasPage() {
  return <ProgramPrioritasView publicCopy />;
}
