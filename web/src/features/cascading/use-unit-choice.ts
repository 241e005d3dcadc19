import { useSearchParams } from 'react-router';
import { mayChooseViewUnit } from '@sakip/domain/permissions';
import { useSession } from '../../api/session';
import { usePublicUnits } from './api';

/** Who picks the unit: the actors the domain lets choose when logged in, the citizen on the public display. */
export type UnitChooser = 'none' | 'auth' | 'public';

/** The unit of the diagram, kept in ?satuan_kerja_id= (the public display falls back to the first unit). */
export function useUnitChoice(chooser: UnitChooser) {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const publicUnits = usePublicUnits(chooser === 'public');
  const chosen = params.get('satuan_kerja_id') ?? undefined;
  // The domain's one rule (mayChooseViewUnit): super, the city, setda and the plan validators choose.
  const canChoose = chooser === 'public' || (chooser === 'auth' && !!user && mayChooseViewUnit(user));
  const fallback = chooser === 'public' ? publicUnits.data?.[0]?.value : undefined;
  const setUnit = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('satuan_kerja_id', value);
    else next.delete('satuan_kerja_id');
    setParams(next, { replace: true });
  };
  return {
    satuanKerjaId: canChoose ? (chosen ?? fallback) : undefined,
    canChoose,
    isSetda: user?.role === 'setda',
    publicUnits,
    setUnit,
    waiting: chooser === 'public' && !chosen && !fallback,
  };
}

export type UnitChoice = ReturnType<typeof useUnitChoice>;
